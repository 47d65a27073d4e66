import type { MigrationInterface } from 'typeorm';
import { AiArticles1764640000000 } from './1764640000000-ai-articles.js';

/** Every migration of this area; append each new migration class here. */
export const contentMigrations: (new () => MigrationInterface)[] = [AiArticles1764640000000];
