export * from './product.js';
export * from './access/index.js';
export * from './identity/index.js';
export * from './companies/index.js';
export * from './menu/index.js';
export * from './bookings/index.js';
export * from './payments/index.js';
export * from './finance/index.js';
