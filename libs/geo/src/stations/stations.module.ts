import { Module } from '@nestjs/common';
import { StationsController } from './stations.controller.js';
import { StationsService } from './stations.service.js';

/** The stations screens' API (the pickers' reads stay in GeoController). */
@Module({
  controllers: [StationsController],
  providers: [StationsService],
})
export class StationsModule {}
