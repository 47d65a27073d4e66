export * from './pro-con-rules.js';
export * from './route-rules.js';
