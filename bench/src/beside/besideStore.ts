import '../../../api/src/productionMode.ts';
import { loadConfig } from '../../../api/src/config.ts';
import { openDatabase } from '../../../api/src/db/open.ts';
import { holdEmbeddedLock } from '../../../api/src/db/embeddedLock.ts';
import { migrate } from '../../../api/src/db/migrate.ts';
import { buildApp } from '../../../api/src/app.ts';
import { createLocalPrintProvider } from '../../../api/src/providers/print/local/localPrintProvider.ts';
import { syncCatalogue } from '../../../api/src/catalog/syncCatalogue.ts';
import { catalogCache } from '../../../api/src/catalog/catalogCache.ts';
import { createOutboxMailer } from '../../../api/src/mail/outboxMailer.ts';
import { createSandboxGateway } from '../../../api/src/providers/payment/sandbox/sandboxGateway.ts';
import { createJobRunner } from '../../../api/src/jobs/jobRunner.ts';
import { loadCheckoutOptions } from '../../../api/src/checkout/options.ts';
import { localBackupStore } from '../../../api/src/backups/localBackupStore.ts';
import { writeBackup } from '../../../api/src/backups/writeBackup.ts';
import type { PrintProvider } from '../../../api/src/providers/print/printProvider.ts';
import { leaves, productPath } from '@store/shared/rules';
import { growCatalogue } from '../growth/seed.ts';
import { join } from 'node:path';
import { constants as perfConstants, monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';
import { componentLog } from '../../../api/src/log.ts';

/**
 * The store as `npm start` assembles it (api/src/main.ts: the database, the demo provider, the
 * store front with its page cache and render threads, jobs), listening on PORT,
 * with two bench-only commands over IPC: take a backup the way the running store does, and run a
 * full catalogue sync of `BESIDE_SIZE` products (what "Sync now" runs). The catalogue is the
 * growth section's (growth/seed.ts). `BESIDE_SEED=1` only seeds the data directory and exits.
 */
const size = Number(process.env.BESIDE_SIZE ?? 100_000);
const config = loadConfig();
const db = await openDatabase(config);
holdEmbeddedLock(config.dataDir);
await migrate(db);
const local = createLocalPrintProvider({ db });
const catalog = catalogCache({ budget: config.catalogCache });

/** The demo provider listing the growth catalogue too (the same rows growCatalogue wrote, by id). */
function growthProvider(): PrintProvider {
  return {
    ...local,
    catalogue: {
      catalogueVersion: async () => `growth-${size}-${Date.now()}`,
      async *listProducts() {
        const demo = [];
        for await (const p of local.catalogue.listProducts()) {
          demo.push(p);
          yield p;
        }
        for (let g = 1; g <= size; g++) {
          const like = demo[g % demo.length];
          // every row changes (its title), but each stays in the category the seed gave it: a product
          // moved to another category answers 404 at its old address (#24 item 3), which the probe's
          // product pages, picked before the sync, would count as failures
          yield { ...like, id: `bench-${String(g).padStart(7, '0')}`, title: `${like.title} ${g}`, category: leaves[g % leaves.length]!.slug };
        }
      },
      listBlueprints: () => local.catalogue.listBlueprints(),
    },
  };
}

if (process.env.BESIDE_SEED === '1') {
  await syncCatalogue(db, local, catalog);
  await growCatalogue(db, size);
  await db.close();
  process.exit(0);
}

// no card service of its own (its port would be one more to find free): the writers save to wishlists
const payment = createSandboxGateway();
const checkout = loadCheckoutOptions();
const jobs = createJobRunner(db, { pollSeconds: checkout.jobPollSeconds });
const mail = createOutboxMailer(join(config.dataDir, 'outbox'));
const app = await buildApp({ config, db, print: local, catalog, mail, payment, jobs, checkout }, { frontends: true });
await app.listen({ port: config.port, host: '127.0.0.1' });
await jobs.start();

// BESIDE_PHASES=1: each phase of the sync as a log line (syncProbe.ts lines the holds up with them)
let phase = '';
const onProgress = (p: { phase: string }) => {
  if (process.env.BESIDE_PHASES !== '1' || p.phase === phase) return;
  phase = p.phase;
  componentLog('bench').warn({ phase }, 'sync phase');
};

// how long the HTTP thread's event loop was late, per phase: a probe's slow answer is the store's
// (this figure) or the machine's and the bench client's (the rest)
const loopDelay = monitorEventLoopDelay({ resolution: 10 });
loopDelay.enable();
// and how much of that was the HTTP thread's garbage collector (its longest pause, its major ones)
let gc = { longest: 0, major: 0 };
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) {
    gc.longest = Math.max(gc.longest, e.duration);
    if ((e as PerformanceEntry & { detail?: { kind?: number } }).detail?.kind === perfConstants.NODE_PERFORMANCE_GC_MAJOR) gc.major += 1;
  }
}).observe({ entryTypes: ['gc'] });

process.on('message', (msg: { id: number; op: 'paths' | 'backup' | 'sync' | 'stop' | 'loop' }) => {
  const t0 = performance.now();
  const run = async () => {
    if (msg.op === 'loop') {
      const seen = { p99: loopDelay.percentile(99) / 1e6, max: loopDelay.max / 1e6, gcLongest: gc.longest, gcMajor: gc.major };
      loopDelay.reset();
      gc = { longest: 0, major: 0 };
      return seen;
    }
    if (msg.op === 'paths') {
      const rows = await db.query<{ id: string; title: string; category: string }>(`SELECT id, title, category FROM products WHERE id LIKE 'bench-%' ORDER BY random() LIMIT 3000`);
      return { paths: rows.map((r) => productPath({ category: r.category, title: r.title, productId: r.id })) };
    }
    if (msg.op === 'backup') {
      const out = await writeBackup(db, { dataDir: config.dataDir, store: localBackupStore(join(config.dataDir, 'backups')), passphrase: 'bench passphrase' });
      return { holdMs: out.holdMs ?? null, size: out.size };
    }
    if (msg.op === 'sync') return { changed: await syncCatalogue(db, growthProvider(), catalog, { force: true, onProgress }) };
    await app.close();
    await jobs.stop();
    await db.close();
    return {};
  };
  run().then(
    (value) => process.send!({ id: msg.id, ok: true, ms: performance.now() - t0, value }),
    (err: Error) => process.send!({ id: msg.id, ok: false, ms: performance.now() - t0, error: `${err.name}: ${err.message}` }),
  );
});
process.send!({ ready: true, port: config.port });
