export * from './roles.js';
export * from './access-rule.js';
