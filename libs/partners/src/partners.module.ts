import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ChannelsController } from './channels/channels.controller.js';
import { ChannelsService } from './channels/channels.service.js';
import { SalesChannel } from './channels/sales-channel.entity.js';
import { PartnersController } from './partners/partners.controller.js';
import { PartnersService } from './partners/partners.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([SalesChannel])],
  controllers: [ChannelsController, PartnersController],
  providers: [ChannelsService, PartnersService],
  exports: [ChannelsService, TypeOrmModule],
})
export class PartnersModule {}
