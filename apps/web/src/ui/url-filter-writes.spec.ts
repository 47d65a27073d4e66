import { describe, expect, it } from '@jest/globals';
import { UrlFilterWrites } from './url-filter-writes';

describe('URL filter writes: which landed URL a list adopts', () => {
  it('adopts navigations that are not its writes: a link, another list, no state', () => {
    const writes = new UrlFilterWrites();
    writes.next();
    expect(writes.landed(null, false)).toBe('adopt');
    expect(writes.landed({ from: '/login' }, false)).toBe('adopt');
    expect(writes.landed(new UrlFilterWrites().next(), false)).toBe('adopt');
  });

  it('does not adopt its latest write, nor an earlier one landing after a later one was sent', () => {
    const writes = new UrlFilterWrites();
    const kkday = writes.next();
    const all = writes.next();
    expect(writes.landed(kkday, false)).toBe('superseded');
    expect(writes.landed(all, false)).toBe('latest');
  });

  it('the defaults written on open, landing after the first select, undo nothing', () => {
    // Open: the defaults go into the URL; kkday is chosen before they land, then 'all' before kkday lands.
    const writes = new UrlFilterWrites();
    const defaults = writes.next();
    const kkday = writes.next();
    expect(writes.landed(defaults, false)).toBe('superseded');
    const all = writes.next();
    expect(writes.landed(kkday, false)).toBe('superseded');
    expect(writes.landed(all, false)).toBe('latest');
  });

  it('adopts back and forward even to an entry its own write made', () => {
    const writes = new UrlFilterWrites();
    const first = writes.next();
    writes.next();
    expect(writes.landed(first, true)).toBe('adopt');
  });
});
