import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS } from './tests/e2e/chromium-args';

// Browser tests against the production build (vite preview) and the local stack in memory.
// Chromium comes from Debian; nothing is downloaded. Debian's headless shell (the package
// chromium-headless-shell, the same Chromium without the desktop browser around it, which is
// what Playwright itself runs headless) takes about 40% less time per test than the full
// browser in headless mode, so it is used when installed; CHROMIUM_PATH overrides both.
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const chromium =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');
const launchOptions = { executablePath: chromium, args: CHROMIUM_ARGS };

// E2E_PORT_OFFSET shifts every port, so two suites (say, two work trees) can run side by side.
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);
const apiPort = 54321 + offset;
const appPort = 4173 + offset;
// Read by tests/e2e/support.ts; the config is loaded in every worker, so they see the same values.
process.env.E2E_API_URL = `http://127.0.0.1:${apiPort}`;
process.env.E2E_INBOX_URL = `http://127.0.0.1:${54324 + offset}`;
process.env.E2E_DB_URL = `postgresql://postgres:postgres@127.0.0.1:${54322 + offset}/postgres`;
const stackEnv = {
  // The tests run the reminders themselves, at the instants they are about.
  REMINDERS_EVERY_MINUTES: '0',
  SUPABASE_API_PORT: String(apiPort),
  SUPABASE_DB_PORT: String(54322 + offset),
  SUPABASE_INBOX_PORT: String(54324 + offset),
};
const outDir = offset ? `node_modules/.e2e/dist-${offset}` : 'dist';
// The build the tests are served, for the one that deploys a new version of it (pwa.spec.ts).
process.env.E2E_DIST_DIR = outDir;
// E2E_BUILT=1: dist already holds the production build for the default ports (CI builds it just
// before, for the size budget), so it is served as it is rather than built a second time.
const serveBuilt = !offset && process.env.E2E_BUILT === '1';

export default defineConfig({
  testDir: 'tests/e2e',
  // Each run empties its output folder first, so side-by-side runs need their own.
  outputDir: offset ? `test-results/run-${offset}` : 'test-results/run',
  fullyParallel: false,
  // One by default; CI runs two (E2E_WORKERS=2), one a core, each spec file in one of them. The
  // tests share the one stack and make their own users, so no two of them touch the same rows.
  workers: Number(process.env.E2E_WORKERS ?? 1),
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? 'list' : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://localhost:${appPort}`,
    // A trace records a screenshot and the DOM at every action: five journeys at both sizes took
    // 3.4 and 4.1 min with it, 2.8 and 2.7 without. .ci/run, whose output is text, records one
    // only for a retry (E2E_TRACE=on-first-retry); locally a failed test keeps its trace.
    trace: process.env.E2E_TRACE === 'on-first-retry' ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    // Every test's context is a first visit, whose service worker would precache the whole build
    // (2.2 MB, some 260 files) in the background and then serve the app's scripts past page.route.
    // The worker has its own journeys (pwa.spec.ts, console.spec.ts), which allow it.
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions },
    },
    {
      name: 'mobile',
      use: { ...devices['Pixel 5'], viewport: { width: 393, height: 851 }, launchOptions },
    },
  ],
  webServer: [
    {
      command: 'npm run supabase:local -- --memory',
      env: stackEnv,
      url: `http://127.0.0.1:${apiPort}/auth/v1/health`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      command: `${serveBuilt ? '' : `npx vite build --outDir ${outDir} && `}npx vite preview --outDir ${outDir} --port ${appPort}`,
      env: { VITE_SUPABASE_URL: `http://127.0.0.1:${apiPort}` },
      url: `http://localhost:${appPort}`,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
    },
  ],
});
