import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { CategoriesController } from './categories.controller';
import { CategoriesService } from './categories.service';
import { CATALOGUE_MODELS } from './schemas';

/** Categories now; shops, menu sections and products join with the shopkeeper issues. */
@Module({
  imports: [MongooseModule.forFeature(CATALOGUE_MODELS)],
  controllers: [CategoriesController],
  providers: [CategoriesService],
})
export class CatalogueModule {}
