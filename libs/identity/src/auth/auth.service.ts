import { Clock } from '@farebox/platform';
import { Injectable } from '@nestjs/common';
import { hashPassword, verifyPassword } from '../users/password-hash.js';
import { DataSource } from 'typeorm';
import { PasswordResetService } from '../password-reset/password-reset.service.js';
import { SessionService, type IssuedTokens } from '../sessions/session.service.js';
import { findUserByLogin } from '../users/user-lookup.js';
import { User } from '../users/user.entity.js';
import { captchaInvalid, invalidCredentials, lockedOut, mustResetPassword, refreshTokenInvalid } from './auth.errors.js';
import { CaptchaService } from './captcha.service.js';
import type { LoginDto } from './dto/login.dto.js';
import type { MeDto } from './dto/me.dto.js';
import { LoginAttemptsService } from './login-attempts.service.js';
import { MeService } from './me.service.js';

export interface SignedIn {
  tokens: IssuedTokens;
  user: MeDto;
}

@Injectable()
export class AuthService {
  /** Verified against when no such user exists, so a wrong name costs the same time as a wrong password. */
  private dummyHash: Promise<string> | undefined;

  constructor(
    private readonly dataSource: DataSource,
    private readonly captcha: CaptchaService,
    private readonly attempts: LoginAttemptsService,
    private readonly sessions: SessionService,
    private readonly me: MeService,
    private readonly passwordReset: PasswordResetService,
    private readonly clock: Clock,
  ) {}

  /**
   * Captcha first, then the lock, then the credentials. Failures count per name as typed; the fifth in a
   * row answers LockedOut. Correct credentials with an expired password answer MustResetPassword with a token.
   */
  async login(dto: LoginDto): Promise<SignedIn> {
    if (!(await this.captcha.verifyOnce(dto.captcha))) throw captchaInvalid();
    if (await this.attempts.isLocked(dto.username)) throw lockedOut();

    const user = await findUserByLogin(this.dataSource.manager, dto.username);
    const passwordMatches = await verifyPassword(user?.passwordHash ?? (await this.dummy()), dto.password);
    if (!user || !passwordMatches || !user.isActive) {
      const { locked } = await this.attempts.recordFailure(dto.username, user);
      throw locked ? lockedOut() : invalidCredentials();
    }

    await this.attempts.recordSuccess(dto.username, user);
    if (user.passwordExpiresAt && user.passwordExpiresAt.getTime() <= this.clock.nowMs()) {
      throw mustResetPassword(await this.passwordReset.createForExpiredPassword(user.id));
    }
    const tokens = await this.sessions.start(user.id);
    return { tokens, user: await this.me.toMe(user) };
  }

  async refresh(refreshToken: string | undefined): Promise<SignedIn> {
    if (!refreshToken) throw refreshTokenInvalid();
    const outcome = await this.sessions.refresh(refreshToken);
    if (!outcome.ok) throw refreshTokenInvalid();
    const user = await this.dataSource.getRepository(User).findOneBy({ id: outcome.tokens.userId });
    if (!user || !user.isActive) {
      await this.sessions.revoke(outcome.tokens.sessionId, 'user-disabled');
      throw refreshTokenInvalid();
    }
    return { tokens: outcome.tokens, user: await this.me.toMe(user) };
  }

  async logout(refreshToken: string | undefined): Promise<void> {
    if (refreshToken) await this.sessions.revokeByRefreshToken(refreshToken);
  }

  private dummy(): Promise<string> {
    this.dummyHash ??= hashPassword('no-such-user-placeholder-password');
    return this.dummyHash;
  }
}
