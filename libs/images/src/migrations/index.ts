import type { MigrationInterface } from 'typeorm';
import { Images1764650000000 } from './1764650000000-images.js';

/** Every migration of this area; append each new migration class here. */
export const imagesMigrations: (new () => MigrationInterface)[] = [Images1764650000000];
