import { randomUUID } from 'node:crypto';
import { hashPassword } from '../users/password-hash.js';
import { Inject, Injectable } from '@nestjs/common';
import { DataSource, IsNull, type EntityManager } from 'typeorm';
import { normalisePassword, resetPasswordProblems } from '@farebox/domain';
import { Clock, APP_CONFIG, MailJob, OutboxService, QueueName, validationFailed, type AppConfig } from '@farebox/platform';
import { FORGOT_PASSWORD_MESSAGE, resetLinkInvalid } from '../auth/auth.errors.js';
import { PrincipalCache } from '../access/principal-cache.js';
import { LoginAttemptsService } from '../auth/login-attempts.service.js';
import { SessionService } from '../sessions/session.service.js';
import { User } from '../users/user.entity.js';
import { findUserByLogin } from '../users/user-lookup.js';
import { PASSWORD_RESET_TTL_SECONDS, passwordResetLinkToken, sha256 } from './password-reset-link.js';
import { PasswordResetToken, type PasswordResetReason } from './password-reset-token.entity.js';

export interface PasswordResetMailJob {
  userId: string;
  resetTokenId: string;
}

@Injectable()
export class PasswordResetService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
    private readonly sessions: SessionService,
    private readonly attempts: LoginAttemptsService,
    private readonly principals: PrincipalCache,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  /**
   * Always the same answer. For a real, active user: a single-use token valid one hour and, in the same
   * transaction, an outbox row asking the worker to e-mail the link (ids only).
   */
  async forgot(identifier: string): Promise<{ message: string }> {
    await this.dataSource.transaction(async (manager) => {
      const user = await findUserByLogin(manager, identifier);
      if (!user || !user.isActive) return;
      const { id } = await this.createToken(manager, user.id, 'forgot-password');
      const job: PasswordResetMailJob = { userId: user.id, resetTokenId: id };
      await this.outbox.add(manager, QueueName.Mail, MailJob.PasswordReset, { ...job });
    });
    return { message: FORGOT_PASSWORD_MESSAGE };
  }

  /** A token handed straight to a user whose password has expired (login answers MustResetPassword with it). */
  async createForExpiredPassword(userId: string): Promise<string> {
    return (await this.createToken(this.dataSource.manager, userId, 'password-expired')).token;
  }

  /**
   * Applies the reset policy, spends the token, sets the new password and ends every session of the user;
   * clears the lockout and the password expiry.
   */
  async reset(token: string, password: string, confirmPassword: string): Promise<void> {
    const problems = resetPasswordProblems(password, confirmPassword);
    if (problems.length > 0) throw validationFailed(problems, problems.map((p) => p.message).join(' '));
    const user = await this.dataSource.transaction(async (manager) => {
      const now = this.clock.now();
      const spent = await manager
        .createQueryBuilder()
        .update(PasswordResetToken)
        .set({ usedAt: now })
        .where('token_hash = :hash AND used_at IS NULL AND expires_at > :now', { hash: sha256(token), now })
        .returning(['userId'])
        .execute();
      const userId = (spent.raw as { user_id: string }[])[0]?.user_id;
      if (!userId) throw resetLinkInvalid();
      const found = await manager.findOneBy(User, { id: userId });
      if (!found || !found.isActive) throw resetLinkInvalid();
      await manager.update(
        User,
        { id: userId },
        {
          passwordHash: await hashPassword(normalisePassword(password)),
          passwordExpiresAt: null,
          failedLoginAttempts: 0,
          loginLockoutExpiry: null,
        },
      );
      await manager.update(PasswordResetToken, { userId, usedAt: IsNull() }, { usedAt: this.clock.now() });
      await this.sessions.revokeAllOfUser(userId, 'password-reset', manager);
      return found;
    });
    await this.principals.invalidateUser(user.id);
    await this.attempts.clear(user);
  }

  private async createToken(manager: EntityManager, userId: string, reason: PasswordResetReason): Promise<{ id: string; token: string }> {
    const id = randomUUID();
    const token = passwordResetLinkToken(this.config.jwtSecret, id);
    const createdAt = this.clock.now();
    await manager.insert(PasswordResetToken, {
      id,
      userId,
      reason,
      tokenHash: sha256(token),
      createdAt,
      expiresAt: new Date(createdAt.getTime() + PASSWORD_RESET_TTL_SECONDS * 1000),
      usedAt: null,
    });
    return { id, token };
  }
}
