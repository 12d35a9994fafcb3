/**
 * Test levels are chosen by file suffix: *.unit.spec.ts(x) and *.int.spec.ts.
 * End-to-end specs (*.e2e.spec.ts) run in Playwright, not here.
 */
const swcNode = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];
const swcWeb = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];
const ignored = ['/node_modules/', '/dist/'];
// NestJS 12, uuid and Redocly ship as ES modules only. The shop requires them through Node's require(esm),
// which Jest's module loader does not offer before Node 24.9, so Jest compiles them to CommonJS like our
// own sources (swc also turns their `import.meta.url` into the file's URL).
const esmOnlyPackages = ['@nestjs', 'uuid', 'file-type', 'load-esm', '@redocly'];
const nodeTransform = { '^.+\\.ts$': swcNode, '^.+\\.js$': swcNode };
const transformIgnorePatterns = [`/node_modules/(?!(${esmOnlyPackages.join('|')})/)`];
// A rejection or exception nobody handles fails the test: in the shop it would end the process.
const failOnUnhandled = ['<rootDir>/test/setup/fail-on-unhandled.ts'];
// Tests run the workspaces' sources, never their build output.
const moduleNameMapper = {
  '^@ticketshop/projections$': '<rootDir>/projections/src/index.ts',
  '^@ticketshop/projections/testing$': '<rootDir>/projections/src/testing/index.ts',
};

/** @type {import('jest').Config} */
module.exports = {
  // Integration tests start whole shops on real databases, in their hooks too; on a loaded two-core
  // machine a shop's start and seeding took over 30 s. A limit catches a hang, not slowness.
  testTimeout: 120000,
  projects: [
    {
      displayName: 'unit',
      testEnvironment: 'node',
      roots: ['<rootDir>/projections/src', '<rootDir>/backend/src', '<rootDir>/test'],
      testMatch: ['**/*.unit.spec.ts'],
      testPathIgnorePatterns: ignored,
      transform: nodeTransform,
      transformIgnorePatterns,
      moduleNameMapper,
      setupFilesAfterEnv: failOnUnhandled,
    },
    {
      displayName: 'web',
      testEnvironment: 'jsdom',
      roots: ['<rootDir>/frontend/src'],
      testMatch: ['**/*.unit.spec.ts', '**/*.unit.spec.tsx'],
      testPathIgnorePatterns: ignored,
      transform: { '^.+\\.tsx?$': swcWeb },
      moduleNameMapper: { '\\.(css|svg|png|jpg|webp)$': '<rootDir>/frontend/src/test/file-stub.cjs' },
      setupFilesAfterEnv: ['<rootDir>/frontend/src/test/setup.ts'],
    },
    {
      displayName: 'int',
      testEnvironment: 'node',
      roots: ['<rootDir>/projections/src', '<rootDir>/backend/src', '<rootDir>/test'],
      testMatch: ['**/*.int.spec.ts'],
      testPathIgnorePatterns: ignored,
      transform: nodeTransform,
      transformIgnorePatterns,
      moduleNameMapper,
      setupFilesAfterEnv: failOnUnhandled,
    },
    {
      // Operations: whole shops as processes of their own (built by `npm run build`) on PostgreSQL
      // clusters and behind nginx, killed and cut off as an operator meets it (docs/operations.md).
      displayName: 'ops',
      testEnvironment: 'node',
      roots: ['<rootDir>/test/ops'],
      testMatch: ['**/*.ops.spec.ts'],
      testPathIgnorePatterns: ignored,
      transform: nodeTransform,
      transformIgnorePatterns,
      moduleNameMapper,
      setupFilesAfterEnv: failOnUnhandled,
    },
  ],
};
