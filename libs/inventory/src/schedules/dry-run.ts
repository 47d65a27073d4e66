import type { DataSource, EntityManager } from 'typeorm';

/** Runs `work` in a transaction; a dry run rolls it back and answers the same result (the modals' "Preview changes"). */
export async function inTransaction<T extends object>(
  dataSource: DataSource,
  dryRun: boolean,
  work: (m: EntityManager) => Promise<T>,
): Promise<T & { dryRun: boolean }> {
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  await runner.startTransaction();
  try {
    const result = await work(runner.manager);
    if (dryRun) await runner.rollbackTransaction();
    else await runner.commitTransaction();
    return { ...result, dryRun };
  } catch (error) {
    if (runner.isTransactionActive) await runner.rollbackTransaction();
    throw error;
  } finally {
    await runner.release();
  }
}
