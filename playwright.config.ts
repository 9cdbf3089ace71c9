import { defineConfig } from '@playwright/test';
import { e2ePort, e2eServerEnv } from './scripts/e2e-server.mjs';

// Browser journeys against the production build that `npm start` serves. Debian's Chromium,
// never a downloaded browser. E2E_PORT lets several runs coexist on one machine.
const port = e2ePort();
export const baseURL = `http://localhost:${port}`;

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: process.env.CI ? 2 : 2,
  retries: process.env.CI ? 1 : 0,
  // Journeys share 2 cores with the server and a second browser; axe alone can take 25 s on a full
  // page then. Speed is measured in bench/, so a journey's time limit only catches a hang.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: '.ci-out/playwright.json' }]],
  // The deploy journey changes the live catalog for the whole server, so it runs after every other one.
  // The back-office journeys change what shoppers see (a published post, a hidden product), so they
  // run after the shoppers' journeys; the deploy one changes a remote, so it runs last.
  projects: [
    { name: 'journeys', testIgnore: /deploy-one-remote|admin-back-office|admin-long-work-first-paint|impatient-journeys|payment-scripts/ },
    // #23: the main shopper journeys again, acting before the page is live (on time and with scripts held back)
    { name: 'impatient', testMatch: /impatient-journeys\.spec\.ts/ },
    { name: 'redeploy', testMatch: /deploy-one-remote\.spec\.ts/, dependencies: ['journeys', 'back-office', 'impatient'] },
    // with the first-paint sync and backup: one of each runs at a time (409), so never beside admin-long-work / admin-backups
    { name: 'back-office', testMatch: /admin-back-office\.spec\.ts|admin-long-work-first-paint\.spec\.ts/, dependencies: ['journeys'] },
    // #27: changes a checkout file on disk, then deploys checkout: after everything else, alone
    { name: 'payment-scripts', testMatch: /payment-scripts\.spec\.ts/, dependencies: ['redeploy'] },
  ],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic'],
    },
  },
  // E2E_REUSE_SERVER=1: a store already runs on E2E_PORT (`npm run test:composed` started it and deployed remotes to it)
  webServer: process.env.E2E_REUSE_SERVER
    ? undefined
    : {
        // A fresh embedded database per run; the build is done by `npm run test:e2e` beforehand.
        command: `rm -rf .data/e2e-${port} && node scripts/start.mjs`,
        url: `${baseURL}/api/health`,
        reuseExistingServer: false,
        timeout: 120_000,
        env: e2eServerEnv(port),
      },
});
