import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { AreasModule } from '../areas/areas.module';
import { CategoriesController } from './categories.controller';
import { CategoriesService } from './categories.service';
import { MenuSectionsController } from './menu/menu-sections.controller';
import { MenuService } from './menu/menu.service';
import { ProductsController } from './menu/products.controller';
import { CATALOGUE_MODELS } from './schemas';
import { ShopPrintingController } from './shops/shop-printing.controller';
import { ShopsController } from './shops/shops.controller';
import { ShopsService } from './shops/shops.service';

/** Categories, shops (with their settings), menu sections and menu items. */
@Module({
  imports: [MongooseModule.forFeature(CATALOGUE_MODELS), AreasModule],
  controllers: [CategoriesController, ShopsController, ShopPrintingController, MenuSectionsController, ProductsController],
  providers: [CategoriesService, ShopsService, MenuService],
  exports: [ShopsService, MenuService],
})
export class CatalogueModule {}
