import { loadConfig } from './config.ts';
import { openDatabase } from './db/open.ts';
import { migrate } from './db/migrate.ts';
import { buildApp } from './app.ts';
import { selectPrintProvider } from './providers/print/selectPrintProvider.ts';
import { syncCatalogue } from './catalog/syncCatalogue.ts';
import { selectMailer } from './mail/selectMailer.ts';
import { selectPaymentGateway } from './providers/payment/selectPaymentGateway.ts';
import { createJobRunner } from './jobs/jobRunner.ts';
import { loadCheckoutOptions } from './checkout/options.ts';
import { requeueUnfinished } from './orders/fulfilment.ts';

/** Start: migrate, import the provider's catalogue when it changed, then serve API + store front. */
async function main() {
  const config = loadConfig();
  const db = await openDatabase(config);
  const applied = await migrate(db);
  if (applied.length) console.log(`[db] applied ${applied.join(', ')}`);
  const print = selectPrintProvider(config);
  if (await syncCatalogue(db, print)) console.log(`[catalogue] imported from provider "${print.name}"`);

  const mail = selectMailer(config);
  const payment = selectPaymentGateway(config.paymentGateway);
  const checkout = loadCheckoutOptions();
  const jobs = createJobRunner(db, { pollSeconds: checkout.jobPollSeconds });
  const app = await buildApp({ config, db, print, mail, payment, jobs, checkout }, { frontends: true, logger: true });
  // Stop taking requests, let running jobs finish or time out, then close the database.
  const close = async () => {
    await app.close();
    await jobs.stop();
    await db.close();
    process.exit(0);
  };
  process.once('SIGINT', close);
  process.once('SIGTERM', close);
  await app.listen({ port: config.port, host: config.host });
  // pending fulfilment / tracking / reconciliation jobs resume after a restart
  // a job-queue failure must not take the store down: log it; the next enqueue retries the start
  await jobs
    .start()
    .then(() => requeueUnfinished({ db, jobs }))
    .catch((err: Error) => console.error('[jobs] could not start:', err.message));
  console.log(`Store ready on http://localhost:${config.port} (database: ${db.kind})`);
}

main().catch((err: unknown) => {
  console.error('[start] failed:', err);
  process.exit(1);
});
