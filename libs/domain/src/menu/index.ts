export * from './menu.js';
