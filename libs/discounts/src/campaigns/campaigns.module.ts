import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { IdempotencyModule } from '@farebox/platform';
import { CampaignCodesExportModule } from './campaign-codes.export.js';
import { CAMPAIGN_ENTITIES } from './campaign.entity.js';
import { CampaignsController } from './campaigns.controller.js';
import { CampaignsService } from './campaigns.service.js';
import { PromoRedemptionsService } from './promo-redemptions.service.js';

/** /promocodes: the campaign list, edit, Save & Generate, Download Excel, and the public site's code check and redeem. */
@Module({
  imports: [TypeOrmModule.forFeature(CAMPAIGN_ENTITIES), IdempotencyModule, CampaignCodesExportModule],
  controllers: [CampaignsController],
  providers: [CampaignsService, PromoRedemptionsService],
})
export class CampaignsModule {}
