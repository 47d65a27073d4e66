import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { DataSource } from 'typeorm';
import { LOGIN_LOCKOUT_SECONDS, LOGIN_MAX_FAILED_ATTEMPTS, loginAttemptKey } from '@farebox/domain';
import { Clock, REDIS } from '@farebox/platform';
import { User } from '../users/user.entity.js';

/**
 * Failed-login counting and lockout. Counted in Redis per name as typed (lower-cased), whether or not such a
 * user exists, so the answers never tell which accounts exist. For a real user the row mirrors the count and
 * the lock expiry so the users screen can show Unlock.
 */
@Injectable()
export class LoginAttemptsService {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  async isLocked(typed: string): Promise<boolean> {
    return (await this.redis.exists(this.lockKey(typed))) === 1;
  }

  /** Counts a failure; locks when it is the fifth in a row. */
  async recordFailure(typed: string, user: Pick<User, 'id'> | null): Promise<{ attempts: number; locked: boolean }> {
    const failKey = this.failKey(typed);
    const [[, attempts]] = (await this.redis.multi().incr(failKey).expire(failKey, LOGIN_LOCKOUT_SECONDS).exec()) as [[unknown, number]];
    const locked = attempts >= LOGIN_MAX_FAILED_ATTEMPTS;
    const lockoutExpiry = locked ? new Date(this.clock.nowMs() + LOGIN_LOCKOUT_SECONDS * 1000) : null;
    if (locked) {
      await this.redis.multi().set(this.lockKey(typed), lockoutExpiry!.toISOString(), 'EX', LOGIN_LOCKOUT_SECONDS).del(failKey).exec();
    }
    if (user) {
      await this.dataSource
        .createQueryBuilder()
        .update(User)
        .set(locked ? { failedLoginAttempts: attempts, loginLockoutExpiry: lockoutExpiry } : { failedLoginAttempts: attempts })
        .where('id = :id', { id: user.id })
        .execute();
    }
    return { attempts, locked };
  }

  /** A successful login starts the count again. */
  async recordSuccess(typed: string, user: Pick<User, 'id' | 'failedLoginAttempts' | 'loginLockoutExpiry'>): Promise<void> {
    await this.redis.del(this.failKey(typed));
    if (user.failedLoginAttempts !== 0 || user.loginLockoutExpiry !== null) {
      await this.dataSource.getRepository(User).update({ id: user.id }, { failedLoginAttempts: 0, loginLockoutExpiry: null });
    }
  }

  /** Clears counters and locks under every name the user can sign in with, and on the row. */
  async clear(user: Pick<User, 'id' | 'username' | 'email'>): Promise<void> {
    const names = [user.username, user.email].map(loginAttemptKey);
    await this.redis.del(...names.flatMap((n) => [this.failKey(n), this.lockKey(n)]));
    await this.dataSource.getRepository(User).update({ id: user.id }, { failedLoginAttempts: 0, loginLockoutExpiry: null });
  }

  private failKey(typed: string): string {
    return `login:failures:${loginAttemptKey(typed)}`;
  }

  private lockKey(typed: string): string {
    return `login:lock:${loginAttemptKey(typed)}`;
  }
}
