import { Module } from '@nestjs/common';
import { getModelToken, MongooseModule } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { AreasService } from '../modules/areas/areas.service';
import { AREA_MODELS } from '../modules/areas/schemas';
import { User, UserSchema } from '../modules/auth/users/user.schema';
import { UsersService } from '../modules/auth/users/users.service';
import { MenuService } from '../modules/catalogue/menu/menu.service';
import { CATALOGUE_MODELS } from '../modules/catalogue/schemas';
import { OptionGroupsService } from '../modules/catalogue/options/option-groups.service';
import { MenuSection } from '../modules/catalogue/schemas/menu-section.schema';
import { OptionGroup } from '../modules/catalogue/schemas/option-group.schema';
import { Product } from '../modules/catalogue/schemas/product.schema';
import { ShopsService } from '../modules/catalogue/shops/shops.service';
import { SEED_MENU, SEED_SHOPS, SEED_USERS, SeedService } from './seed.service';
import { Clock } from '../common/clock';

/**
 * Development data. The models, and the services the demo shop is made with, not the feature
 * modules (their controllers and guards need the HTTP app). The services are the API's own
 * classes under the seed's private tokens, so in the HTTP app `app.get(ShopsService)` still
 * finds the catalogue's one (tests spy on it). AppModule leaves this module out in production;
 * `seed.ts` refuses to run there.
 */
@Module({
  imports: [MongooseModule.forFeature([...CATALOGUE_MODELS, ...AREA_MODELS, { name: User.name, schema: UserSchema }])],
  providers: [
    SeedService,
    AreasService,
    { provide: SEED_USERS, useClass: UsersService },
    { provide: SEED_SHOPS, useClass: ShopsService },
    {
      provide: SEED_MENU,
      useFactory: (
        sections: Model<MenuSection>,
        products: Model<Product>,
        groups: Model<OptionGroup>,
        shops: ShopsService,
        clock: Clock,
      ) => new MenuService(sections, products, shops, clock, new OptionGroupsService(groups, products, shops)),
      inject: [getModelToken(MenuSection.name), getModelToken(Product.name), getModelToken(OptionGroup.name), SEED_SHOPS, Clock],
    },
  ],
  exports: [SeedService],
})
export class SeedModule {}
