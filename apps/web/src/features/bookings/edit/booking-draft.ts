import type { BookingFormValues } from './booking-form-values';

/** A booking being created, kept in localStorage under the edit URL's `id` so a reload or a crash loses nothing. */
export interface BookingDraft {
  savedAt: number;
  productId: string;
  values: BookingFormValues;
}

const PREFIX = 'farebox.booking-draft.';
/** Drafts nobody came back to within a week are dropped. */
const MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

const keyOf = (id: string) => `${PREFIX}${id}`;

export function newDraftId(): string {
  return Date.now().toString(36) + Math.random().toString(36).slice(2, 8);
}

export function loadDraft(id: string, storage: Storage = localStorage): BookingDraft | null {
  try {
    const raw = storage.getItem(keyOf(id));
    if (!raw) return null;
    const draft = JSON.parse(raw) as BookingDraft;
    return draft && typeof draft.productId === 'string' && draft.values ? draft : null;
  } catch {
    return null;
  }
}

function pruneDrafts(storage: Storage, now: number): void {
  for (let i = storage.length - 1; i >= 0; i--) {
    const key = storage.key(i);
    if (!key?.startsWith(PREFIX)) continue;
    const draft = loadDraft(key.slice(PREFIX.length), storage);
    if (!draft || now - draft.savedAt > MAX_AGE_MS) storage.removeItem(key);
  }
}

export function saveDraft(id: string, productId: string, values: BookingFormValues, storage: Storage = localStorage, now = Date.now()): void {
  try {
    pruneDrafts(storage, now);
    storage.setItem(keyOf(id), JSON.stringify({ savedAt: now, productId, values } satisfies BookingDraft));
  } catch {
    // Storage full or disabled: the form still works, only the draft is not kept.
  }
}

export function removeDraft(id: string, storage: Storage = localStorage): void {
  try {
    storage.removeItem(keyOf(id));
  } catch {
    // Nothing to clean up when storage is unavailable.
  }
}
