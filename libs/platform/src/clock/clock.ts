import { Global, Injectable, Module } from '@nestjs/common';

/**
 * The one source of "now" for server code: business timestamps, expiries, business days (cycles, balances, due dates,
 * report days). Inject it instead of calling `Date.now()` so a test can pin the time (`FixedClock`) and the date
 * script (scripts/date-check.sh) can move it. Audit columns (`created_at`, `updated_at`) keep the database's now().
 */
@Injectable()
export class Clock {
  now(): Date {
    return new Date();
  }

  nowMs(): number {
    return this.now().getTime();
  }

  /** Today as a business day (YYYY-MM-DD, UTC): the "today" of balances, cycles, due dates and report file names. */
  today(): string {
    return this.now().toISOString().slice(0, 10);
  }
}

/** A clock that stays where it is set: for tests that need a given instant. */
export class FixedClock extends Clock {
  constructor(private instant: Date) {
    super();
  }

  override now(): Date {
    return new Date(this.instant);
  }

  set(instant: Date): void {
    this.instant = instant;
  }
}

@Global()
@Module({ providers: [Clock], exports: [Clock] })
export class ClockModule {}
