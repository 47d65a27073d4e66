import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { Clock, type AuthenticatedUser } from '@farebox/platform';
import { UserSession } from '../sessions/user-session.entity.js';
import { User } from '../users/user.entity.js';
import { PrincipalCache } from './principal-cache.js';

@Injectable()
export class PrincipalService {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly cache: PrincipalCache,
    private readonly clock: Clock,
  ) {}

  /**
   * The signed-in user for a token, or null when the user is gone or disabled or the session was revoked
   * or has expired. Read from the principal cache, which every change of access invalidates, so a change of
   * role or a disabled account counts from the next request.
   */
  async load(userId: string, sessionId: string): Promise<AuthenticatedUser | null> {
    const user = await this.user(userId, sessionId);
    return user ? toAuthenticatedUser(user, sessionId) : null;
  }

  /** The caller's row after the access check of this request has loaded it (the cache, or the database if it was dropped since). */
  async callerRow(caller: AuthenticatedUser): Promise<User | null> {
    return this.cache.cached(caller.sessionId, caller.id) ?? (await this.user(caller.id, caller.sessionId));
  }

  /** The user row behind a live session (cached, see `load`). */
  private user(userId: string, sessionId: string): Promise<User | null> {
    return this.cache.get(sessionId, userId, async () => {
      const { entities, raw } = await this.users
        .createQueryBuilder('u')
        .innerJoin(UserSession, 's', 's.id = :sid AND s.user_id = u.id AND s.revoked_at IS NULL AND s.expires_at > :now', {
          sid: sessionId,
          now: this.clock.now(),
        })
        .addSelect('s.expires_at', 'session_expires_at')
        .where('u.id = :uid AND u.is_active', { uid: userId })
        .getRawAndEntities<{ session_expires_at: Date }>();
      return entities[0] ? { user: entities[0], sessionExpiresAt: raw[0].session_expires_at } : null;
    });
  }
}

/** The fields every view of the signed-in user shares (the guard's principal and GET /auth/me). */
export function userIdentity(user: User): Omit<AuthenticatedUser, 'sessionId'> {
  return {
    id: user.id,
    username: user.username,
    displayName: user.displayName,
    email: user.email,
    role: user.role,
    scopes: user.scopes,
    isFullAdmin: user.isFullAdmin,
    companyId: user.companyId,
  };
}

export function toAuthenticatedUser(user: User, sessionId: string): AuthenticatedUser {
  return { ...userIdentity(user), sessionId };
}
