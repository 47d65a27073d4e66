import { notFound } from '@farebox/platform';

/** Another user's notification answers exactly like a missing one, so ids reveal nothing. */
export const notificationNotFound = () => notFound('Notification');
