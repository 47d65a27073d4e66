import type { EntityManager } from 'typeorm';
import { generateEventTrips, type TripWindow } from '../trips/trip-generation.js';

/** Runs work in a transaction of its own (TypeORM's DataSource is one). */
export interface TransactionRunner {
  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T>;
}

export interface EventOfLine {
  id: string;
  lineId: string;
}

/**
 * Generates the events' missing trips in `shares` transactions side by side, the lines dealt round-robin so a line's
 * events stay in one share. A year of trips is bound by PostgreSQL's per-row foreign-key checks and index upkeep,
 * which one backend does on one core; two backends use two. Each share is the same idempotent set-based INSERT ...
 * SELECT, so a share that fails leaves the others' trips in place and the next run creates what it missed; the call
 * answers (or throws the first failure) once every share has finished.
 */
export async function generateTripsConcurrently(
  db: TransactionRunner,
  events: readonly EventOfLine[],
  window: TripWindow,
  { shares, onlyFuture }: { shares: number; onlyFuture: boolean },
): Promise<number> {
  const lineShare = new Map<string, number>();
  const groups: string[][] = Array.from({ length: shares }, () => []);
  for (const event of events) {
    if (!lineShare.has(event.lineId)) lineShare.set(event.lineId, lineShare.size % shares);
    groups[lineShare.get(event.lineId)!].push(event.id);
  }
  // Settled, not all: a failed share must not answer before the others have committed or rolled back.
  const outcomes = await Promise.allSettled(
    groups.filter((ids) => ids.length > 0).map((ids) => db.transaction((manager) => generateEventTrips(manager, ids, window, onlyFuture))),
  );
  const failed = outcomes.find((o) => o.status === 'rejected');
  if (failed) throw failed.reason;
  return outcomes.reduce((sum, o) => sum + (o.status === 'fulfilled' ? o.value : 0), 0);
}
