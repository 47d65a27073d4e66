import type { Schemas } from '@/api/http';

/** GET /api/locales/:id */
export type LocaleDto = Schemas['LocaleDto'];

/** What a create (and, with its version, an update) sends. */
export type LocaleBody = Schemas['LocaleFieldsDto'];
