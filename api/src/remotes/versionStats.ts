import client from 'prom-client';
import type { Sql } from '../db/db.ts';
import { registry as metrics } from '../cluster/metrics.ts';

const views = new client.Counter({ name: 'store_remote_page_views_total', help: 'Page views served per remote version (the page owner)', labelNames: ['remote', 'version'] as const, registers: [metrics] });
const errors = new client.Counter({ name: 'store_remote_errors_total', help: "Errors a remote's error boundary reported from browsers, per version", labelNames: ['remote', 'version'] as const, registers: [metrics] });
const renders = new client.Counter({ name: 'store_remote_renders_total', help: 'Server renders per remote version and outcome', labelNames: ['remote', 'version', 'outcome'] as const, registers: [metrics] });

export interface VersionCounts {
  views: number;
  errors: number;
  renderFailures: number;
}

/**
 * Counts per remote version: on this instance's /metrics at once, and summed in the database (every
 * instance adds its counts every flush) for the error rate the canary guard and the Deploys page
 * read. Counting in memory keeps a page view from costing a database write.
 */
export function versionStats(db: Sql) {
  let pending = new Map<string, VersionCounts>();
  const bump = (remote: string, version: string, field: keyof VersionCounts) => {
    const key = `${remote}\0${version}`;
    const c = pending.get(key) ?? { views: 0, errors: 0, renderFailures: 0 };
    c[field] += 1;
    pending.set(key, c);
  };
  return {
    view(remote: string, version: string) {
      views.inc({ remote, version });
      bump(remote, version, 'views');
    },
    error(remote: string, version: string) {
      errors.inc({ remote, version });
      bump(remote, version, 'errors');
    },
    render(remote: string, version: string, ok: boolean) {
      renders.inc({ remote, version, outcome: ok ? 'ok' : 'failed' });
      if (!ok) bump(remote, version, 'renderFailures');
    },
    /** adds this instance's counts since the last flush to the database's */
    async flush(): Promise<void> {
      if (!pending.size) return;
      const batch = pending;
      pending = new Map();
      for (const [key, c] of batch) {
        const [remote, version] = key.split('\0') as [string, string];
        await db.query(
          `INSERT INTO remote_version_stats (remote, version, views, errors, render_failures) VALUES ($1, $2, $3, $4, $5)
           ON CONFLICT (remote, version) DO UPDATE SET views = remote_version_stats.views + $3, errors = remote_version_stats.errors + $4,
             render_failures = remote_version_stats.render_failures + $5`,
          [remote, version, c.views, c.errors, c.renderFailures],
        );
      }
    },
  };
}

export type VersionStats = ReturnType<typeof versionStats>;

export async function readVersionCounts(db: Sql, remote: string): Promise<Map<string, VersionCounts>> {
  const rows = await db.query<{ version: string; views: string; errors: string; render_failures: string }>(
    'SELECT version, views::text, errors::text, render_failures::text FROM remote_version_stats WHERE remote = $1',
    [remote],
  );
  return new Map(rows.map((r) => [r.version, { views: Number(r.views), errors: Number(r.errors), renderFailures: Number(r.render_failures) }]));
}

/** Errors (browser reports and server render failures) per page view; null before any view. */
export const errorRate = (c: VersionCounts | undefined): number | null => (c && c.views > 0 ? (c.errors + c.renderFailures) / c.views : null);
