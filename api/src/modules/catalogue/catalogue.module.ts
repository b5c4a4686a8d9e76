import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { AreasModule } from '../areas/areas.module';
import { CategoriesController } from './categories.controller';
import { CategoriesService } from './categories.service';
import { MenuSectionsController } from './menu/menu-sections.controller';
import { MenuService } from './menu/menu.service';
import { ProductsController } from './menu/products.controller';
import { OptionGroupsController } from './options/option-groups.controller';
import { OptionGroupsService } from './options/option-groups.service';
import { CATALOGUE_MODELS } from './schemas';
import { ShopBillingController } from './shops/shop-billing.controller';
import { ShopDeliveryTermsController } from './shops/shop-delivery-terms.controller';
import { ShopPrintingController } from './shops/shop-printing.controller';
import { ShopsController } from './shops/shops.controller';
import { ShopsService } from './shops/shops.service';

/** Categories, shops (with their settings, delivery terms and billing: UPI ID and GST), menu sections, menu items and their option groups. */
@Module({
  imports: [MongooseModule.forFeature(CATALOGUE_MODELS), AreasModule],
  controllers: [
    CategoriesController,
    ShopsController,
    ShopPrintingController,
    ShopDeliveryTermsController,
    ShopBillingController,
    MenuSectionsController,
    ProductsController,
    OptionGroupsController,
  ],
  providers: [CategoriesService, ShopsService, MenuService, OptionGroupsService],
  exports: [ShopsService, MenuService, OptionGroupsService],
})
export class CatalogueModule {}
