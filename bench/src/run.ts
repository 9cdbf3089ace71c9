import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadBenchConfig } from './config.ts';
import { describeCommit, describeMachine, loadAverage1m } from './machine.ts';
import { repoRoot } from './paths.ts';
import { NotAvailable, type Results, type Section } from './results.ts';
import { startStore, waitForStoreFront, type StoreServer } from './server.ts';
import { benchPages, type BenchPage } from './pages.ts';
import { launchChromium } from './browser.ts';
import { runBundle } from './bundle.ts';
import { runLighthouse } from './lighthouse.ts';
import { runDeadWindow } from './deadWindow.ts';
import { runThroughput } from './throughput.ts';
import { runServerCost } from './serverCost.ts';
import { runFlooding, runFreshRender } from './renderFlood.ts';
import { runColdCrawl } from './coldCrawl.ts';
import { withPostgresStore } from './postgresStore.ts';
import { runGrowth } from './growth/growth.ts';
import { runCheckoutLoad } from './checkoutLoad.ts';
import { runClusterBench } from './cluster.ts';
import { runBackupBench } from './backups.ts';
import { runFoundBench } from './foundFiles.ts';
import { runBesideBench } from './besideShoppers.ts';
import { renderReport } from './report.ts';

type Body = () => Promise<Omit<Section, 'seconds'>>;

/** One section: its failure is recorded and the run goes on. */
async function section(id: string, title: string, body: Body): Promise<Section> {
  const t0 = performance.now();
  console.log(`[bench] ${title} …`);
  let out: Section;
  try {
    out = { ...(await body()), seconds: 0 };
  } catch (err) {
    const e = err as Error;
    out = e instanceof NotAvailable
      ? { id, title, status: 'skipped', reason: e.message, figures: [], seconds: 0 }
      : { id, title, status: 'error', reason: `${e.name}: ${e.message}`, figures: [], seconds: 0 };
  }
  out.seconds = (performance.now() - t0) / 1000;
  console.log(`[bench] ${title}: ${out.status}${out.reason ? ` (${out.reason.split('\n')[0]})` : ''} in ${out.seconds.toFixed(0)} s`);
  return out;
}

async function main() {
  const cfg = loadBenchConfig();
  const wanted = (id: string) => !cfg.only || cfg.only.has(id);
  const startedAt = new Date().toISOString();
  const machine = describeMachine();
  const sections: Section[] = [];

  // One store serves the browser sections and the throughput run; checkout gets its own.
  let store: StoreServer | null = null;
  let pages: BenchPage[] = [];
  const needStore = ['bundle', 'lighthouse', 'dead-window', 'throughput', 'server-cost', 'flooding'].some(wanted);
  let storeError: Error | null = null;
  if (needStore) {
    try {
      store = await startStore(cfg.portBase);
      pages = await benchPages(store.baseUrl);
    } catch (err) {
      storeError = err as Error;
    }
  }
  const withStore = (fn: (s: StoreServer) => ReturnType<Body>): Body => async () => {
    if (!store) throw storeError ?? new Error('store not started');
    return fn(store);
  };
  const withFront = (fn: (s: StoreServer) => ReturnType<Body>): Body =>
    withStore(async (s) => {
      await waitForStoreFront(s.baseUrl);
      return fn(s);
    });
  const productNote = (s: Omit<Section, 'seconds'>) =>
    pages.some((p) => p.label === 'product') ? s : { ...s, reason: 'no product in /api/home-products: product page not measured' };

  try {
    if (wanted('bundle'))
      sections.push(await section('bundle', 'Bundle size', withFront(async (s) => {
        const browser = await launchChromium(cfg.chromiumPath);
        try {
          return productNote(await runBundle(browser, s.baseUrl, pages));
        } finally {
          await browser.close();
        }
      })));
    if (wanted('lighthouse'))
      sections.push(await section('lighthouse', 'Lighthouse', withFront(async (s) => productNote(await runLighthouse(cfg.chromiumPath, s.baseUrl, pages, cfg.runs)))));
    if (wanted('dead-window'))
      sections.push(await section('dead-window', 'Dead window', withFront(async (s) => {
        const browser = await launchChromium(cfg.chromiumPath);
        try {
          return productNote(await runDeadWindow(browser, s.baseUrl, pages, cfg.runs));
        } finally {
          await browser.close();
        }
      })));
    if (wanted('throughput'))
      sections.push(await section('throughput', 'API throughput', withStore((s) => runThroughput(s.baseUrl, { runs: cfg.runs, connections: cfg.connections, durationSec: cfg.durationSec, database: 'pglite' }))));
    if (wanted('server-cost'))
      sections.push(await section('server-cost', "Server rendering's cost", withFront((s) => runServerCost(s.baseUrl, cfg.portBase + 6, { runs: cfg.runs, connections: cfg.connections, durationSec: cfg.durationSec }))));
    if (wanted('flooding'))
      sections.push(await section('flooding', 'Render flooding', withFront((s) => runFlooding(s, { runs: cfg.runs, connections: cfg.connections, durationSec: cfg.durationSec }))));
  } finally {
    if (store) {
      await store.stop();
      store.dispose();
    }
  }
  // The same routes with the database in its own process (PostgreSQL), when a server answers.
  if (wanted('throughput') && cfg.postgresUrl) {
    const url = cfg.postgresUrl;
    sections.push(await section('throughput-postgres', 'API throughput on PostgreSQL', () =>
      withPostgresStore(cfg.portBase + 4, url, (s) => runThroughput(s.baseUrl, { runs: cfg.runs, connections: cfg.connections, durationSec: cfg.durationSec, database: 'postgres' })),
    ));
  }
  // Issue #24's render budgets, each on a store of its own (page cache off; a cold catalogue).
  if (wanted('fresh-render'))
    sections.push(await section('fresh-render', 'Fresh render cost', () => runFreshRender(cfg.portBase + 3, { runs: cfg.runs, connections: cfg.connections, durationSec: cfg.durationSec })));
  if (wanted('cold-crawl'))
    sections.push(await section('cold-crawl', 'Cold crawl of every product page', () => runColdCrawl({ pglite: cfg.portBase + 5, postgres: cfg.portBase + 7 }, cfg.postgresUrl)));
  if (wanted('growth'))
    sections.push(await section('growth', 'Growth', () => runGrowth({ sizes: cfg.growthSizes, samples: cfg.growthSamples, runs: cfg.runs, postgresUrl: cfg.postgresUrl })));
  if (wanted('backups'))
    sections.push(await section('backups', 'Backup and restore', () => runBackupBench({ size: Math.max(...cfg.growthSizes), postgresUrl: cfg.postgresUrl })));
  if (wanted('beside'))
    sections.push(await section('beside', 'Shoppers beside a backup and a sync', () => runBesideBench({ size: Math.max(...cfg.growthSizes), port: cfg.portBase + 8 })));
  if (wanted('found'))
    sections.push(await section('found', 'Sitemap and product feed', () => runFoundBench({ size: Math.max(...cfg.growthSizes), runs: cfg.runs, postgresUrl: cfg.postgresUrl })));
  if (wanted('checkout'))
    sections.push(await section('checkout', 'Checkout under load', () => runCheckoutLoad(cfg.portBase + 2, { shoppers: cfg.shoppers, runs: cfg.runs })));
  if (wanted('cluster'))
    sections.push(await section('cluster', 'Several instances behind HAProxy', () =>
      runClusterBench(cfg.portBase, { runs: cfg.runs, connections: cfg.connections, durationSec: cfg.durationSec, shoppers: Math.min(cfg.shoppers, 100) })));

  machine.loadAverage1mAtEnd = loadAverage1m();
  const { commit, dirty } = describeCommit(repoRoot);
  const results: Results = { startedAt, finishedAt: new Date().toISOString(), quick: cfg.quick, runs: cfg.runs, machine, commit, dirty, sections };
  mkdirSync(cfg.outDir, { recursive: true });
  writeFileSync(join(cfg.outDir, 'results.json'), JSON.stringify(results, null, 2) + '\n');
  writeFileSync(join(cfg.outDir, 'REPORT.md'), renderReport(results));
  const budgets = sections.flatMap((s) => s.figures.filter((f) => f.verdict !== 'info'));
  console.log(`[bench] wrote ${join(cfg.outDir, 'REPORT.md')} and results.json: ${budgets.filter((f) => f.verdict === 'pass').length}/${budgets.length} budgets met`);
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error('[bench] failed:', err);
    process.exit(1);
  },
);
