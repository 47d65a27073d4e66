import { describe, expect, it } from '@jest/globals';
import { pagerItems, pageWindow } from './page-numbers';

describe('pager (spec part 2, section 9: 3 page links and 2 boundary numbers)', () => {
  it('links at most 3 pages around the current one', () => {
    expect(pageWindow(1, 10)).toEqual([1, 2, 3]);
    expect(pageWindow(5, 10)).toEqual([4, 5, 6]);
    expect(pageWindow(10, 10)).toEqual([8, 9, 10]);
    expect(pageWindow(1, 2)).toEqual([1, 2]);
  });

  it('adds the first and last page numbers, with an ellipsis for a gap of several pages', () => {
    expect(pagerItems(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10]);
    expect(pagerItems(1, 10)).toEqual([1, 2, 3, 'gap', 10]);
    expect(pagerItems(10, 10)).toEqual([1, 'gap', 8, 9, 10]);
  });

  it('shows the page itself instead of a gap of one page, and nothing twice', () => {
    expect(pagerItems(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pagerItems(2, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pagerItems(1, 3)).toEqual([1, 2, 3]);
    expect(pagerItems(1, 1)).toEqual([1]);
    expect(pagerItems(1, 0)).toEqual([]);
  });
});
