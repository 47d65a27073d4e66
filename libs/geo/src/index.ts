export * from './geo.module.js';
export * from './geo.service.js';
export * from './countries/country.entity.js';
export * from './locales/locale.entity.js';
export * from './cities/city.entity.js';
export * from './stations/station.entity.js';
export * from './dto/geo.dto.js';
export * from './migrations/index.js';
