/**
 * ARCHITECTURE.md's import nevers as ESLint config blocks (core no-restricted-imports, matched on the specifier).
 * - Package names: `no-restricted-imports`, one block per kind of package (domain, other libs, server apps, web).
 * - Relative paths: `@typescript-eslint/no-restricted-imports` (the same rule under a second name, so its options
 *   never replace the package-name ones), one block per folder depth: a file N folders below its root may not
 *   climb N + 1 levels. The root is the package for the server, and the area folder for the web (use `@/`).
 * Tests under libs/<area>/test and apps/<app>/test drive the composed API and may import its harness and seed.
 */
import { builtinModules } from 'node:module';

const SOURCE = '*.{ts,tsx}';
const MAX_DEPTH = 8;
const SERVER_TESTS = ['libs/*/test/**', 'apps/*/test/**'];

const bareBuiltins = builtinModules.filter((m) => /^[a-z_0-9]+$/.test(m));
const pattern = (regex, message) => ({ regex, message });

const NODE_BUILTINS = pattern(`^(node:|(${bareBuiltins.join('|')})(/|$))`, 'Node built-ins are server-only: this code also runs in the browser.');
const SERVER_FRAMEWORKS = pattern('^(@nestjs/|typeorm($|/))', 'Nest and TypeORM are server-only.');
const COMPOSITION_ROOTS = pattern('^@farebox/(api|worker|web|simulators|testing)($|/)', 'Apps are composition roots: no lib and no other app imports them.');
const LIB_INTERNALS = pattern('^@farebox/[^/]+/', "Import another lib through its entry '@farebox/<lib>' only, never its internals.");

const WEB_PACKAGES = [pattern('^@farebox/(?!domain$)', 'The web imports only @farebox/domain from the libs.'), SERVER_FRAMEWORKS];
const WEB_SPECS = 'apps/web/src/**/*.spec.ts';

const restrictPackages = (files, patterns, ignores = []) => ({ files, ignores, rules: { 'no-restricted-imports': ['error', { patterns }] } });

const restrictClimbingAt = (files, ignores, depth, message) => ({
  files,
  ignores,
  rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [pattern(`^(\\.\\./){${depth + 1}}`, message)] }] },
});
/** Blocks for files 0..MAX_DEPTH folders below each root glob (roots end with '/'). */
const restrictClimbing = (roots, ignores, message) =>
  Array.from({ length: MAX_DEPTH + 1 }, (_, depth) =>
    restrictClimbingAt(
      roots.map((root) => root + '*/'.repeat(depth) + SOURCE),
      ignores,
      depth,
      message,
    ),
  );

export const importBoundaries = [
  restrictPackages(
    ['libs/domain/**/' + SOURCE],
    [
      pattern('^(@nestjs/|typeorm($|/)|react(-dom)?($|/))', 'libs/domain is pure TypeScript shared by server and browser: no Nest, TypeORM or React.'),
      NODE_BUILTINS,
      pattern('^@farebox/', 'libs/domain imports no other lib and no app.'),
    ],
  ),
  restrictPackages(['libs/**/' + SOURCE, 'apps/{api,worker}/**/' + SOURCE], [COMPOSITION_ROOTS, LIB_INTERNALS], ['libs/domain/**', ...SERVER_TESTS]),
  restrictPackages(['apps/web/**/' + SOURCE], [...WEB_PACKAGES, NODE_BUILTINS], ['apps/web/vite.config.ts', WEB_SPECS]),
  // The web's unit tests run in Node only (Jest), never in the browser.
  restrictPackages([WEB_SPECS], WEB_PACKAGES),
  ...restrictClimbing(
    ['libs/*/', 'apps/*/'],
    ['apps/web/**', ...SERVER_TESTS],
    "A relative import may not leave its package: import a lib through '@farebox/<lib>'.",
  ),
  restrictClimbingAt(['apps/web/src/' + SOURCE], [], 0, 'A relative import may not leave apps/web/src.'),
  ...restrictClimbing(['apps/web/src/*/'], ['apps/web/src/features/**'], "This import leaves its folder: write it from the web root as '@/...'."),
  ...restrictClimbing(['apps/web/src/features/*/'], [], "This import leaves its feature folder: write it from the web root as '@/...'."),
];
