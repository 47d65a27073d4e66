import type { MigrationInterface } from 'typeorm';
import { Routes1764630000000 } from './1764630000000-routes.js';
import { AiArticles1764640000000 } from './1764640000000-ai-articles.js';

/** Every migration of this area; append each new migration class here. */
export const contentMigrations: (new () => MigrationInterface)[] = [Routes1764630000000, AiArticles1764640000000];
