export * from './refund-coupon.entities.js';
export * from './refund-coupons.service.js';
export * from './refund-coupons.module.js';
