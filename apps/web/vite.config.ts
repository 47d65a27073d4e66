import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin, type Rolldown } from 'vite';

/** Text assets worth compressing (source maps are fetched by devtools only). */
const COMPRESSIBLE = /\.(js|css|svg|json|mjs)$/;

/**
 * Writes <asset>.br and <asset>.gz beside every built text asset, once at build time: the API sends them as they
 * are to browsers that accept the encoding (apps/api/src/web-app.static.ts). Brotli at 9, not 11: a tenth of the
 * build time for 7 % larger files.
 */
function precompress(): Plugin {
  return {
    name: 'farebox-precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      for (const file of Object.keys(bundle).filter((f) => COMPRESSIBLE.test(f))) {
        const path = join(options.dir!, file);
        const body = readFileSync(path);
        writeFileSync(
          `${path}.br`,
          brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
        );
        writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
      }
    },
  };
}

/**
 * Screens whose code public/session-start.js preloads when the page is opened at their path, so that it downloads
 * beside the entry instead of after the entry has run: the screen's route module and its loader's prefetcher
 * (src/app/router.tsx).
 */
const FIRST_SCREENS: Record<string, string[]> = {
  '/bookings': ['src/routes/bookings-routes.tsx', 'src/features/bookings/bookings-list.prefetch.ts'],
};
const SCREEN_MODULES_PLACEHOLDER = 'const SCREEN_MODULES = {};';

/** Writes into the built session-start.js the chunks each first screen needs beyond the entry's (index.html preloads those). */
function firstScreenModules(): Plugin {
  let modules: Record<string, string[]> = {};
  return {
    name: 'farebox-first-screen-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((c): c is Rolldown.OutputChunk => c.type === 'chunk');
      const graph = (chunk: Rolldown.OutputChunk, files = new Set<string>()): Set<string> => {
        if (files.has(chunk.fileName)) return files;
        files.add(chunk.fileName);
        for (const file of chunk.imports) graph(bundle[file] as Rolldown.OutputChunk, files);
        return files;
      };
      const entry = new Set(chunks.filter((c) => c.isEntry).flatMap((c) => [...graph(c)]));
      const screenFiles = (sources: string[]) =>
        new Set(
          sources.flatMap((source) => {
            const chunk = chunks.find((c) => c.facadeModuleId?.endsWith(source));
            if (!chunk) this.error(`firstScreenModules: no chunk is built from ${source}`);
            return [...graph(chunk)];
          }),
        );
      modules = Object.fromEntries(
        Object.entries(FIRST_SCREENS).map(([path, sources]) => [path, [...screenFiles(sources)].filter((f) => !entry.has(f)).map((f) => `/${f}`)]),
      );
    },
    writeBundle(options) {
      const path = join(options.dir!, 'session-start.js');
      const script = readFileSync(path, 'utf8');
      if (!script.includes(SCREEN_MODULES_PLACEHOLDER)) this.error(`firstScreenModules: ${path} has no "${SCREEN_MODULES_PLACEHOLDER}"`);
      writeFileSync(path, script.replace(SCREEN_MODULES_PLACEHOLDER, `const SCREEN_MODULES = ${JSON.stringify(modules)};`));
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress(), firstScreenModules()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
    conditions: ['@farebox/source', 'module', 'browser', 'development|production'],
  },
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000' } },
  build: { outDir: 'dist', sourcemap: true },
});
