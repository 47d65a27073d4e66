export * from './money.js';
export * from './payment-messages.js';
export * from './payment-rules.js';
export * from './booking-payment.machine.js';
export * from './payment-settlement.machine.js';
export * from './payment-actions.js';
export * from './change-price.js';
export * from './bulk-payments.js';
