export * from './integration.errors.js';
export * from './payment-gateway.port.js';
export * from './supplier-api.port.js';
export * from './http-payment-gateway.js';
export * from './integrations.module.js';
