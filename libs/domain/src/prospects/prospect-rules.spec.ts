import fc from 'fast-check';
import {
  monthWindow,
  newProspectSearchFields,
  normalizeProspectSearch,
  PROSPECT_LOCATIONS_MAX,
  ProspectMessage,
  queriesFromText,
  validateProspectSearch,
  type ProspectSearchFields,
} from './prospect-rules.js';
import { nextProspectSearchState, ProspectSearchState } from './prospect-search.machine.js';
import { SERP_LOCATIONS } from './serp-options.js';

const valid = (patch: Partial<ProspectSearchFields> = {}): ProspectSearchFields => ({
  ...newProspectSearchFields(),
  fileName: 'Hanoi buses',
  queries: ['bus hanoi'],
  locations: ['Vietnam'],
  ...patch,
});
const problems = (patch: Partial<ProspectSearchFields>) => validateProspectSearch(normalizeProspectSearch(valid(patch)));

describe('prospect search rules', () => {
  it('accepts a complete search and requires every field', () => {
    expect(problems({})).toEqual([]);
    expect(validateProspectSearch(normalizeProspectSearch({ fileName: ' ', queries: ['  '], locations: [], googleDomain: '', hostingLanguage: '' }))).toEqual([
      { field: 'fileName', message: ProspectMessage.Required },
      { field: 'queries', message: ProspectMessage.Required },
      { field: 'locations', message: ProspectMessage.Required },
      { field: 'googleDomain', message: ProspectMessage.Required },
      { field: 'hostingLanguage', message: ProspectMessage.Required },
    ]);
  });

  it('caps locations at 30 and takes only the listed ones, domains and languages', () => {
    expect(problems({ locations: SERP_LOCATIONS.slice(0, PROSPECT_LOCATIONS_MAX) })).toEqual([]);
    expect(problems({ locations: SERP_LOCATIONS.slice(0, PROSPECT_LOCATIONS_MAX + 1) })).toEqual([
      { field: 'locations', message: 'Choose at most 30 locations.' },
    ]);
    expect(problems({ locations: ['Atlantis'] })).toEqual([{ field: 'locations', message: ProspectMessage.Location }]);
    expect(problems({ googleDomain: 'example.com', hostingLanguage: 'xx' }).map((p) => p.field)).toEqual(['googleDomain', 'hostingLanguage']);
  });

  it('reads one query per line, trimmed, without blanks or repeats', () => {
    expect(queriesFromText(' bus hanoi \r\n\n ferry koh tao\nbus hanoi\n')).toEqual(['bus hanoi', 'ferry koh tao']);
    fc.assert(
      fc.property(fc.array(fc.string()), (lines) => {
        const queries = queriesFromText(lines.join('\n'));
        expect(new Set(queries).size).toBe(queries.length);
        for (const q of queries) expect(q === q.trim() && q !== '' && !q.includes('\n')).toBe(true);
      }),
    );
  });

  it("counts a month from its first instant (UTC) to the next month's", () => {
    expect(monthWindow(new Date('2026-12-31T23:59:59Z'))).toEqual({
      month: '2026-12',
      from: new Date('2026-12-01T00:00:00Z'),
      to: new Date('2027-01-01T00:00:00Z'),
    });
  });
});

describe('prospect search machine', () => {
  it('runs queued → running → done or failed; done is final, failed only reruns; a retried attempt starts over', () => {
    expect(nextProspectSearchState(ProspectSearchState.Queued, 'START')).toBe('running');
    expect(nextProspectSearchState(ProspectSearchState.Running, 'START')).toBe('running');
    expect(nextProspectSearchState(ProspectSearchState.Running, 'COMPLETE')).toBe('done');
    expect(nextProspectSearchState(ProspectSearchState.Running, 'FAIL')).toBe('failed');
    expect(nextProspectSearchState(ProspectSearchState.Queued, 'COMPLETE')).toBeNull();
    for (const event of ['START', 'PROGRESS', 'COMPLETE', 'FAIL'] as const) {
      expect(nextProspectSearchState(ProspectSearchState.Done, event)).toBeNull();
      expect(nextProspectSearchState(ProspectSearchState.Failed, event)).toBeNull();
    }
    expect(nextProspectSearchState(ProspectSearchState.Failed, 'RERUN')).toBe('queued');
    for (const state of [ProspectSearchState.Queued, ProspectSearchState.Running, ProspectSearchState.Done]) {
      expect(nextProspectSearchState(state, 'RERUN')).toBeNull();
    }
  });
});
