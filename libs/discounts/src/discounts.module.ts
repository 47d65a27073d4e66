import { Module } from '@nestjs/common';
import { RefundCouponsModule } from './refund-coupons/refund-coupons.module.js';

/** Promo code campaigns and refund coupons (spec part 3, sections 2 to 5). */
@Module({
  imports: [RefundCouponsModule],
  controllers: [],
  providers: [],
  exports: [RefundCouponsModule],
})
export class DiscountsModule {}
