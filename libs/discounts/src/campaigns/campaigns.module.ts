import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CampaignCodesExportService } from './campaign-codes-export.service.js';
import { CAMPAIGN_ENTITIES } from './campaign.entity.js';
import { CampaignsController } from './campaigns.controller.js';
import { CampaignsService } from './campaigns.service.js';
import { PromoCheckService } from './promo-check.service.js';

/** /promocodes: the campaign list, edit, Save & Generate, Download Excel and the public site's code check. */
@Module({
  imports: [TypeOrmModule.forFeature(CAMPAIGN_ENTITIES)],
  controllers: [CampaignsController],
  providers: [CampaignsService, CampaignCodesExportService, PromoCheckService],
})
export class CampaignsModule {}
