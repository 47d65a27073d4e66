import { setTimeout as delay } from 'node:timers/promises';
import type { EntityManager } from 'typeorm';
import { allOnManager } from './all-on-manager.js';

describe('allOnManager', () => {
  let steps: string[];
  const read = (name: string, ms: number) => async () => {
    steps.push(`start ${name}`);
    await delay(ms);
    steps.push(`end ${name}`);
    return name;
  };

  beforeEach(() => {
    steps = [];
  });

  it('runs the reads side by side on the pool, answering in their order', async () => {
    const pooled = { queryRunner: undefined } as unknown as EntityManager;
    expect(await allOnManager(pooled, read('a', 30), read('b', 1))).toEqual(['a', 'b']);
    expect(steps).toEqual(['start a', 'start b', 'end b', 'end a']);
  });

  it("runs them one after the other on a transaction's single connection", async () => {
    const inTransaction = { queryRunner: {} } as unknown as EntityManager;
    expect(await allOnManager(inTransaction, read('a', 30), read('b', 1))).toEqual(['a', 'b']);
    expect(steps).toEqual(['start a', 'end a', 'start b', 'end b']);
  });
});
