import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/app-config.js';
import { databaseBusy } from './database-busy.js';

/**
 * A bulkhead for transactions that wait on another service (the payment gateway, a supplier's API) while they hold a
 * database connection and row locks: at most half of the pool's connections run such work at once, so a slow gateway
 * can only take those and every other request keeps the rest. Work past that waits its turn, in order, for as long as
 * a request waits for a connection (DATABASE_ACQUIRE_TIMEOUT_MS), then answers 503 DatabaseBusy without having done
 * anything. Per process, like the pool itself.
 */
@Injectable()
export class ExternalCallSlots {
  private readonly slots: number;
  private readonly waitMs: number;
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.slots = Math.max(1, Math.floor(config.databasePoolMax / 2));
    this.waitMs = config.databaseAcquireTimeoutMs;
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    await this.take();
    try {
      return await work();
    } finally {
      this.release();
    }
  }

  private take(): Promise<void> {
    if (this.running < this.slots) {
      this.running++;
      return Promise.resolve();
    }
    return new Promise((resolve, reject) => {
      // A released slot passes straight to the next waiter, so `running` stays as it is.
      const turn = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        this.waiting.splice(this.waiting.indexOf(turn), 1);
        reject(databaseBusy());
      }, this.waitMs);
      this.waiting.push(turn);
    });
  }

  private release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.running--;
  }
}
