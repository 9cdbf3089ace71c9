import client from 'prom-client';

/**
 * Prometheus metrics of one instance (GET /metrics; the scraper adds the instance label).
 * Labels are route patterns and outcomes only: never a path with ids, a query or a user.
 */
export const registry = new client.Registry();
client.collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });

export const httpDuration = new client.Histogram({
  name: 'http_request_duration_seconds',
  help: 'Request latency by route pattern, method and status class',
  labelNames: ['route', 'method', 'status'] as const,
  buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  registers: [registry],
});
export const http5xx = new client.Counter({ name: 'http_5xx_total', help: 'Replies with a 5xx status', labelNames: ['route'] as const, registers: [registry] });
export const ordersTotal = new client.Counter({ name: 'store_orders_total', help: 'Orders by event', labelNames: ['event'] as const, registers: [registry] });
export const paymentsTotal = new client.Counter({ name: 'store_payments_total', help: 'Card payments by outcome', labelNames: ['outcome'] as const, registers: [registry] });
export const cacheTotal = new client.Counter({ name: 'catalog_cache_requests_total', help: 'Catalogue cache lookups by tier and result', labelNames: ['tier', 'result'] as const, registers: [registry] });
/** hits ÷ lookups per tier since start, computed when scraped from the counter above (absent before the first lookup) */
new client.Gauge({
  name: 'catalog_cache_hit_ratio',
  help: 'Share of catalogue cache lookups answered from the cache since start, by tier',
  labelNames: ['tier'] as const,
  registers: [registry],
  async collect() {
    const counts = new Map<string, { hits: number; all: number }>();
    for (const { labels, value } of (await cacheTotal.get()).values) {
      const tier = String(labels.tier);
      const c = counts.get(tier) ?? { hits: 0, all: 0 };
      c.all += value;
      if (labels.result === 'hit') c.hits += value;
      counts.set(tier, c);
    }
    for (const [tier, c] of counts) if (c.all > 0) this.set({ tier }, c.hits / c.all);
  },
});

/** The job queue depth is read when scraped (set by whoever knows how to count it). */
let depthReader: (() => Promise<number>) | undefined;
export function setQueueDepthReader(read: () => Promise<number>) {
  depthReader = read;
}
new client.Gauge({
  name: 'job_queue_depth',
  help: 'Jobs waiting or running in the queue',
  registers: [registry],
  async collect() {
    if (!depthReader) return;
    try {
      this.set(await depthReader());
    } catch {
      // the database is away: keep the last value rather than fail the scrape
    }
  },
});

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
export const pageRendersTotal = new client.Counter({ name: 'store_page_renders_total', help: 'Server renders of pages by the thread that rendered them', labelNames: ['thread'] as const, registers: [registry] });
