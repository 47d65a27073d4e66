import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { IntegrationsModule } from '@farebox/bookings';
import { IdempotencyModule } from '@farebox/platform';
import { REFUND_COUPON_ENTITIES } from './refund-coupon.entities.js';
import { RefundCouponsController } from './refund-coupons.controller.js';
import { RefundCouponsService } from './refund-coupons.service.js';

/** Refund coupons; RefundCouponsService.issue is what a booking cancellation refunding as a coupon calls. */
@Module({
  imports: [TypeOrmModule.forFeature(REFUND_COUPON_ENTITIES), IdempotencyModule, IntegrationsModule],
  controllers: [RefundCouponsController],
  providers: [RefundCouponsService],
  exports: [RefundCouponsService],
})
export class RefundCouponsModule {}
