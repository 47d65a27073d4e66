export * from './article-rules.js';
export * from './article-generation.machine.js';
