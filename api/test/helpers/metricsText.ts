import type { FastifyInstance } from 'fastify';

export const METRICS_TOKEN = 'series-test-token';

/** GET /metrics through the app, as a scraper does (bearer token). */
export async function scrape(app: FastifyInstance): Promise<string> {
  const res = await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  if (res.statusCode !== 200) throw new Error(`/metrics answered ${res.statusCode}`);
  return res.body;
}

/** One sample line: name, labels, value. */
export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** The samples of a Prometheus text exposition (comments skipped). */
export function samples(text: string): Sample[] {
  const out: Sample[] = [];
  for (const line of text.split('\n')) {
    const m = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!m) continue;
    const labels: Record<string, string> = {};
    for (const l of (m[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)) labels[l[1]!] = l[2]!.replace(/\\(.)/g, '$1');
    out.push({ name: m[1]!, labels, value: Number(m[3]) });
  }
  return out;
}

/** The sum of the samples of `name` whose labels include `labels` (0 when there is none). */
export function total(text: string, name: string, labels: Record<string, string> = {}): number {
  return matching(text, name, labels).reduce((sum, s) => sum + s.value, 0);
}

export function matching(text: string, name: string, labels: Record<string, string> = {}): Sample[] {
  return samples(text).filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v));
}

export async function until(check: () => Promise<boolean>, ms = 10_000): Promise<void> {
  for (let waited = 0; waited < ms; waited += 100) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('timed out');
}
