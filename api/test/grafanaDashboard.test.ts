import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from './helpers/testDatabases.ts';
import { startTestApp, testConfig, type TestApp } from './helpers/testApp.ts';
import { METRICS_TOKEN, scrape } from './helpers/metricsText.ts';
import { setPoolReader, setRedisReader } from '../src/cluster/metrics.ts';

/**
 * docs/grafana-dashboard.json is built on exactly the names /metrics has (#43 item 3): every metric
 * an expression reads exists, so a renamed series breaks this test rather than a panel.
 */
const dashboard = JSON.parse(readFileSync(new URL('../../docs/grafana-dashboard.json', import.meta.url), 'utf8')) as {
  panels: { type: string; title: string; targets?: { expr: string }[] }[];
};

const PROMQL_WORDS = new Set(['by', 'without', 'on', 'ignoring', 'group_left', 'group_right', 'bool', 'and', 'or', 'unless', 'offset']);

/** The metric names a PromQL expression reads (functions, label names, values and ranges left out). */
export function metricNames(expr: string): string[] {
  const bare = expr
    .replace(/"(?:[^"\\]|\\.)*"/g, '""')
    .replace(/\{[^}]*\}/g, ' ')
    .replace(/\[[^\]]*\]/g, ' ')
    .replace(/\b(by|without|on|ignoring|group_left|group_right)\s*\([^)]*\)/g, ' ');
  const names: string[] = [];
  for (const m of bare.matchAll(/[a-zA-Z_:][\w:]*/g)) {
    const after = bare.slice(m.index! + m[0].length).trimStart();
    if (after.startsWith('(') || PROMQL_WORDS.has(m[0])) continue;
    names.push(m[0]);
  }
  return names;
}

/** Every sample name /metrics can show: each TYPE line's name, with a histogram's or summary's series. */
function exposedNames(text: string): Set<string> {
  const names = new Set<string>();
  for (const [, name, type] of text.matchAll(/^# TYPE (\S+) (\S+)$/gm)) {
    names.add(name!);
    if (type === 'histogram') for (const s of ['_bucket', '_sum', '_count']) names.add(name + s);
    if (type === 'summary') for (const s of ['_sum', '_count']) names.add(name + s);
  }
  return names;
}

describe('the Grafana dashboard', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(testDatabases[0]!, { config: testConfig({ metrics: { token: METRICS_TOKEN, host: '127.0.0.1' } }) }, { seed: false, workers: false });
    // the series only a PostgreSQL pool and a configured Redis report
    setPoolReader(() => ({ total: 1, idle: 1, waiting: 0 }));
    setRedisReader(() => false);
  });
  afterAll(async () => {
    setPoolReader(undefined);
    setRedisReader(undefined);
    await t?.close();
  });

  it('reads metric names from PromQL', () => {
    expect(metricNames('histogram_quantile(0.95, sum by (le, route) (rate(http_request_duration_seconds_bucket{instance=~"$instance"}[$__rate_interval])))')).toEqual(['http_request_duration_seconds_bucket']);
    expect(metricNames('time() - max(store_backup_last_success_timestamp_seconds) / sum(a_total{x="by (y)"})')).toEqual(['store_backup_last_success_timestamp_seconds', 'a_total']);
  });

  it('uses only metric names /metrics exposes, and every series of issue #43', async () => {
    const exposed = exposedNames(await scrape(t.app));
    const used = dashboard.panels.flatMap((p) => (p.targets ?? []).flatMap((target) => metricNames(target.expr).map((name) => ({ name, panel: p.title }))));
    expect(used.length).toBeGreaterThan(20);
    expect(used.filter((u) => !exposed.has(u.name))).toEqual([]);
    const names = new Set(used.map((u) => u.name));
    for (const series of [
      'store_page_requests_total',
      'store_page_render_duration_seconds_bucket',
      'store_page_render_fallbacks_total',
      'store_page_cache_requests_total',
      'catalog_cache_requests_total',
      'store_render_api_calls_total',
      'store_db_pool_connections',
      'store_db_pool_waiting',
      'store_jobs',
      'store_jobs_total',
      'store_mail_total',
      'store_redis_up',
      'store_build_info',
    ])
      expect(names, series).toContain(series);
  });
});
