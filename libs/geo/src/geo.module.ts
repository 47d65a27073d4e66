import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { City } from './cities/city.entity.js';
import { CountriesController } from './countries/countries.controller.js';
import { CountriesService } from './countries/countries.service.js';
import { Country } from './countries/country.entity.js';
import { GeoController } from './geo.controller.js';
import { GeoService } from './geo.service.js';
import { Station } from './stations/station.entity.js';

@Module({
  imports: [TypeOrmModule.forFeature([Country, City, Station])],
  controllers: [GeoController, CountriesController],
  providers: [GeoService, CountriesService],
  exports: [GeoService, TypeOrmModule],
})
export class GeoModule {}
