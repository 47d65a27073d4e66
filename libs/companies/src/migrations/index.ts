import type { MigrationInterface } from 'typeorm';
import { Companies1763780310000 } from './1763780310000-companies.js';

export const companiesMigrations: (new () => MigrationInterface)[] = [Companies1763780310000];
