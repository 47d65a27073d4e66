import type { MigrationInterface } from 'typeorm';
import { Geo1763900000000 } from './1763900000000-geo.js';
import { CountryDetails1764400000000 } from './1764400000000-country-details.js';
import { Locales1764400010000 } from './1764400010000-locales.js';
import { SlugHistory1764500000000 } from './1764500000000-slug-history.js';
import { Provinces1764500010000 } from './1764500010000-provinces.js';
import { Zones1764500020000 } from './1764500020000-zones.js';
import { CityDetails1764600000000 } from './1764600000000-city-details.js';
import { StationDetails1764610000000 } from './1764610000000-station-details.js';
import { Places1764620000000 } from './1764620000000-places.js';

/** Every migration of this area; append each new migration class here. */
export const geoMigrations: (new () => MigrationInterface)[] = [
  Geo1763900000000,
  CountryDetails1764400000000,
  Locales1764400010000,
  SlugHistory1764500000000,
  Provinces1764500010000,
  Zones1764500020000,
  CityDetails1764600000000,
  StationDetails1764610000000,
  Places1764620000000,
];
