/** Jest in ESM mode (Nest 12 is ESM-only); TypeScript through SWC with decorator metadata. */
const transform = {
  '^.+\\.ts$': [
    '@swc/jest',
    {
      jsc: {
        parser: { syntax: 'typescript', decorators: true },
        transform: { legacyDecorator: true, decoratorMetadata: true },
        target: 'es2023',
      },
      module: { type: 'es6' },
    },
  ],
};

const common = {
  rootDir: '.',
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  transform,
  moduleNameMapper: {
    // Its ESM build imports JSON without an import attribute, which Jest's ESM loader warns about on every import;
    // the CommonJS build requires the same metadata.
    '^libphonenumber-js/min$': '<rootDir>/node_modules/libphonenumber-js/min/index.cjs',
    '^@/(.*)$': '<rootDir>/apps/web/src/$1',
    '^@farebox/testing$': '<rootDir>/apps/api/test/harness.ts',
    '^@farebox/([a-z-]+)$': '<rootDir>/libs/$1/src/index.ts',
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
};

export default {
  // testTimeout is a global option: Jest ignores it inside a project entry.
  testTimeout: 60000,
  // Each API test file boots a Nest app inside the worker and ESM test modules are not freed between files, so a
  // long-lived worker grows until V8's heap limit (seen at about 4 GB): recycle a worker after a file once it is this big.
  workerIdleMemoryLimit: '1500MB',
  projects: [
    {
      ...common,
      displayName: 'unit',
      testMatch: ['<rootDir>/libs/*/src/**/*.spec.ts', '<rootDir>/apps/*/src/**/*.spec.ts', '<rootDir>/lint/**/*.spec.ts'],
    },
    {
      ...common,
      displayName: 'api',
      testMatch: ['<rootDir>/libs/*/test/**/*.e2e-spec.ts', '<rootDir>/apps/*/test/**/*.e2e-spec.ts'],
      globalSetup: '<rootDir>/apps/api/test/global-setup.ts',
      globalTeardown: '<rootDir>/apps/api/test/global-teardown.ts',
      testTimeout: 30000,
    },
  ],
};
