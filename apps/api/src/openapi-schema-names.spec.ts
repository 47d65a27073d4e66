import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../../', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return ['node_modules', 'dist', 'migrations'].includes(entry.name) ? [] : sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts') ? [path] : [];
  });
}

/** `name: files` for every class name that files documenting the API (with @ApiProperty) export more than once. */
function duplicateSchemaNames(): string[] {
  const dirs = [...readdirSync(join(root, 'libs')).map((lib) => join(root, 'libs', lib, 'src')), join(root, 'apps', 'api', 'src')];
  const byName = new Map<string, string[]>();
  for (const file of dirs.flatMap(sourceFiles)) {
    const text = readFileSync(file, 'utf8');
    if (!text.includes('@ApiProperty')) continue;
    for (const [, name] of text.matchAll(/^export class (\w+)/gm)) byName.set(name, [...(byName.get(name) ?? []), file.slice(root.length)]);
  }
  return [...byName].filter(([, files]) => files.length > 1).map(([name, files]) => `${name}: ${files.join(', ')}`);
}

// The OpenAPI document names each schema after its class and keeps one of two classes with the same name, silently:
// the other routes would then be documented (and the web typed) with the wrong shape.
describe('OpenAPI schema names', () => {
  it('no two DTO classes share a name', () => {
    expect(duplicateSchemaNames()).toEqual([]);
  });
});
