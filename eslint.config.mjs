// One lint setup for every workspace. The boundary rules are what keep the architecture honest:
// test/lint/eslint-rules.unit.spec.ts proves each of them fires.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import jest from 'eslint-plugin-jest';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import prettier from 'eslint-config-prettier';

const features = readdirSync(new URL('./frontend/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// The backend's bounded contexts: every folder of backend/src but the shared kernels, which use a
// context through its public API too. testing/ (test support) may reach in, as specs may; cli/ is a
// composition root, as app.module.ts and main.ts are.
const SHARED_KERNELS = ['shared', 'infrastructure', 'config', 'web'];
const SHARED_KERNELS_AND_ROOTS = [...SHARED_KERNELS, 'testing', 'cli'];
const backendSrc = fileURLToPath(new URL('./backend/src', import.meta.url));
const contexts = readdirSync(backendSrc, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !SHARED_KERNELS_AND_ROOTS.includes(entry.name))
  .map((entry) => entry.name);

const workspaceZones = [
  {
    target: './projections',
    from: ['./backend', './frontend', './test'],
    message: 'projections depends on no other workspace (docs/architecture.md): move the shared code into projections.',
  },
  {
    target: './backend',
    from: ['./frontend', './test'],
    message: 'the backend reaches the front end over HTTP only.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'backend/dist-bench/**',
      'data/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
    },
    languageOptions: { globals: { ...globals.node } },
    rules: {
      'no-console': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false },
      ],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...workspaceZones,
            ...features.map((feature) => ({
              target: `./frontend/src/features/${feature}`,
              from: './frontend/src/features',
              except: [`./${feature}`],
              message: 'a feature never imports another feature: move what both need to components/ or lib/.',
            })),
          ],
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@ticketshop/backend', '@ticketshop/backend/*'], message: 'nothing imports the backend.' },
          ],
        },
      ],
    },
  },
  {
    // A context (or a shared kernel) uses a context only through its public-api.ts (and its Nest
    // module, to import what it provides); tests may reach in to arrange and observe.
    files: ['backend/src/**/*.ts'],
    ignores: ['**/*.spec.ts', 'backend/src/*/testing/**'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...workspaceZones,
            ...contexts.map((context) => ({
              target: [...contexts.filter((other) => other !== context), ...SHARED_KERNELS].map(
                (other) => `./backend/src/${other}`,
              ),
              from: `${backendSrc}/${context}/**`,
              except: [`${backendSrc}/${context}/public-api.*`, `${backendSrc}/${context}/**/*.module.ts`],
              message: `another context's internals: import from ${context}/public-api.ts (docs/architecture.md, "Bounded contexts").`,
            })),
          ],
        },
      ],
    },
  },
  {
    // NestJS injects by the parameter's runtime class, so constructor types must stay value imports.
    files: ['backend/src/**/*.ts'],
    rules: { '@typescript-eslint/consistent-type-imports': 'off' },
  },
  {
    // The read side is typed by ReadModelDatabase (projections): a table or column that is not there
    // must fail the build. So no untyped Kysely, no query builder over `any`, no table name cast away.
    files: ['backend/src/**/*.ts', 'projections/src/**/*.ts', 'test/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'TSTypeReference[typeName.name=/^(Kysely|Transaction|\\w+QueryBuilder)$/] TSAnyKeyword',
          message: 'type the database by ReadModelDatabase (or ReadModelTables in a projector), not any.',
        },
        {
          selector:
            'CallExpression[callee.property.name=/^(selectFrom|insertInto|updateTable|deleteFrom|with)$/] > TSAsExpression',
          message: 'name a table of ReadModelDatabase; a table of its own is added with withTables<…>().',
        },
      ],
    },
  },
  {
    // No disabling the rules above (or no-explicit-any) where the read models are written and read.
    files: [
      'projections/src/**/*.ts',
      'backend/src/**/*.queries.ts',
      'backend/src/**/queries/**/*.ts',
      'backend/src/**/*.handler.ts',
    ],
    ignores: ['**/*.spec.ts'],
    linterOptions: { noInlineConfig: true },
  },
  {
    files: ['frontend/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    files: ['**/*.spec.ts', '**/*.spec.tsx', '**/*.conformance.ts', '**/test/**/*.ts', '**/test/**/*.tsx'],
    plugins: { jest },
    languageOptions: { globals: { ...globals.jest } },
    rules: {
      'jest/no-focused-tests': 'error',
      'jest/no-disabled-tests': 'error',
      'jest/no-identical-title': 'error',
      'jest/valid-expect': 'error',
      // Every test asserts: through `expect` (jest's or Playwright's), supertest's `.expect(…)`, a spec's own
      // `expect…` helper, or a decider spec's `given(…).when(…).then…`. Playwright's `test` counts as a test.
      'jest/expect-expect': [
        'error',
        {
          assertFunctionNames: ['expect', 'expect*', '**.expect', 'given.**.then*'],
          additionalTestBlockFunctions: ['test'],
        },
      ],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  prettier,
);
