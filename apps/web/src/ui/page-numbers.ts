/** The page numbers to link: a window of at most `maxLinks` around the current page. */
export function pageWindow(page: number, pageCount: number, maxLinks = 3): number[] {
  const count = Math.min(maxLinks, pageCount);
  if (count <= 0) return [];
  let start = Math.max(1, page - Math.floor(count / 2));
  start = Math.min(start, pageCount - count + 1);
  return Array.from({ length: count }, (_, i) => start + i);
}

/** A page number to link, or a gap of several pages. */
export type PagerItem = number | 'gap';

/**
 * The window of page links plus the 2 boundary numbers (spec part 2, section 9: 3 page links and 2 boundary
 * numbers): the first and last pages are always linked; a gap of one page shows that page, a longer one an ellipsis.
 */
export function pagerItems(page: number, pageCount: number, maxLinks = 3): PagerItem[] {
  const pages = pageWindow(page, pageCount, maxLinks);
  if (pages.length === 0) return [];
  const first = pages[0];
  const last = pages.at(-1)!;
  const before: PagerItem[] = first > 1 ? [1, ...(first === 3 ? [2] : first > 3 ? ['gap' as const] : [])] : [];
  const after: PagerItem[] = last < pageCount ? [...(last === pageCount - 2 ? [pageCount - 1] : last < pageCount - 2 ? ['gap' as const] : []), pageCount] : [];
  return [...before, ...pages, ...after];
}
