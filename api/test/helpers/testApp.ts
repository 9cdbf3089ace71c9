import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.ts';
import { loadConfig, type Config } from '../../src/config.ts';
import type { Db } from '../../src/db/db.ts';
import type { Deps } from '../../src/deps.ts';
import { syncCatalogue } from '../../src/catalog/syncCatalogue.ts';
import { catalogCache } from '../../src/catalog/catalogCache.ts';
import { createLocalPrintProvider } from '../../src/providers/print/local/localPrintProvider.ts';
import type { TestDatabase } from './testDatabases.ts';
import { createOutboxMailer } from '../../src/mail/outboxMailer.ts';
import { createSandboxGateway } from '../../src/providers/payment/sandbox/sandboxGateway.ts';
import { sandboxTokenizer } from '../../src/providers/payment/sandbox/sandboxGatewayClient.ts';
import { gatewayKeys } from './localGateway.ts';
import { createJobRunner } from '../../src/jobs/jobRunner.ts';
import { loadCheckoutOptions } from '../../src/checkout/options.ts';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  deps: Deps;
  close(): Promise<void>;
}

/** A test configuration: its own temp data dir, fixed secrets, nothing read from the machine. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  const dataDir = mkdtempSync(join(tmpdir(), 'store-test-'));
  return {
    // no render threads unless a suite asks: several suites' fake shells read this process's globals
    ...loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'test-jwt-secret-0123456789abcdef0123456789', OTP_SECRET: 'test-otp-secret', WEBHOOK_SECRET: 'test-webhook-secret', PORT: '0', RENDER_THREADS: '0' }),
    ...overrides,
  };
}

/**
 * The API on a fresh migrated database with the demo catalogue imported. `deps` overrides let a
 * suite swap a provider for a local fake.
 */
export async function startTestApp(
  database: TestDatabase,
  overrides: Partial<Deps> = {},
  opts: { seed?: boolean; logStream?: { write(line: string): void }; frontends?: boolean; workers?: boolean } = {},
): Promise<TestApp> {
  const db = await database.open();
  const print = overrides.print ?? createLocalPrintProvider();
  const config = overrides.config ?? testConfig();
  // each test app its own catalogue cache, as each instance of the store has
  const catalog = overrides.catalog ?? catalogCache({ budget: config.catalogCache, shared: overrides.redis });
  if (opts.seed !== false) await syncCatalogue(db, print, catalog);
  // Mail lands in the temp data dir's outbox unless a suite passes its own mailer (e.g. SMTP).
  const mail = overrides.mail ?? createOutboxMailer(join(config.dataDir, 'outbox'));
  // Checkout: sandbox gateway, jobs on this database (started lazily), fast polling.
  // (its tokenizer is not served: suites that go through the browser's path start one, helpers/localGateway.ts)
  const payment = overrides.payment ?? createSandboxGateway(undefined, { tokenizer: (host) => sandboxTokenizer({ url: 'http://127.0.0.1:9', keys: gatewayKeys }, host) });
  const checkout = overrides.checkout ?? loadCheckoutOptions({ JOB_POLL_SECONDS: '0.5', PARTNER_POLL_SECONDS: '1', PAYMENT_RECONCILE_SECONDS: '1' });
  const jobs = overrides.jobs ?? createJobRunner(db, { pollSeconds: checkout.jobPollSeconds });
  const deps: Deps = { config, db, print, catalog, mail, payment, jobs, checkout, ...overrides } as Deps;
  const app = await buildApp(deps, { logStream: opts.logStream, frontends: opts.frontends, workers: opts.workers });
  await app.ready();
  return {
    app,
    db,
    deps,
    async close() {
      await app.close();
      await db.close();
    },
  };
}
