import type { ModelDefinition } from '@nestjs/mongoose';
import { City, CitySchema } from './city.schema';
import { District, DistrictSchema } from './district.schema';
import { State, StateSchema } from './state.schema';

/** The area hierarchy's models, for `MongooseModule.forFeature` (the module and the seed). */
export const AREA_MODELS: ModelDefinition[] = [
  { name: State.name, schema: StateSchema },
  { name: City.name, schema: CitySchema },
  { name: District.name, schema: DistrictSchema },
];
