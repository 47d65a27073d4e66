import type { MigrationInterface } from 'typeorm';
import { Users1763780100000 } from './1763780100000-users.js';
import { Sessions1763790311417 } from './1763790311417-sessions.js';
import { PasswordResetTokens1763790311418 } from './1763790311418-password-reset-tokens.js';

export const identityMigrations: (new () => MigrationInterface)[] = [Users1763780100000, Sessions1763790311417, PasswordResetTokens1763790311418];
