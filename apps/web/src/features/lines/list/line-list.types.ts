import { LINE_LIST_FILTER_KEYS, type LineListFilterKey } from '@farebox/domain';
import type { Schemas } from '@/api/http';

/** One row of GET /api/lines (markup only for full admins). */
export type LineListItem = Schemas['LineListItemDto'];

/** The `/lines` filters as they appear in the URL query (spec route table), page aside. */
export const LINE_FILTER_KEYS = LINE_LIST_FILTER_KEYS;
export type LineFilters = Record<LineListFilterKey, string>;
/** Typed text, written to the URL 350 ms after the last keystroke. */
export const LINE_TEXT_FILTERS = ['denomination'] as const satisfies readonly LineListFilterKey[];
