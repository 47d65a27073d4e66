import type { DataSource, EntityManager } from 'typeorm';

/**
 * Runs `work` in one transaction and commits it, or, for a dry run (a preview), runs exactly the same code and rolls
 * it back: the answer is what the save would do. The change-impact previews of the Prices tab and of the Schedules
 * tab's modals ("Preview changes": events, trips, Edit trip) run on it.
 */
export async function runOrDryRun<T extends object>(
  dataSource: DataSource,
  dryRun: boolean,
  work: (manager: EntityManager) => Promise<T>,
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
