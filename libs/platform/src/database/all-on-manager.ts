import type { EntityManager } from 'typeorm';

type Reads<T extends readonly unknown[]> = { [K in keyof T]: () => Promise<T[K]> };

/**
 * Promise.all for reads through one manager: side by side on the pool, one after the other inside a transaction.
 * A transaction's manager holds a single connection, on which pg queues concurrent queries and warns that pg 9 will
 * refuse them.
 */
export async function allOnManager<T extends readonly unknown[]>(manager: EntityManager, ...reads: Reads<T>): Promise<T> {
  if (!manager.queryRunner) return (await Promise.all(reads.map((read) => read()))) as unknown as T;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as unknown as T;
}
