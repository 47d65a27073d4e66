import { DataSource, type DataSourceOptions } from 'typeorm';

/** Applies every pending migration; used by `npm start`, the seed and the test setup. */
export async function runMigrations(databaseUrl: string, migrations: NonNullable<DataSourceOptions['migrations']>): Promise<string[]> {
  const dataSource = new DataSource({ type: 'postgres', url: databaseUrl, migrations, migrationsTransactionMode: 'each' });
  await dataSource.initialize();
  try {
    const applied = await dataSource.runMigrations();
    return applied.map((m) => m.name);
  } finally {
    await dataSource.destroy();
  }
}
