import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const srcDir = path.join(import.meta.dirname, 'src');
const features = fs
  .readdirSync(path.join(srcDir, 'features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// The import direction of docs/architecture.md (docs/decisions/012-feature-folders-and-import-rules.md):
// app -> features -> shared code (components, lib, types); test helpers only from tests; and the
// borders between the app, the edge function's shared code, the local stack and the scripts.
const appZones = [
  ...['./src/components', './src/lib', './src/types'].map((target) => ({
    target,
    from: ['./src/features', './src/app', './src/testing'],
    message: 'Shared code must not depend on features, the app shell or test helpers.',
  })),
  { target: './src/features', from: './src/app', message: 'Features must not depend on the app shell.' },
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [
      `./${feature}`,
      ...features.filter((other) => other !== feature).map((other) => `./${other}/index.ts`),
    ],
    message: 'Use another feature only through its index.ts.',
  })),
  {
    target: './src',
    from: './supabase',
    except: [
      './functions/_shared/assistant/contract.ts',
      './functions/_shared/calendar',
      './functions/_shared/money.ts',
      './functions/_shared/finance',
      './functions/_shared/consultations/topics.ts',
      './functions/_shared/agents/funnel.ts',
      './functions/_shared/paths.ts',
      './functions/_shared/one-line.ts',
      './functions/_shared/career/states.ts',
      './functions/_shared/career/links.ts',
    ],
    message:
      'The app reaches the backend only through supabase-js and what @shared holds for both (the assistant contract, calendar rules, money, the finance sums, the consultation topics, the agent funnel, the route paths, the one-line rule, the career interest lists and links).',
  },
  { target: './src', from: ['./scripts', './tests'], message: 'The app imports no scripts or tests.' },
];
// Only tests, benchmarks and the helpers themselves may use src/testing.
const runtimeZones = [
  { target: './src', from: './src/testing', message: 'Test helpers are for tests only.' },
];
const backendZones = [
  {
    target: './supabase/functions',
    from: ['./src', './supabase/local', './scripts', './tests'],
    message: 'The edge function deploys on its own: it imports only its own code and npm packages.',
  },
  {
    target: './supabase/local',
    from: ['./src', './scripts', './tests'],
    except: ['./types'],
    message: 'The local stack may share the schema types, nothing else of the app.',
  },
  {
    target: ['./src', './supabase', './tests'],
    from: './scripts',
    message: 'Scripts run at build time; nothing imports them.',
  },
];

const nodeFiles = [
  '*.config.{js,ts}',
  'scripts/**/*.ts',
  'supabase/local/**/*.ts',
  'supabase/functions/_shared/**/*.ts',
  'tests/**/*.ts',
];

export default defineConfig(
  globalIgnores([
    'dist',
    'node_modules',
    '.supabase',
    'coverage',
    'scratch',
    'playwright-report',
    'test-results',
    // Deno entry points (Deno globals, npm: specifiers); the code they run lives in
    // supabase/functions/_shared, which is checked like the rest.
    'supabase/functions/*/index.ts',
  ]),
  js.configs.recommended,
  tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: true,
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      // With noUncheckedIndexedAccess, `!` after a length or key check is clearer than a redundant guard.
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'tests/setup/**/*.ts', 'tests/unit/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
  },
  {
    // Plain scripts the service worker imports as they are (public/push-sw.js): no TypeScript
    // project, so the rules that need types are off; the recommended ones still apply.
    files: ['public/**/*.js'],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: { globals: globals.serviceworker },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended],
  },
  {
    files: nodeFiles,
    languageOptions: { globals: globals.node },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'scripts/**/*.ts', 'supabase/**/*.ts', 'tests/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({
          alias: {
            '@': [srcDir],
            '@shared': [path.join(import.meta.dirname, 'supabase/functions/_shared')],
          },
          extensions: ['.ts', '.tsx', '.js'],
        }),
      ],
      // import-x parses only the files these name (by default .js, .mjs and .cjs): without them
      // no-cycle followed no import of ours and a planted cycle passed (tests/unit/lint-rules.test.ts).
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // Follow our own modules only: node_modules' bundles are not ours to check for cycles.
      'import-x/ignore': ['node_modules'],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...appZones, ...backendZones] }],
      'import-x/no-cycle': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/**/*.bench.{ts,tsx}', 'src/testing/**'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...appZones, ...runtimeZones] }],
    },
  },
);
