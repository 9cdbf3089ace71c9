import type { Browser } from '@playwright/test';
import type { BenchPage } from './pages.ts';
import { budgeted, info, type Figure, type Section } from './results.ts';
import { median, repeat, round } from './stats.ts';

/** Lighthouse's mobile settings, applied (not simulated): 4× CPU, 150 ms RTT, 1.6 Mbps down, 750 kbps up. */
const MOBILE = { cpu: 4, latencyMs: 150, downBytesPerSec: (1.6 * 1024 * 1024) / 8, upBytesPerSec: (750 * 1024) / 8 };
/** #23: paint → live on a phone */
const BUDGET_MS = 1000;

interface Visit {
  fcpMs: number;
  liveMs: number;
}

/**
 * One visit in a fresh context at 390 px: the first contentful paint, and the moment the page is
 * live (`<html data-hydrated>`, which the app sets once the main area has hydrated), both from the
 * navigation's start, seen by an observer installed before any of the page's scripts.
 */
async function visit(browser: Browser, url: string): Promise<Visit> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1.75 });
  try {
    const page = await context.newPage();
    await page.addInitScript(() => {
      const w = window as unknown as { __liveAt?: number };
      new MutationObserver(() => {
        if (document.documentElement?.dataset.hydrated === 'true' && w.__liveAt === undefined) w.__liveAt = performance.now();
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-hydrated'] }); // <html> may not exist yet
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: MOBILE.latencyMs,
      downloadThroughput: MOBILE.downBytesPerSec,
      uploadThroughput: MOBILE.upBytesPerSec,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: MOBILE.cpu });
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForFunction(() => (window as unknown as { __liveAt?: number }).__liveAt !== undefined, null, { timeout: 60_000, polling: 100 });
    return await page.evaluate(() => ({
      fcpMs: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      liveMs: (window as unknown as { __liveAt: number }).__liveAt,
    }));
  } finally {
    await context.close();
  }
}

/** #23 item 3: the dead window (first paint → live) on the bench pages and /login, medians of `runs`. */
export async function runDeadWindow(browser: Browser, baseUrl: string, pages: BenchPage[], runs: number): Promise<Omit<Section, 'seconds'>> {
  const figures: Figure[] = [];
  const details: Record<string, Visit[]> = {};
  for (const p of [...pages, { label: 'login', path: '/login' }]) {
    await visit(browser, baseUrl + p.path); // warms the server's page cache and remotes: the first shopper's cost is in server-cost
    const visits = await repeat(runs, () => visit(browser, baseUrl + p.path));
    details[p.path] = visits;
    const fcp = median(visits.map((v) => v.fcpMs));
    const live = median(visits.map((v) => v.liveMs));
    figures.push(
      info(`first paint ${p.path}`, round(fcp, 0), 'ms'),
      info(`live ${p.path}`, round(live, 0), 'ms'),
      budgeted(`dead window ${p.path}`, round(median(visits.map((v) => v.liveMs - v.fcpMs)), 0), 'ms', 'max', BUDGET_MS, 'paint → live at 390 px, 4× CPU, 150 ms RTT, 1.6 Mbps'),
    );
  }
  return { id: 'dead-window', title: 'Dead window (paint → live) on a phone', status: 'ok', figures, details: { visits: details } };
}
