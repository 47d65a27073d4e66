// Node module hooks running the repository's TypeScript sources as Jest does (jest.config.mjs): @farebox/<lib> is
// libs/<lib>/src/index.ts, a relative './x.js' is './x.ts' when that exists, and .ts is compiled by SWC with the
// decorator metadata Nest needs. Used to start the real worker (apps/worker/src/main.ts) as a child process in tests.
import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { transformSync } from '@swc/core';

const root = fileURLToPath(new URL('../../../../', import.meta.url));

export async function resolve(specifier, context, next) {
  const lib = /^@farebox\/([a-z-]+)$/.exec(specifier);
  if (lib) return { url: pathToFileURL(`${root}libs/${lib[1]}/src/index.ts`).href, shortCircuit: true };
  if (specifier.startsWith('.') && specifier.endsWith('.js') && context.parentURL?.endsWith('.ts')) {
    const ts = new URL(specifier.replace(/\.js$/, '.ts'), context.parentURL);
    if (existsSync(fileURLToPath(ts))) return { url: ts.href, shortCircuit: true };
  }
  return next(specifier, context);
}

export async function load(url, context, next) {
  if (!url.endsWith('.ts')) return next(url, context);
  const file = fileURLToPath(url);
  const { code } = transformSync((await import('node:fs')).readFileSync(file, 'utf8'), {
    filename: file,
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
      target: 'es2023',
    },
    module: { type: 'es6' },
    sourceMaps: 'inline',
  });
  return { format: 'module', source: code, shortCircuit: true };
}
