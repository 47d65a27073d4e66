import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ChannelsController } from './channels/channels.controller.js';
import { ChannelsService } from './channels/channels.service.js';
import { SalesChannel } from './channels/sales-channel.entity.js';

@Module({
  imports: [TypeOrmModule.forFeature([SalesChannel])],
  controllers: [ChannelsController],
  providers: [ChannelsService],
  exports: [ChannelsService, TypeOrmModule],
})
export class PartnersModule {}
