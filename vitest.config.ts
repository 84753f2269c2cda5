import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            environment: 'jsdom',
            include: ['src/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
            setupFiles: ['tests/setup/dom.ts'],
            // A bound for a test that hangs, not a speed check: a component test beside a
            // browser suite on two cores can take several times its usual second.
            testTimeout: 20_000,
            benchmark: { include: ['src/**/*.bench.{ts,tsx}'] },
          },
        },
        {
          extends: true,
          test: {
            name: 'db',
            environment: 'node',
            include: ['tests/db/**/*.test.ts'],
            // The stack's own benchmark is `npm run bench:stack`; `vitest bench` runs the app's.
            benchmark: { include: [] },
            globalSetup: ['tests/db/global-setup.ts'],
            testTimeout: 60_000,
            hookTimeout: 120_000,
            // Every db test file talks to the one local stack started by the global setup.
            fileParallelism: false,
          },
        },
      ],
    },
  }),
);
