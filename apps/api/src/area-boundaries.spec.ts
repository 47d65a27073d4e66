import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const libs = fileURLToPath(new URL('../../../libs/', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts') ? [path] : [];
  });
}

/** The tables an area creates in its migrations: the ones only its own code may query. */
function tablesOf(area: string): string[] {
  const dir = join(libs, area, 'src', 'migrations');
  const sql = readdirSync(dir)
    .map((file) => readFileSync(join(dir, file), 'utf8'))
    .join('\n');
  return [...new Set([...sql.matchAll(/CREATE TABLE (\w+)/g)].map((m) => m[1]))];
}

/** `file: statement` for every SQL reference in `area`'s code to a table of `owner`. */
function sqlReaches(area: string, owner: string): string[] {
  const tables = tablesOf(owner).join('|');
  const reach = new RegExp(`\\b(?:FROM|JOIN|UPDATE|INTO)\\s+(?:${tables})\\b`, 'gi');
  return sourceFiles(join(libs, area, 'src')).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(reach)].map((m) => `${file.slice(libs.length)}: ${m[0]}`),
  );
}

// ARCHITECTURE.md: a feature module never reaches into another module's tables; it calls the other module's service.
describe('area boundaries in SQL', () => {
  it('finds the owned tables', () => {
    expect(tablesOf('bookings')).toEqual(expect.arrayContaining(['booking', 'booking_item', 'booking_payment']));
    expect(tablesOf('companies')).toContain('company');
  });

  it('finance reads no bookings table (bookings hands it posting facts and publishes booking_settlement)', () => {
    expect(sqlReaches('finance', 'bookings')).toEqual([]);
  });

  it('identity reads no companies table (companies implements its CompanyDirectory port)', () => {
    expect(sqlReaches('identity', 'companies')).toEqual([]);
  });
});
