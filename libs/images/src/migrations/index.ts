import type { MigrationInterface } from 'typeorm';
import { Images1764650000000 } from './1764650000000-images.js';
import { LinePictures1764700510100 } from './1764700510100-line-pictures.js';

/** Every migration of this area; append each new migration class here. */
export const imagesMigrations: (new () => MigrationInterface)[] = [Images1764650000000, LinePictures1764700510100];
