/** Redis key (under the app's prefix) where the worker leaves its heartbeat. */
export const WORKER_HEARTBEAT_KEY = 'ops:heartbeat:worker';
/** How often the worker writes it. */
export const WORKER_HEARTBEAT_INTERVAL_MS = 10_000;
/** A worker without a heartbeat for this long counts as down. */
export const WORKER_HEARTBEAT_STALE_MS = 30_000;

export interface WorkerHeartbeat {
  version: string;
  /** ISO time of the beat. */
  at: string;
}
