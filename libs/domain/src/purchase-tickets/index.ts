export * from './purchase-tickets.js';
