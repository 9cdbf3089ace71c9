import client from 'prom-client';

/**
 * Prometheus metrics of one instance (GET /metrics; the scraper adds the instance label).
 * Labels are route patterns and outcomes only: never a path with ids, a query or a user.
 */
export const registry = new client.Registry();
client.collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });

/** A counter on this registry: every counter of the store is declared this way. */
function counter<L extends string>(name: string, help: string, labelNames: readonly L[]) {
  return new client.Counter<L>({ name, help, labelNames, registers: [registry] });
}

export const httpDuration = new client.Histogram({
  name: 'http_request_duration_seconds',
  help: 'Request latency by route pattern, method and status class',
  labelNames: ['route', 'method', 'status'] as const,
  buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  registers: [registry],
});
export const http5xx = counter('http_5xx_total', 'Replies with a 5xx status', ['route']);
export const ordersTotal = counter('store_orders_total', 'Orders by event', ['event']);
export const paymentsTotal = counter('store_payments_total', 'Card payments by outcome', ['outcome']);
export const cacheTotal = counter('catalog_cache_requests_total', 'Catalogue cache lookups by tier and result', ['tier', 'result']);
/** hits ÷ lookups per tier since start, computed when scraped from the counter above (absent before the first lookup) */
new client.Gauge({
  name: 'catalog_cache_hit_ratio',
  help: 'Share of catalogue cache lookups answered from the cache since start, by tier',
  labelNames: ['tier'] as const,
  registers: [registry],
  collect: hitRatio(cacheTotal, 'tier'),
});

/**
 * A gauge the database answers when scraped; returns the setter of its reader (whoever knows how to
 * count it sets it). Absent until then; while the database is away, the last values stay rather than
 * fail the scrape.
 */
function databaseGauge<L extends string, T>(meta: { name: string; help: string; labelNames?: readonly L[] }, show: (gauge: client.Gauge<L>, value: T) => void) {
  let reader: (() => Promise<T>) | undefined;
  new client.Gauge<L>({
    ...meta,
    registers: [registry],
    async collect() {
      if (!reader) return;
      try {
        show(this, await reader());
      } catch {
        // the database is away: keep the last values
      }
    },
  });
  return (read: () => Promise<T>) => {
    reader = read;
  };
}

/** The job queue depth: the queue's jobs waiting or running (created, retry, active), from the same rows as store_jobs. */
export const setQueueDepthReader = databaseGauge({ name: 'job_queue_depth', help: 'Jobs waiting or running in the queue' }, (gauge, rows: { state: string; count: number }[]) =>
  gauge.set(rows.reduce((n, r) => (r.state === 'created' || r.state === 'retry' || r.state === 'active' ? n + r.count : n), 0)),
);

/** The render threads' V8 heap, read when scraped (#24: the store's heap is every thread's, not the main one's alone). */
let threadHeapReader: (() => number) | undefined;
export function setRenderThreadHeapReader(read: () => number) {
  threadHeapReader = read;
}
new client.Gauge({
  name: 'store_render_threads_heap_used_bytes',
  help: 'V8 heap in use by the render threads, as of their last renders',
  registers: [registry],
  collect() {
    this.set(threadHeapReader?.() ?? 0);
  },
});
/** Where each server render ran: on a render thread, or on the main thread (no thread, or one could not). */
export const pageRendersTotal = counter('store_page_renders_total', 'Server renders of pages by the thread that rendered them', ['thread']);

// ——— Pages (#43 item 3): labelled by the live route table's pattern, never by the URL ———

const renderBuckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];
export const pageRequestsTotal = counter(
  'store_page_requests_total',
  'Pages served, by route pattern of the live route table, owning remote and status class ((not found): no route owns the path, http/requestRoute.ts)',
  ['route', 'remote', 'status'],
);
export const pageRenderDuration = new client.Histogram({
  name: 'store_page_render_duration_seconds',
  help: 'Time to server-render a page (data, markup), by route pattern and owning remote; pages served from the page cache are not rendered',
  labelNames: ['route', 'remote'] as const,
  buckets: renderBuckets,
  registers: [registry],
});
export const pageRenderFallbacksTotal = counter(
  'store_page_render_fallbacks_total',
  'Pages the server meant to render but left to the browser, by route pattern, remote and reason (busy: the render bound was full; failed: the render failed)',
  ['route', 'remote', 'reason'],
);
export const renderApiCallsTotal = counter(
  'store_render_api_calls_total',
  "API calls a server render made in-process (not counted in http_request_duration_seconds), by the API's route pattern and status class",
  ['route', 'status'],
);

/** hits ÷ lookups since start of a lookup counter whose `result` label is hit or miss, per other label set */
function hitRatio(lookups: client.Counter<string>, by: string | null) {
  return async function collect(this: client.Gauge<string>) {
    const counts = new Map<string, { hits: number; all: number }>();
    for (const { labels, value } of (await lookups.get()).values) {
      const key = by ? String(labels[by]) : '';
      const c = counts.get(key) ?? { hits: 0, all: 0 };
      c.all += value;
      if (labels.result === 'hit' || labels.result === 'stale') c.hits += value;
      counts.set(key, c);
    }
    for (const [key, c] of counts) {
      if (c.all === 0) continue;
      if (by) this.set({ [by]: key }, c.hits / c.all);
      else this.set(c.hits / c.all);
    }
  };
}
export const pageCacheTotal = counter('store_page_cache_requests_total', 'Page cache lookups of catalogue pages by result (hit: served stored HTML, or joined a render under way; stale: served stored HTML past its TTL while one render replaces it; miss: rendered)', ['result']);
new client.Gauge({ name: 'store_page_cache_hit_ratio', help: 'Share of page cache lookups answered without a render since start', registers: [registry], collect: hitRatio(pageCacheTotal, null) });

// ——— Database, jobs, mail, Redis, versions ———

/** The database's connections as whoever knows them reports (Db.poolStats: PostgreSQL's pool; PGlite's queue). */
export interface PoolStats {
  /** connections open, busy or idle */
  total: number;
  idle: number;
  /** queries or checkouts waiting for a connection */
  waiting: number;
}
/**
 * A gauge on /metrics only while something reports it: a series that cannot be known (no Redis
 * configured, a database without a pool) is absent rather than a misleading 0.
 */
function reportedGauge(name: string, gauge: client.Gauge<string>) {
  return (present: boolean) => {
    const registered = registry.getSingleMetric(name) !== undefined;
    if (present && !registered) registry.registerMetric(gauge);
    if (!present && registered) registry.removeSingleMetric(name);
  };
}

let poolReader: (() => PoolStats | undefined) | undefined;
const poolConnections = new client.Gauge({
  name: 'store_db_pool_connections',
  help: 'Database connections by state (in_use, idle)',
  labelNames: ['state'] as const,
  registers: [],
  collect() {
    const s = poolReader?.();
    if (!s) return;
    this.set({ state: 'in_use' }, Math.max(0, s.total - s.idle));
    this.set({ state: 'idle' }, s.idle);
  },
});
const poolWaiting = new client.Gauge({
  name: 'store_db_pool_waiting',
  help: 'Queries or connection checkouts waiting for a free database connection',
  registers: [],
  collect() {
    const s = poolReader?.();
    if (s) this.set(s.waiting);
  },
});
/** `read` undefined (a database that reports no pool): the two series are absent. */
export function setPoolReader(read: (() => PoolStats | undefined) | undefined) {
  poolReader = read;
  reportedGauge('store_db_pool_connections', poolConnections)(read !== undefined);
  reportedGauge('store_db_pool_waiting', poolWaiting)(read !== undefined);
}

export const jobsTotal = counter('store_jobs_total', 'Job runs finished by this instance, by queue and outcome (completed, failed: a failed run is retried until its retry limit)', ['queue', 'outcome']);
/** The queue's jobs by queue and state (created, retry, active, completed, failed …). */
export const setJobStatesReader = databaseGauge(
  { name: 'store_jobs', help: 'Jobs in the queue by queue and state, as the database has them (all instances)', labelNames: ['queue', 'state'] },
  (gauge, rows: { queue: string; state: string; count: number }[]) => {
    gauge.reset();
    for (const r of rows) gauge.set({ queue: r.queue, state: r.state }, r.count);
  },
);

export const mailTotal = counter('store_mail_total', 'E-mails handed to the transport, by transport (smtp, outbox) and outcome (sent, failed)', ['transport', 'outcome']);

let redisReader: (() => boolean) | undefined;
const redisUp = new client.Gauge({
  name: 'store_redis_up',
  help: 'Whether the configured Redis is reachable (1) or not (0); absent when no Redis is configured',
  registers: [],
  collect() {
    if (redisReader) this.set(redisReader() ? 1 : 0);
  },
});
/** Set only when Redis is configured: without it the series is absent, not 0. */
export function setRedisReader(read: (() => boolean) | undefined) {
  redisReader = read;
  reportedGauge('store_redis_up', redisUp)(read !== undefined);
}

/** What runs: the store's own version and each remote's live (and canary) version, read when scraped. */
let buildReader: (() => { component: string; version: string; track: string }[]) | undefined;
export function setBuildInfoReader(read: typeof buildReader) {
  buildReader = read;
}
new client.Gauge({
  name: 'store_build_info',
  help: "Always 1: the store server's version (component=store) and each remote's live or canary version",
  labelNames: ['component', 'version', 'track'] as const,
  registers: [registry],
  collect() {
    this.reset();
    for (const b of buildReader?.() ?? []) this.set(b, 1);
  },
});
