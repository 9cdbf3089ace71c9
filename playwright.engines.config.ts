import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import type { Engine } from './e2e/engines/driver.ts';
import { e2eOwner } from './scripts/e2e-server.mjs';

// The smoke journeys of issue #23 item 6 in three engines (e2e/engines/): Chromium and Firefox ESR
// through puppeteer-core, WebKitGTK through WebdriverIO, all from Debian. Playwright only runs them
// (time limits, retries, the JSON report). It serves the existing build: `npm test` builds once
// (in test:e2e) before; alone, run `npm run build` first.
const port = Number(process.env.ENGINES_PORT ?? 8091);
if (!existsSync(new URL('./shell/dist', import.meta.url))) throw new Error('no build to serve: run `npm run build` first');

export default defineConfig<object, { engine: Engine }>({
  testDir: './e2e/engines/journeys',
  testMatch: '**/*.journey.ts',
  fullyParallel: false,
  // one browser at a time: the machine is shared, and each engine finishes in about a minute
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 120_000,
  reporter: [['list'], ['json', { outputFile: '.ci-out/engines.json' }]],
  projects: [
    { name: 'chromium', use: { engine: 'chromium' } },
    { name: 'firefox', use: { engine: 'firefox' } },
    { name: 'webkit', use: { engine: 'webkit' } },
  ],
  // beside, not inside, the Chromium journeys' folder: each run empties its own output folder
  outputDir: 'test-results/engines',
  use: { baseURL: `http://localhost:${port}` },
  webServer: {
    command: `rm -rf .data/engines-${port} && node scripts/start.mjs`,
    url: `http://localhost:${port}/api/health`,
    // ENGINES_REUSE_SERVER=1: journeys against a store already running on the port (while writing them)
    reuseExistingServer: Boolean(process.env.ENGINES_REUSE_SERVER),
    timeout: 120_000,
    // the owner's account for the back-office journey, as the Chromium journeys' server has it
    env: { PORT: String(port), DATA_DIR: `.data/engines-${port}`, SKIP_BUILD: '1', LOG_LEVEL: 'warn', ADMIN_EMAIL: e2eOwner.email, ADMIN_PASSWORD: e2eOwner.password },
  },
});
