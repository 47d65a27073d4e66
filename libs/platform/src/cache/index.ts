export * from './cached-response.decorator.js';
export * from './response-cache.interceptor.js';
export * from './response-cache.service.js';
export * from './response-cache.module.js';
export * from './response-cache.options.js';
