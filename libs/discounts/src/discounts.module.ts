import { Module } from '@nestjs/common';
import { CampaignsModule } from './campaigns/campaigns.module.js';

/** Promo code campaigns and refund coupons (spec part 3, sections 2 to 5). */
@Module({
  imports: [CampaignsModule],
  controllers: [],
  providers: [],
})
export class DiscountsModule {}
