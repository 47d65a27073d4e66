export * from './purchase-tickets.module.js';
export * from './purchase-ticket-batch.entity.js';
export * from './purchase-tickets.runner.js';
export * from './purchase-tickets-worker.module.js';
