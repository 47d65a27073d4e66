import { PROSPECT_SEARCH_MACHINE_VERSION, ProspectSearchState } from '@farebox/domain';
import { ProspectFile, prospectSheet, sheetKeyOf, SHEET_CONTENT_TYPE, type SearchResults } from '@farebox/ops';
import { LocalDiskStorage } from '@farebox/platform';
import { demoId, type SeedStep } from './seed-step.js';

export const demoProspectFileId = (n: number) => demoId('f9', n);

const DAY_MS = 86_400_000;
const SITES = ['busways.example', 'ferrylines.example', 'ticketdesk.example'];

interface DemoSearch {
  fileName: string;
  queries: string[];
  locations: string[];
  googleDomain: string;
  hostingLanguage: string;
  daysAgo: number;
  /** A failed search keeps its reason and has no sheet. */
  error?: string;
}

const SEARCHES: DemoSearch[] = [
  {
    fileName: 'Hanoi bus operators',
    queries: ['bus hanoi sapa', 'limousine hanoi ninh binh'],
    locations: ['Vietnam', 'Hanoi,Hanoi,Vietnam'],
    googleDomain: 'google.com.vn',
    hostingLanguage: 'vi',
    daysAgo: 40,
  },
  {
    fileName: 'Koh Tao ferries',
    queries: ['ferry koh tao', 'lomprayah koh tao'],
    locations: ['Thailand'],
    googleDomain: 'google.co.th',
    hostingLanguage: 'en',
    daysAgo: 12,
  },
  {
    fileName: 'Chiang Mai vans',
    queries: ['minivan chiang mai pai'],
    locations: ['Chiang Mai,Chiang Mai,Thailand'],
    googleDomain: 'google.com',
    hostingLanguage: 'en',
    daysAgo: 3,
    error: 'The SERP provider answered 401: Invalid API key.',
  },
  {
    fileName: 'Phnom Penh transfers',
    queries: ['phnom penh airport transfer'],
    locations: ['Cambodia', 'Phnom Penh,Phnom Penh,Cambodia'],
    googleDomain: 'google.com.kh',
    hostingLanguage: 'en',
    daysAgo: 1,
  },
];

/** Three made-up organic results per query and location, so a demo sheet looks like a real one. */
const demoResults = (query: string, location: string): SearchResults => ({
  request: { query, location, googleDomain: '', hostingLanguage: '' },
  results: SITES.map((site, i) => ({
    position: i + 1,
    title: `${query} – ${location.split(',')[0]}`,
    link: `https://www.${site}/${query.replaceAll(' ', '-')}`,
    snippet: `Demo result ${i + 1} for "${query}" in ${location}.`,
  })),
});

/** Demo prospect files relative to the clock: done ones with their sheets (stored here, not by the worker) and a failed one. */
export const prospectsSeed: SeedStep = {
  name: 'prospects',
  entities: [ProspectFile],
  async run({ manager, config, now }) {
    const storage = new LocalDiskStorage(config);
    let inserted = 0;
    for (const [i, s] of SEARCHES.entries()) {
      const id = demoProspectFileId(i + 1);
      if (await manager.existsBy(ProspectFile, { id })) continue;
      const requestsTotal = s.queries.length * s.locations.length;
      let sheet: { sheetKey: string; rowsWritten: number } | null = null;
      if (!s.error) {
        const { content, rows } = await prospectSheet(s.queries.flatMap((q) => s.locations.map((l) => demoResults(q, l))));
        await storage.put(sheetKeyOf(id), content, SHEET_CONTENT_TYPE);
        sheet = { sheetKey: sheetKeyOf(id), rowsWritten: rows };
      }
      await manager.insert(ProspectFile, {
        id,
        fileName: s.fileName,
        queries: s.queries,
        locations: s.locations,
        googleDomain: s.googleDomain,
        hostingLanguage: s.hostingLanguage,
        state: s.error ? ProspectSearchState.Failed : ProspectSearchState.Done,
        machineVersion: PROSPECT_SEARCH_MACHINE_VERSION,
        requestsTotal,
        requestsDone: s.error ? 0 : requestsTotal,
        rowsWritten: sheet?.rowsWritten ?? null,
        sheetKey: sheet?.sheetKey ?? null,
        error: s.error ?? null,
        createdBy: null,
        createdAt: new Date(now.getTime() - s.daysAgo * DAY_MS),
      });
      inserted += 1;
    }
    return inserted;
  },
};
