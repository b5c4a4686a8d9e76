import type { ModelDefinition } from '@nestjs/mongoose';
import { Category, CategorySchema } from './category.schema';
import { MenuSection, MenuSectionSchema } from './menu-section.schema';
import { OptionGroup, OptionGroupSchema } from './option-group.schema';
import { Product, ProductSchema } from './product.schema';
import { Shop, ShopSchema } from './shop.schema';

/** The catalogue's models, for `MongooseModule.forFeature` (the module and the seed). */
export const CATALOGUE_MODELS: ModelDefinition[] = [
  { name: Category.name, schema: CategorySchema },
  { name: Shop.name, schema: ShopSchema },
  { name: MenuSection.name, schema: MenuSectionSchema },
  { name: Product.name, schema: ProductSchema },
  { name: OptionGroup.name, schema: OptionGroupSchema },
];
