import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { AreasModule } from '../areas/areas.module';
import { CategoriesController } from './categories.controller';
import { CategoriesService } from './categories.service';
import { CATALOGUE_MODELS } from './schemas';
import { ShopsService } from './shops/shops.service';

/** Categories, shops, menu sections and products. */
@Module({
  imports: [MongooseModule.forFeature(CATALOGUE_MODELS), AreasModule],
  controllers: [CategoriesController],
  providers: [CategoriesService, ShopsService],
  exports: [ShopsService],
})
export class CatalogueModule {}
