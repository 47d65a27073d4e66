export * from './companies.module.js';
export * from './companies/company.entity.js';
export * from './companies/companies.service.js';
export * from './companies/company.errors.js';
export * from './companies/dto/company.dto.js';
export * from './companies/dto/company-fields.dto.js';
export * from './companies/dto/company-write.dto.js';
export * from './migrations/index.js';
