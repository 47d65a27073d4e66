import type { EntityManager } from 'typeorm';
import { User } from './user.entity.js';

/** The user whose username or e-mail matches, case-insensitively (both are unique that way), with its password hash. */
export function findUserByLogin(manager: EntityManager, login: string): Promise<User | null> {
  return manager
    .createQueryBuilder(User, 'u')
    .addSelect('u.passwordHash')
    .where('lower(u.username) = lower(:login) OR lower(u.email) = lower(:login)', { login: login.trim() })
    .orderBy('CASE WHEN lower(u.username) = lower(:login) THEN 0 ELSE 1 END')
    .limit(1)
    .getOne();
}
