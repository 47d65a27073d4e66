/**
 * The entities whose slug appears in public links, as the redirect call names them (`referencedModel`), each with its
 * table. A table listed here has the `record_slug_change` trigger, so every change of its slug is kept.
 */
export const SLUGGED_TABLES = { country: 'country', city: 'city', station: 'station', zone: 'zone' } as const;

export type SluggedModel = keyof typeof SLUGGED_TABLES;
export const SLUGGED_MODELS = Object.keys(SLUGGED_TABLES) as SluggedModel[];
