import { Module } from '@nestjs/common';
import { GeocodingController } from './geocoding.controller.js';
import { Geocoder } from './geocoder.port.js';
import { NominatimGeocoder } from './nominatim-geocoder.js';

/** Address and area search through the configured geocoder, and the maps' settings. */
@Module({
  controllers: [GeocodingController],
  providers: [{ provide: Geocoder, useClass: NominatimGeocoder }],
})
export class GeocodingModule {}
