export * from './country-rules.js';
export * from './locale-rules.js';
export * from './province-rules.js';
export * from './zone-rules.js';
export * from './city-rules.js';
export * from './place-rules.js';
export * from './station-rules.js';
export * from './timezones.js';
