// The import boundaries alone (lint/import-boundaries.js), without type information: quick enough to run first in
// `npm test`. `npm run lint:eslint` runs them with every other rule (eslint.config.js).
import { defineConfig, globalIgnores } from 'eslint/config';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { importBoundaries } from './lint/import-boundaries.js';

export default defineConfig(
  globalIgnores(['**/dist/', 'var/', 'test-results/', 'playwright-report/', 'coverage/']),
  {
    files: ['**/*.{ts,tsx}'],
    // Loaded for the rule names the code's disable directives use; none of their rules is on here.
    plugins: { '@typescript-eslint': tseslint.plugin, 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    languageOptions: { parser: tseslint.parser },
    linterOptions: { reportUnusedDisableDirectives: 'off' },
  },
  importBoundaries,
);
