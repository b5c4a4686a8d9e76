import type { ModelDefinition } from '@nestjs/mongoose';
import { Category, CategorySchema } from './category.schema';
import { Shop, ShopSchema } from './shop.schema';

/** The catalogue's models, for `MongooseModule.forFeature` (the module and the seed). */
export const CATALOGUE_MODELS: ModelDefinition[] = [
  { name: Category.name, schema: CategorySchema },
  { name: Shop.name, schema: ShopSchema },
];
