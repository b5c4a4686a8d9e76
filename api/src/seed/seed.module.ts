import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { AREA_MODELS } from '../modules/areas/schemas';
import { User, UserSchema } from '../modules/auth/users/user.schema';
import { CATALOGUE_MODELS } from '../modules/catalogue/schemas';
import { SeedService } from './seed.service';

/**
 * Development data. Only the models, not the feature modules (their controllers need the
 * HTTP app). AppModule leaves this module out in production; `seed.ts` refuses to run there.
 */
@Module({
  imports: [MongooseModule.forFeature([...CATALOGUE_MODELS, ...AREA_MODELS, { name: User.name, schema: UserSchema }])],
  providers: [SeedService],
  exports: [SeedService],
})
export class SeedModule {}
