import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { AuthenticatedUser } from '@farebox/platform';
import { UserSession } from '../sessions/user-session.entity.js';
import { User } from '../users/user.entity.js';

@Injectable()
export class PrincipalService {
  constructor(@InjectRepository(User) private readonly users: Repository<User>) {}

  /**
   * The signed-in user for a token, or null when the user is gone or disabled or the session was revoked
   * or has expired. One query over two primary keys, run on every request, so a change of role or a
   * disabled account counts from the next request.
   */
  async load(userId: string, sessionId: string): Promise<AuthenticatedUser | null> {
    const user = await this.users
      .createQueryBuilder('u')
      .innerJoin(UserSession, 's', 's.id = :sid AND s.user_id = u.id AND s.revoked_at IS NULL AND s.expires_at > now()', { sid: sessionId })
      .where('u.id = :uid AND u.is_active', { uid: userId })
      .getOne();
    return user ? toAuthenticatedUser(user, sessionId) : null;
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
