import type { Config } from './config.ts';
import type { Db } from './db/db.ts';
import type { PrintProvider } from './providers/print/printProvider.ts';
import type { PaymentGateway } from './providers/payment/paymentGateway.ts';
import type { TaxProvider } from './providers/tax/taxProvider.ts';
import type { JobRunner } from './jobs/jobRunner.ts';
import type { CheckoutOptions } from './checkout/options.ts';
import type { Mailer } from './mail/mailer.ts';
import type { CounterStore } from './auth/counterStore.ts';
import type { Cache } from './cluster/redis.ts';
import type { BackupEnv } from './backups/backupSettings.ts';
import type { RemoteRegistry } from './remotes/registry.ts';
import type { CatalogCache } from './catalog/catalogCache.ts';

/** Everything a route needs, passed explicitly (no globals), so tests build the app with fakes. */
export interface Deps {
  config: Config;
  db: Db;
  print: PrintProvider;
  /** card gateway (checkout area) */
  payment: PaymentGateway;
  /** who decides the taxes (TAX_PROVIDER); the owner's table over `db` when absent (orders/orderTax.ts) */
  tax?: TaxProvider;
  /** durable jobs: fulfilment, tracking, payment reconciliation */
  jobs: JobRunner;
  checkout: CheckoutOptions;
  mail: Mailer;
  /** this app's catalogue read cache (catalog/catalogCache.ts): its own entries and generation */
  catalog: CatalogCache;
  /** throttle counters; the database's when absent (auth/counters.ts) */
  counters?: CounterStore;
  /** optional Redis (REDIS_URL): shared catalogue cache; the store works without it */
  redis?: Cache;
  /** the registry of remotes (live versions, manifests); a fixed map of config.remotes when absent */
  remotes?: RemoteRegistry;
  /** true once SIGTERM arrived: /api/ready says 503 so the balancer stops sending new requests */
  draining?: () => boolean;
  /** where backups go and their passphrase; from the environment when absent (backups/backupSettings.ts) */
  backups?: BackupEnv;
}
