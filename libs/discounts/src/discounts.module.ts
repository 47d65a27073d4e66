import { Module } from '@nestjs/common';

/** Promo code campaigns and refund coupons (spec part 3, sections 2 to 5). */
@Module({
  imports: [],
  controllers: [],
  providers: [],
})
export class DiscountsModule {}
