import { dropDatabase, TEMPLATE_DB } from './test-database-admin.ts';

export default async function globalTeardown(): Promise<void> {
  await dropDatabase(TEMPLATE_DB);
}
