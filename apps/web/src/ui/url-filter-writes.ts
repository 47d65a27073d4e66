/** The key under which a filter write's id rides in the navigation's history state. */
const WRITE_ID_KEY = 'urlFiltersWrite';

/**
 * Ids unique across every list's tracker in this page load, so a list never takes another's write for its own. After
 * a reload they start again, but an entry written before it only comes back by Back or Forward, which is adopted.
 */
let lastWriteId = 0;

/** What a list does with a URL that has just reached the screen. */
export type LandedUrl =
  /** Not a write of this list (back or forward, a link, another control): the URL is what the list shows now. */
  | 'adopt'
  /** The list's latest write: the screen already shows it. */
  | 'latest'
  /** An earlier write of the list, reaching the screen after a later one was sent: showing it would undo that one. */
  | 'superseded';

/**
 * The URL writes of one list's filters, told apart from other navigations by an id in the history state. Writes
 * land later than they are made (a navigation first runs the route's loaders, then renders in a transition), and
 * two quick ones can land one after the other: matching by the URL's value cannot tell an earlier write of ours,
 * or the defaults written on open, from someone going back to a URL with the same filters.
 */
export class UrlFilterWrites {
  private readonly sent = new Set<number>();
  private latest = 0;

  /** A new write: the history state to navigate with. */
  next(): Record<typeof WRITE_ID_KEY, number> {
    this.latest = ++lastWriteId;
    this.sent.add(this.latest);
    return { [WRITE_ID_KEY]: this.latest };
  }

  /** A URL that reached the screen, by its history state and whether it came from back or forward. */
  landed(state: unknown, isBackOrForward: boolean): LandedUrl {
    const id = writeIdOf(state);
    if (isBackOrForward || id === undefined || !this.sent.has(id)) return 'adopt';
    for (const sent of this.sent) if (sent < id) this.sent.delete(sent);
    return id === this.latest ? 'latest' : 'superseded';
  }
}

function writeIdOf(state: unknown): number | undefined {
  if (typeof state !== 'object' || state === null || !(WRITE_ID_KEY in state)) return undefined;
  const id = (state as Record<string, unknown>)[WRITE_ID_KEY];
  return typeof id === 'number' ? id : undefined;
}
