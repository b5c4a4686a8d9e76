import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { AreasController } from './areas.controller';
import { AreasService } from './areas.service';
import { CitiesController } from './cities.controller';
import { CitiesService } from './cities.service';
import { DistrictsController } from './districts.controller';
import { DistrictsService } from './districts.service';
import { AREA_MODELS } from './schemas';
import { StatesController } from './states.controller';
import { StatesService } from './states.service';

/** The geographic hierarchy: state → city → district (an "area" is a populated district). */
@Module({
  imports: [MongooseModule.forFeature(AREA_MODELS)],
  controllers: [AreasController, StatesController, CitiesController, DistrictsController],
  providers: [AreasService, StatesService, CitiesService, DistrictsService],
  // Shops show their district, city and state, and the directory filters by them.
  exports: [AreasService],
})
export class AreasModule {}
