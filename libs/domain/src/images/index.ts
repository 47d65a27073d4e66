export * from './image-rules.js';
