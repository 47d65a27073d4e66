export * from './pro-con-rules.js';
export * from './route-rules.js';
export * from './article-rules.js';
export * from './article-generation.machine.js';
