import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { City } from './cities/city.entity.js';
import { Country } from './countries/country.entity.js';
import { Station } from './stations/station.entity.js';

@Module({
  imports: [TypeOrmModule.forFeature([Country, City, Station])],
  exports: [TypeOrmModule],
})
export class GeoModule {}
