import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { importBoundaries } from './lint/import-boundaries.js';

// Server test code is in no build tsconfig (the builds exclude it), so tsconfig.test.json types it as one program.
const TEST_PROGRAM_FILES = ['libs/*/test/**/*.ts', 'apps/api/test/**/*.ts', '{libs,apps}/*/src/**/*.spec.ts', 'lint/**/*.ts', 'playwright.config.ts'];
const HTTP_TEST_FILES = ['libs/*/test/**/*.ts', 'apps/api/test/**/*.ts', 'e2e/**/*.ts'];

export default defineConfig(
  globalIgnores(['**/dist/', 'var/', 'test-results/', 'playwright-report/', 'coverage/']),
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true, argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: TEST_PROGRAM_FILES,
    ignores: ['apps/web/**'],
    languageOptions: { parserOptions: { projectService: false, project: './tsconfig.test.json' } },
  },
  {
    // Supertest and Playwright hand response bodies back as `any`; these tests exist to assert their shape.
    files: HTTP_TEST_FILES,
    rules: {
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  { files: ['**/*.{js,mjs}'], extends: [tseslint.configs.disableTypeChecked], languageOptions: { globals: globals.node } },
  { files: ['apps/web/public/**/*.js'], languageOptions: { globals: globals.browser } },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat['recommended-latest'], jsxA11y.flatConfigs.recommended],
    languageOptions: { globals: globals.browser },
    rules: {
      // Event handlers may be async: React ignores their result and each one reports its own errors.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      // react-router loaders redirect by throwing a Response.
      '@typescript-eslint/only-throw-error': ['error', { allow: [{ from: 'lib', name: 'Response' }] }],
      // Only relevant under the React Compiler, which this app does not use (react-hook-form's watch() is fine here).
      'react-hooks/incompatible-library': 'off',
    },
  },
  importBoundaries,
);
