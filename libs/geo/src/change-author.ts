import type { AuthenticatedUser, ChangeAuthor } from '@farebox/platform';

/** The signed-in user as a change-log entry names them. */
export const authorOf = (user: AuthenticatedUser): ChangeAuthor => ({ id: user.id, name: user.displayName || user.username, email: user.email ?? null });
