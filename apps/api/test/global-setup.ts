import { dropDatabase, TEMPLATE_DB } from './test-database-admin.ts';

/** A run starts from a new template: the first test file that needs it migrates it (see ensureTemplate). */
export default async function globalSetup(): Promise<void> {
  await dropDatabase(TEMPLATE_DB);
}
