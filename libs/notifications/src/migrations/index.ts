import type { MigrationInterface } from 'typeorm';
import { Notifications1763780470000 } from './1763780470000-notifications.js';

export const notificationsMigrations: (new () => MigrationInterface)[] = [Notifications1763780470000];
