export * from './field-problem.js';
export * from './email.js';
export * from './login.js';
export * from './password-policy.js';
export * from './user-form.js';
