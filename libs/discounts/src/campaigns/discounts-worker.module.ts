import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CAMPAIGN_ENTITIES } from './campaign.entity.js';
import { CampaignCodesExportModule } from './campaign-codes.export.js';
import { CampaignCodesGenerator } from './campaign-codes.generator.js';
import { CampaignsProcessor } from './campaigns.processor.js';

/** The discounts queue's processor (apps/worker): serial campaigns' code generation; and their codes' Excel as a background export. */
@Module({
  imports: [TypeOrmModule.forFeature(CAMPAIGN_ENTITIES), CampaignCodesExportModule],
  providers: [CampaignCodesGenerator, CampaignsProcessor],
})
export class DiscountsWorkerModule {}
