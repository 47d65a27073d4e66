import type { Schemas } from '@/api/http';

/** The signed-in user as `GET /api/auth/me` returns it. */
export type Me = Schemas['MeDto'];
