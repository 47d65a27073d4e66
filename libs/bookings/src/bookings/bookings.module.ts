import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BOOKING_ENTITIES } from './entities/index.js';

@Module({
  imports: [TypeOrmModule.forFeature(BOOKING_ENTITIES)],
  exports: [TypeOrmModule],
})
export class BookingsModule {}
