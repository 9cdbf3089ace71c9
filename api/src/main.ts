import './productionMode.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/open.ts';
import { migrate } from './db/migrate.ts';
import { buildApp } from './app.ts';
import { selectPrintProvider } from './providers/print/selectPrintProvider.ts';
import { syncCatalogue } from './catalog/syncCatalogue.ts';
import { selectMailer } from './mail/selectMailer.ts';
import { selectPaymentGateway } from './providers/payment/selectPaymentGateway.ts';
import { selectTaxProvider } from './providers/tax/selectTaxProvider.ts';
import { createJobRunner } from './jobs/jobRunner.ts';
import { loadCheckoutOptions } from './checkout/options.ts';
import { requeueUnfinished } from './orders/fulfilment.ts';
import { loadSharedSecrets } from './cluster/sharedSecrets.ts';
import { connectRedis } from './cluster/redis.ts';
import { listenForCatalogChanges, REVIEWS_CHANNEL } from './cluster/cacheInvalidation.ts';
import { databaseRegistry, prewarmCandidate } from './remotes/registry.ts';
import { seedRegistry } from './remotes/seedRegistry.ts';
import { alertRefusedShell } from './remotes/shellBuild.ts';
import { CANDIDATE_CHANNEL, REMOTES_CHANNEL } from './remotes/registryStore.ts';
import { sweepStaleClaimsEvery } from './payments/staleClaims.ts';
import { catalogCache } from './catalog/catalogCache.ts';
import { metricsStartLine, startMetricsServer } from './cluster/metricsAccess.ts';
import type { Server } from 'node:http';
import { isDatabaseUnavailable } from './db/unavailable.ts';
import { loggableError } from './http/errorHandling.ts';
import { holdEmbeddedLock } from './db/embeddedLock.ts';
import { interruptStaleRuns } from './backups/backupRuns.ts';
import { ensureAdmin, ensureAdminMessages } from './admin/roles.ts';
import { recoverInterruptedSyncs } from './admin/catalogueSyncRuns.ts';
import { publicUrlWarning } from './mail/publicUrlCheck.ts';
import { seedDemoOrders } from './admin/demoOrders.ts';
import { cancelUnpaidOrdersEvery } from './orders/cancelUnpaid.ts';
import { keyLegacyRefreshTokens } from './auth/refreshTokens.ts';
import { stopOnSignals } from './lifecycle/stopOnSignals.ts';
import { componentLog, lifecycleLog } from './log.ts';

// every start-up line is the one JSON format, by the part of the store it concerns
const log = lifecycleLog();
const dbLog = componentLog('db');

// pg-boss's worker can reject outside any caller (marking a job failed while the database is away):
// that is an outage the pool recovers from, not a reason to crash the instance. Anything else still crashes.
process.on('unhandledRejection', (err) => {
  if (isDatabaseUnavailable(err)) return void dbLog.error({ code: (err as { code?: string }).code ?? 'connection' }, 'database unavailable in a background task');
  // code and message only: a driver error object carries the query's parameters
  log.fatal({ err: loggableError(err) }, 'unhandled rejection');
  process.exit(1);
});

/** Start: migrate, import the provider's catalogue when it changed, then serve API + store front. */
async function main() {
  // first: a signal during start-up must not take the default action (dying with the database open)
  const signals = stopOnSignals();
  const config = loadConfig();
  const db = await openDatabase(config);
  if (!config.databaseUrl) holdEmbeddedLock(config.dataDir);
  const applied = await migrate(db);
  if (applied.length) dbLog.info({ migrations: applied }, 'migrations applied');
  // the embedded lock proves no other process has the database: a backup still 'running' died with its store
  if (!config.databaseUrl) await interruptStaleRuns(db, { all: true });
  // and so did a catalogue sync still 'running': its run is filed interrupted, its staging tables dropped
  if (!config.databaseUrl) await recoverInterruptedSyncs(db);
  // every instance signs and checks tokens with the same keys (env, else the database)
  await loadSharedSecrets(db, config.secrets);
  // refresh tokens stored before they were keyed with the signing key keep working (once per row)
  const keyedNow = await keyLegacyRefreshTokens(db, config.secrets.jwt);
  if (keyedNow) componentLog('auth').info({ tokens: keyedNow }, 'refresh tokens keyed with the signing key');
  // the sandbox gateway's ledger and the local provider's orders live in the database: any instance sees them
  // The owner's admin account from the environment (issue #15); the address is not logged.
  if (process.env.ADMIN_EMAIL && process.env.ADMIN_PASSWORD) {
    const result = await ensureAdmin(db, process.env.ADMIN_EMAIL, process.env.ADMIN_PASSWORD);
    const adminLog = componentLog('admin');
    if (result === 'refused-existing') adminLog.error(ensureAdminMessages[result]);
    else adminLog.info(ensureAdminMessages[result]);
  }
  const print = selectPrintProvider(config, process.env, db);
  // this app's catalogue cache, with Redis (when configured) as its shared tier, before the import clears it
  const redis = connectRedis(config.redisUrl);
  const catalog = catalogCache({ budget: config.catalogCache, shared: redis });
  if (await syncCatalogue(db, print, catalog)) componentLog('catalogue').info({ provider: print.name }, 'catalogue imported from the provider');
  if (config.demoOrders) {
    const made = await seedDemoOrders(db);
    if (made) componentLog('demo').info({ orders: made }, 'demo orders of the last four weeks added for the back office');
  }

  // The registry of remotes: this checkout's builds (or REMOTE_*_URL) unless a deploy is live.
  // a changed shell build is trusted only with a reason (SHELL_DEPLOY_REASON); otherwise refused, and the owner told below
  const remotesLog = componentLog('remotes');
  const seeded = await seedRegistry(db, { frontendsRoot: config.frontendsRoot, defaults: config.remotes, publicUrl: config.publicUrl, log: (line) => remotesLog.info(line), shellReason: process.env.SHELL_DEPLOY_REASON });
  const remotes = databaseRegistry(db, { log: (line) => remotesLog.info(line) });
  await remotes.ready;
  // another instance's deploy or rollback reaches this one through NOTIFY, within a second; a build the
  // gate is checking is loaded meanwhile, so the change finds it warm (#39 item 3)
  const listener = config.databaseUrl
    ? listenForCatalogChanges(config.databaseUrl, () => catalog.clear(), undefined, {
        [REMOTES_CHANNEL]: () => void remotes.refresh().catch(() => {}),
        [REVIEWS_CHANNEL]: () => catalog.reviewsChanged(),
        [CANDIDATE_CHANNEL]: (payload) => void prewarmCandidate(remotes, payload),
      })
    : undefined;

  const mail = selectMailer(config);
  await alertRefusedShell({ db, config, mail }, seeded.shell);
  const urlWarning = publicUrlWarning(config.publicUrl);
  if (urlWarning) componentLog('mail').warn(urlWarning);
  const payment = selectPaymentGateway(config.paymentGateway, process.env, db);
  // the local gateway (demo default) runs its own HTTP service on its own port and origin
  await payment.start?.();
  // an unknown TAX_PROVIDER stops the start here rather than at the first order
  const tax = selectTaxProvider(config.taxProvider, db);
  const checkout = loadCheckoutOptions();
  const jobs = createJobRunner(db, { pollSeconds: checkout.jobPollSeconds });
  let draining = false;
  const app = await buildApp({ config, db, print, catalog, mail, payment, tax, jobs, checkout, redis, remotes, draining: () => draining }, { frontends: true, logger: true });
  // A stop signal (SIGTERM, SIGINT, SIGHUP) drains: /api/ready turns 503 so the balancer stops sending new requests, in-flight ones
  // finish (app.close waits for them), the job worker stops (jobs under way get JOB_STOP_GRACE_MS to finish and
  // record their outcome: jobs/jobRunner.ts), then the database closes.
  const drainDelayMs = Number(process.env.DRAIN_DELAY_MS ?? 0);
  let metricsServer: Server | undefined;
  const close = async () => {
    draining = true;
    if (drainDelayMs > 0) await new Promise((r) => setTimeout(r, drainDelayMs));
    await app.close();
    await payment.stop?.();
    metricsServer?.close();
    await jobs.stop();
    await listener?.stop();
    remotes.stop();
    await redis.close();
    await db.close();
    log.info('drained and stopped');
  };
  if (signals.whenReady(close)) return;
  await app.listen({ port: config.port, host: config.host });
  if (config.metrics.port !== undefined) metricsServer = await startMetricsServer(config);
  componentLog('metrics').info(metricsStartLine(config));
  // pending fulfilment / tracking / reconciliation jobs resume after a restart
  // a job-queue failure must not take the store down: log it; the next enqueue retries the start
  await jobs
    .start()
    .then(() => requeueUnfinished({ db, jobs }))
    .then(() => sweepStaleClaimsEvery({ db, jobs }))
    .then(() => cancelUnpaidOrdersEvery(db, config.unpaidOrderCancelHours))
    .catch((err: unknown) => componentLog('jobs').error({ err: loggableError(err) }, 'the job queue could not start'));
  log.info({ port: config.port, database: db.kind }, `Store ready on http://localhost:${config.port} (database: ${db.kind})`);
}

main().catch((err: unknown) => {
  log.fatal({ err: loggableError(err) }, 'start failed');
  process.exit(1);
});
