import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CAMPAIGN_ENTITIES } from './campaign.entity.js';
import { CampaignCodesGenerator } from './campaign-codes.generator.js';
import { CampaignsProcessor } from './campaigns.processor.js';

/** The discounts queue's processor (apps/worker): serial campaigns' code generation. */
@Module({
  imports: [TypeOrmModule.forFeature(CAMPAIGN_ENTITIES)],
  providers: [CampaignCodesGenerator, CampaignsProcessor],
})
export class DiscountsWorkerModule {}
