import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { City } from './cities/city.entity.js';
import { CitiesController } from './cities/cities.controller.js';
import { CitiesService } from './cities/cities.service.js';
import { CountriesController } from './countries/countries.controller.js';
import { CountriesService } from './countries/countries.service.js';
import { Country } from './countries/country.entity.js';
import { GeoController } from './geo.controller.js';
import { GeoService } from './geo.service.js';
import { Locale } from './locales/locale.entity.js';
import { LocalesController } from './locales/locales.controller.js';
import { LocalesService } from './locales/locales.service.js';
import { Province } from './provinces/province.entity.js';
import { ProvincesController } from './provinces/provinces.controller.js';
import { ProvincesService } from './provinces/provinces.service.js';
import { SlugHistoryService } from './slugs/slug-history.service.js';
import { SlugRedirectController } from './slugs/slug-redirect.controller.js';
import { Station } from './stations/station.entity.js';
import { Zone } from './zones/zone.entity.js';
import { ZonesController } from './zones/zones.controller.js';
import { ZonesService } from './zones/zones.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([Country, City, Station, Locale, Province, Zone])],
  controllers: [GeoController, CountriesController, LocalesController, SlugRedirectController, ProvincesController, ZonesController, CitiesController],
  providers: [GeoService, CountriesService, LocalesService, SlugHistoryService, ProvincesService, ZonesService, CitiesService],
  exports: [GeoService, TypeOrmModule],
})
export class GeoModule {}
