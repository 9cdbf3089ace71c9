import { defineConfig } from '@playwright/test';

// Browser journeys against the production build that `npm start` serves. Debian's Chromium,
// never a downloaded browser. E2E_PORT lets several runs coexist on one machine.
const port = Number(process.env.E2E_PORT ?? 8090);
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
    { name: 'journeys', testIgnore: /deploy-one-remote|admin-back-office|impatient-journeys/ },
    // #23: the main shopper journeys again, acting before the page is live (on time and with scripts held back)
    { name: 'impatient', testMatch: /impatient-journeys\.spec\.ts/ },
    { name: 'redeploy', testMatch: /deploy-one-remote\.spec\.ts/, dependencies: ['journeys', 'back-office', 'impatient'] },
    { name: 'back-office', testMatch: /admin-back-office\.spec\.ts/, dependencies: ['journeys'] },
  ],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic'],
    },
  },
  webServer: {
    // A fresh embedded database per run; the build is done by `npm run test:e2e` beforehand.
    command: `rm -rf .data/e2e-${port} && node scripts/start.mjs`,
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: { PORT: String(port), DATA_DIR: `.data/e2e-${port}`, SKIP_BUILD: '1', LOG_LEVEL: 'warn',
      // the local card gateway (tokenizer + charges) on its own port, so its origin differs from the store's
      SANDBOX_GATEWAY_PORT: process.env.E2E_GATEWAY_PORT ?? String(port + 1000),
      // orders advance through production in seconds, so a journey can watch one reach 'fulfilled'
      LOCAL_FULFILMENT_STEP_MS: '3000', PARTNER_POLL_SECONDS: '1', JOB_POLL_SECONDS: '0.5',
      // the store owner's account for the back-office journeys, created at start as ADMIN_EMAIL does for a container
      ADMIN_EMAIL: 'owner@e2e.example.com', ADMIN_PASSWORD: 'owner-e2e-password-1',
    },
  },
});
