import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SalesChannel } from './channels/sales-channel.entity.js';

@Module({
  imports: [TypeOrmModule.forFeature([SalesChannel])],
  exports: [TypeOrmModule],
})
export class PartnersModule {}
