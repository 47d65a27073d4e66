import { createRequire } from 'node:module';
import ct from 'countries-and-timezones';
import type { Countries } from 'world-countries';
import type { Country } from '@farebox/geo';

// The package is CommonJS (module.exports = the array) but its types declare an ES default export, which TypeScript's
// nodenext resolution then reads as `.default`; requiring it states what Node actually loads.
const worldCountries = createRequire(import.meta.url)('world-countries') as Countries;

/** The demo's countries: fixed ids and the sales region that bookings copy. */
export interface DemoCountry {
  id: string;
  code: string;
  slug: string;
  region: string;
}

type CountryRow = Omit<Country, 'version' | 'createdAt' | 'updatedAt' | 'id'> & { id?: string };

const slugOf = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * The zone the country owns (tz lists it first for it), preferring a current name to a deprecated alias, so Cambodia
 * gets Asia/Phnom_Penh rather than the Asia/Bangkok it shares; else its only zone; null when it spans several.
 */
function timezoneOf(code: string): string | null {
  const zones = ct.getCountry(code, { deprecated: true })?.timezones ?? [];
  const own = zones.filter((z) => ct.getTimezone(z)?.countries[0] === code);
  const current = own.filter((z) => !ct.getTimezone(z)?.deprecated);
  if (current.length === 1) return current[0];
  if (own.length === 1) return own[0];
  return zones.length === 1 ? zones[0] : null;
}

/** "+1" for "+1" with suffixes 201, 202...; "+66" for "+6" with the one suffix 6. */
function dialingCodeOf({ root, suffixes }: { root: string; suffixes: string[] }): string | null {
  if (!root) return null;
  return suffixes.length === 1 ? `${root}${suffixes[0]}` : root;
}

/**
 * Every country of the world from the world-countries dataset (ODbL, see the README), merged by ISO code with the
 * demo countries so their ids, slugs and sales regions stay what bookings and lines point at.
 */
export function worldCountryRows(demo: readonly DemoCountry[]): CountryRow[] {
  const demoByCode = new Map(demo.map((d) => [d.code, d]));
  return worldCountries.map((c): CountryRow => {
    const known = demoByCode.get(c.cca2);
    return {
      id: known?.id,
      code: c.cca2,
      name: c.name.common,
      officialName: c.name.official,
      slug: known?.slug ?? slugOf(c.name.common),
      region: known?.region ?? null,
      capital: c.capital[0] ?? null,
      worldRegion: c.region || null,
      subregion: c.subregion || null,
      latitude: String(c.latlng[0]),
      longitude: String(c.latlng[1]),
      timezone: timezoneOf(c.cca2),
      spokenLanguages: Object.values(c.languages),
      dialingCode: dialingCodeOf(c.idd),
      averageCostUsd: null,
      description: null,
      promotionHtml: null,
    };
  });
}
