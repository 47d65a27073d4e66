import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PlacePictureOwner } from './place-picture-owner.js';
import { PlaceType } from './place-type.entity.js';
import { PlaceTypesController } from './place-types.controller.js';
import { PlaceTypesService } from './place-types.service.js';
import { Place } from './place.entity.js';
import { PlacesController } from './places.controller.js';
import { PlacesService } from './places.service.js';

/** Points of interest and their types (spec part 3). The types controller comes first: its path would match `:id`. */
@Module({
  imports: [TypeOrmModule.forFeature([PlaceType, Place])],
  controllers: [PlaceTypesController, PlacesController],
  providers: [PlaceTypesService, PlacesService, PlacePictureOwner],
})
export class PlacesModule {}
