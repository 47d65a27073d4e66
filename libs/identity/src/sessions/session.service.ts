import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { DataSource, IsNull, Not, type EntityManager } from 'typeorm';
import { APP_CONFIG, Clock, type AppConfig } from '@farebox/platform';
import type { AccessTokenPayload } from '../access/access-token.js';
import { PrincipalCache } from '../access/principal-cache.js';
import { sha256 } from '../password-reset/password-reset-link.js';
import { RefreshToken } from './refresh-token.entity.js';
import { UserSession } from './user-session.entity.js';

export interface IssuedTokens {
  sessionId: string;
  userId: string;
  accessToken: string;
  refreshToken: string;
  refreshExpiresAt: Date;
}

export type RefreshOutcome =
  { ok: true; tokens: IssuedTokens } | { ok: false; reason: 'unknown' | 'expired' | 'revoked' } | { ok: false; reason: 'reused'; sessionId: string };

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Sessions and their rotating refresh tokens. A refresh exchanges the presented token for a new one in the
 * same session (family); presenting an already exchanged token again revokes the whole family.
 */
@Injectable()
export class SessionService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly jwt: JwtService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly clock: Clock,
    private readonly principals: PrincipalCache,
  ) {}

  /** Starts a session for a user who has just proved who they are. */
  async start(userId: string, manager: EntityManager = this.dataSource.manager): Promise<IssuedTokens> {
    const expiresAt = new Date(this.clock.nowMs() + this.config.refreshTokenTtlDays * DAY_MS);
    const session = await manager.save(manager.create(UserSession, { userId, expiresAt, revokedAt: null, revokedReason: null }));
    return this.issue(manager, session);
  }

  async refresh(presented: string): Promise<RefreshOutcome> {
    const outcome = await this.dataSource.transaction(async (manager): Promise<RefreshOutcome> => {
      const token = await manager
        .createQueryBuilder(RefreshToken, 't')
        .where('t.token_hash = :hash', { hash: sha256(presented) })
        .setLock('pessimistic_write')
        .getOne();
      if (!token) return { ok: false, reason: 'unknown' } as const;
      const session = await manager.findOneBy(UserSession, { id: token.sessionId });
      if (!session || session.revokedAt) return { ok: false, reason: 'revoked' } as const;
      if (token.rotatedAt) {
        await this.revokeWith(manager, session.id, 'refresh-token-reuse');
        return { ok: false, reason: 'reused', sessionId: session.id } as const;
      }
      const now = this.clock.now();
      if (token.expiresAt <= now || session.expiresAt <= now) return { ok: false, reason: 'expired' } as const;
      await manager.update(RefreshToken, { id: token.id }, { rotatedAt: now });
      return { ok: true, tokens: await this.issue(manager, session) } as const;
    });
    if (!outcome.ok && outcome.reason === 'reused') await this.principals.invalidateSession(outcome.sessionId);
    return outcome;
  }

  /** Ends the session a refresh token belongs to (logout). Unknown tokens are ignored. */
  async revokeByRefreshToken(presented: string): Promise<void> {
    const token = await this.dataSource.getRepository(RefreshToken).findOneBy({ tokenHash: sha256(presented) });
    if (token) await this.revoke(token.sessionId, 'logout');
  }

  async revoke(sessionId: string, reason: string): Promise<void> {
    await this.revokeWith(this.dataSource.manager, sessionId, reason);
    await this.principals.invalidateSession(sessionId);
  }

  /**
   * Ends every open session of a user (password reset, password set by an admin), but `keep` (the caller's own).
   * In the caller's transaction: the caller invalidates the user in the principal cache once it has committed.
   */
  async revokeAllOfUser(userId: string, reason: string, manager: EntityManager, keep?: string): Promise<void> {
    const open = { userId, revokedAt: IsNull(), ...(keep ? { id: Not(keep) } : {}) };
    await manager.update(UserSession, open, { revokedAt: this.clock.now(), revokedReason: reason });
  }

  signAccessToken(userId: string, sessionId: string): Promise<string> {
    const payload: AccessTokenPayload = { sub: userId, sid: sessionId };
    return this.jwt.signAsync(payload);
  }

  private async revokeWith(manager: EntityManager, sessionId: string, reason: string): Promise<void> {
    await manager.update(UserSession, { id: sessionId, revokedAt: IsNull() }, { revokedAt: this.clock.now(), revokedReason: reason });
  }

  private async issue(manager: EntityManager, session: UserSession): Promise<IssuedTokens> {
    const refreshToken = randomBytes(32).toString('base64url');
    const refreshExpiresAt = session.expiresAt;
    await manager.save(manager.create(RefreshToken, { sessionId: session.id, tokenHash: sha256(refreshToken), expiresAt: refreshExpiresAt, rotatedAt: null }));
    return {
      sessionId: session.id,
      userId: session.userId,
      accessToken: await this.signAccessToken(session.userId, session.id),
      refreshToken,
      refreshExpiresAt,
    };
  }
}
