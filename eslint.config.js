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

// The import direction of docs/architecture.md (docs/decisions/012-feature-folders-and-import-rules.md): app -> features -> shared code (components, lib, types).
const architectureZones = [
  ...['./src/components', './src/lib', './src/types'].map((target) => ({
    target,
    from: ['./src/features', './src/app'],
    message: 'Shared code must not depend on features or the app shell.',
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
    files: ['src/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended],
  },
  {
    files: nodeFiles,
    languageOptions: { globals: globals.node },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({
          alias: { '@': [srcDir] },
          extensions: ['.ts', '.tsx', '.js'],
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: architectureZones }],
      'import-x/no-cycle': 'error',
    },
  },
);
