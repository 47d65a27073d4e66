import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ProCon } from './pro-con.entity.js';
import { ProConsController } from './pro-cons.controller.js';
import { ProConsService } from './pro-cons.service.js';
import { Route, RouteTransportation, RouteTransportationProCon } from './route.entity.js';
import { RoutesController } from './routes.controller.js';
import { RoutesService } from './routes.service.js';

/** Routes with pros and cons (spec part 3): the route landing pages and the shared list of pros and cons. */
@Module({
  imports: [TypeOrmModule.forFeature([Route, RouteTransportation, RouteTransportationProCon, ProCon])],
  controllers: [RoutesController, ProConsController],
  providers: [RoutesService, ProConsService],
})
export class RoutesModule {}
