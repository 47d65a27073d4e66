import { describe, expect, it } from '@jest/globals';
import { loadDraft, newDraftId, removeDraft, saveDraft } from './booking-draft';
import type { BookingFormValues } from './booking-form-values';

/** A Storage over a Map (the unit project runs in Node, without localStorage). */
class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

const values = { from: 'a', to: 'b', passengers: [] } as unknown as BookingFormValues;
const DAY = 24 * 60 * 60 * 1000;

describe('booking drafts', () => {
  it('keeps a draft under its id until it is removed', () => {
    const storage = new MemoryStorage();
    const id = newDraftId();
    expect(loadDraft(id, storage)).toBeNull();
    saveDraft(id, 'line-1', values, storage, 1000);
    expect(loadDraft(id, storage)).toEqual({ savedAt: 1000, productId: 'line-1', values });
    removeDraft(id, storage);
    expect(loadDraft(id, storage)).toBeNull();
  });

  it('drops drafts older than a week and ignores unreadable ones', () => {
    const storage = new MemoryStorage();
    saveDraft('old', 'line-1', values, storage, 0);
    storage.setItem('farebox.booking-draft.broken', '{nope');
    storage.setItem('unrelated', 'kept');
    saveDraft('new', 'line-2', values, storage, 8 * DAY);
    expect(loadDraft('old', storage)).toBeNull();
    expect(storage.getItem('farebox.booking-draft.broken')).toBeNull();
    expect(storage.getItem('unrelated')).toBe('kept');
    expect(loadDraft('new', storage)?.productId).toBe('line-2');
  });

  it('gives each draft its own id', () => {
    expect(newDraftId()).not.toBe(newDraftId());
  });
});
