import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumFlags } from './browser.ts';
import type { BenchPage } from './pages.ts';
import { budgeted, info, type Figure, type Section } from './results.ts';
import { median, repeat, round } from './stats.ts';

const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof categories)[number];
const budgets: Record<Category, number> = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 };

interface LhRun {
  scores: Record<Category, number>;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Lighthouse's CPU benchmark of this machine at the time (lower = slower/busier CPU) */
  benchmarkIndex: number;
  /** audits that cost points, for the report's "what dominates" */
  failing: string[];
}

async function auditOnce(chromePath: string, url: string): Promise<LhRun> {
  // A fresh Chromium per audit: no cache or storage carried from the previous page.
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ['--headless=new', ...chromiumFlags], logLevel: 'silent' });
  try {
    // Lighthouse's defaults are the mobile ones (Moto G Power emulation, simulated slow 4G).
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...categories] });
    if (!result) throw new Error(`lighthouse returned no result for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const scores = Object.fromEntries(categories.map((c) => [c, Math.round((lhr.categories[c]?.score ?? Number.NaN) * 100)])) as Record<Category, number>;
    const failing = categories.flatMap((c) =>
      (lhr.categories[c]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => `${c}: ${ref.id}${lhr.audits[ref.id]?.displayValue ? ` (${lhr.audits[ref.id].displayValue})` : ''}`),
    );
    return {
      scores,
      fcpMs: lhr.audits['first-contentful-paint']?.numericValue ?? Number.NaN,
      lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
      tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
      cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
      benchmarkIndex: lhr.environment?.benchmarkIndex ?? Number.NaN,
      failing,
    };
  } finally {
    chrome.kill();
  }
}

/** Section 2: Lighthouse (mobile defaults) on the three pages, medians of `runs` audits each. */
export async function runLighthouse(chromePath: string, baseUrl: string, pages: BenchPage[], runs: number): Promise<Omit<Section, 'seconds'>> {
  const figures: Figure[] = [];
  const perPage: Record<string, LhRun[]> = {};
  for (const p of pages) {
    const results = await repeat(runs, () => auditOnce(chromePath, baseUrl + p.path));
    perPage[p.path] = results;
    const failing = [...new Set(results.flatMap((r) => r.failing))];
    for (const c of categories) {
      const score = median(results.map((r) => r.scores[c]));
      const costs = failing.filter((f) => f.startsWith(`${c}:`)).map((f) => f.slice(c.length + 2));
      figures.push(budgeted(`${c} ${p.path}`, score, '', 'min', budgets[c], costs.length ? `losing points: ${costs.slice(0, 6).join(', ')}` : undefined));
    }
    figures.push(
      // issue #12's budgets for a server-rendered page on a phone
      budgeted(`FCP ${p.path}`, round(median(results.map((r) => r.fcpMs)), 0), 'ms', 'max', 1200),
      budgeted(`LCP ${p.path}`, round(median(results.map((r) => r.lcpMs)), 0), 'ms', 'max', 2000),
      budgeted(`TBT ${p.path}`, round(median(results.map((r) => r.tbtMs)), 0), 'ms', 'max', 150),
      budgeted(`CLS ${p.path}`, round(median(results.map((r) => r.cls)), 3), '', 'max', 0.02),
      info(`CPU benchmark index during ${p.path}`, round(median(results.map((r) => r.benchmarkIndex)), 0), '', 'Lighthouse BenchmarkIndex; a busy or slow CPU (well under ~1000) inflates TBT and lowers performance'),
    );
  }
  return { id: 'lighthouse', title: 'Lighthouse (mobile defaults)', status: 'ok', figures, details: { runs: perPage } };
}
