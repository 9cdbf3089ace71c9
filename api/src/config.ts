import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { remoteNames, remotePrefixes, type RemoteName } from '@store/federation';
import { defaultCanaryPolicy, type CanaryPolicy } from '@store/shared/rules';

export interface Secrets {
  /** HS256 key for access tokens */
  jwt: string;
  /** HMAC key for one-time codes and reset tokens */
  otp: string;
  /** HMAC key for provider webhooks (local provider) */
  webhook: string;
}

export interface Config {
  port: number;
  host: string;
  /** where PGlite, generated secrets and the mail outbox live */
  dataDir: string;
  databaseUrl?: string;
  redisUrl?: string;
  printProvider: string;
  /** seed demo orders into an empty store at start (issue #15: the dashboard is not empty on a fresh clone) */
  demoOrders: boolean;
  /** where owner notifications go (OWNER_EMAIL); unset: every admin's address */
  ownerEmail: string | undefined;
  /** unpaid orders older than this are canceled by a sweep (issue #15) */
  unpaidOrderCancelHours: number;
  paymentGateway: string;
  /** who decides the taxes (providers/tax/selectTaxProvider.ts): 'owner-table' by default */
  taxProvider: string;
  smtpUrl?: string;
  /** public origin of the store, for canonical URLs and e-mails */
  publicUrl: string;
  /** repository root holding shell/dist and <remote>/dist */
  frontendsRoot: string;
  /** where each remote's build lives before any deploy (REMOTE_<NAME>_URL, else its dist here): the registry's seed */
  remotes: Record<RemoteName, string>;
  secrets: Secrets;
  logLevel: string;
  /** trust X-Forwarded-* (only behind a proxy you run): per-IP limits would be spoofable otherwise */
  trustProxy: boolean;
  /** SERVER_RENDER=off: pages go out as the shell's document with its loading state and render in the browser (kill switch) */
  serverRender: boolean;
  /** how long a server-rendered page's HTML is reused (PAGE_CACHE_TTL_MS, default 10 s; 0 = never) */
  pageCacheTtlMs: number;
  /**
   * The catalogue read cache, per instance: entries' lifetime (CATALOG_CACHE_TTL_MS, default 60 s;
   * 0 = off) and the bytes of JSON it holds (CATALOG_CACHE_MAX_BYTES, default 48 MiB)
   */
  catalogCache: { ttlMs: number; maxBytes: number };
  /** bytes of deployed remotes' files kept in memory (REMOTE_FILES_CACHE_MAX_BYTES, default 64 MiB) */
  remoteFilesCacheMaxBytes: number;
  /**
   * most pages rendered at once; past it pages go out client-rendered. RENDER_CONCURRENCY fixes it;
   * by default it follows the CPU a render costs: as many as finish within RENDER_QUEUE_MS (150),
   * at least cores × 2, at most 64 (ssr/renderGate.ts)
   */
  maxRenders: number | RenderBound;
  /** threads that render pages whose data is fetched (RENDER_THREADS; default: cores − 1, at most 4; 0 = the main thread renders) */
  renderThreads: number;
  /** /metrics is never public (issue #24): a bearer token (METRICS_TOKEN) and/or its own port (METRICS_PORT on METRICS_HOST) */
  metrics: { token?: string; port?: number; host: string };
  /** when a canary rolls back by itself (CANARY_MIN_VIEWS 50, CANARY_MAX_ERROR_RATE 0.05, CANARY_ERROR_FACTOR 2) and how often counts are summed (CANARY_CHECK_MS 1000) */
  canary: CanaryPolicy & { everyMs: number };
  /** error reports one address may send per minute (REMOTE_ERROR_REPORTS_PER_MINUTE, default 30) */
  remoteErrorReportsPerMinute: number;
  /** how often the payment page is checked against its script inventory (PAYMENT_PAGE_CHECK_HOURS, default 24; also after every deploy) */
  paymentPageCheckHours: number;
  /**
   * The sitemap, robots.txt and the product feed (api/src/seo): URLs per sitemap file (SITEMAP_URLS_PER_FILE,
   * default and most 50,000), how long the index and small parts are reused and may be cached downstream
   * (SEO_CACHE_TTL_MS, default 60 s; 0 = built afresh every time), the feed's g:brand (STORE_BRAND, default the
   * store's name), the bytes of rendered PNG social images kept (SOCIAL_IMAGE_CACHE_MAX_BYTES, default 16 MiB), and
   * the bytes of the feed and product sitemap files kept compressed (SEO_FILE_CACHE_MAX_BYTES, default 64 MiB)
   */
  seo: { urlsPerSitemap: number; cacheTtlMs: number; brand: string; socialImageCacheMaxBytes: number; fileCacheMaxBytes: number };
}

export const repoRoot = resolve(import.meta.dirname, '../..');

/** Renders at once by default: enough to keep every core busy while one render awaits its data. */
/** The render gate's bound when it follows the CPU a render costs (ssr/renderGate.ts). */
export interface RenderBound {
  /** the longest a render may wait for the CPU behind the others (ms): the page's p99 target */
  queueMs: number;
  /** never fewer than this at once, however slow renders are */
  min: number;
  /** never more than this at once (memory: each holds its page's data and markup) */
  max: number;
}

export const defaultMaxRenders = (): number => availableParallelism() * 2;
/** one core stays the main thread's (HTTP, the API, the database, compression) */
export const defaultRenderThreads = (): number => Math.min(4, availableParallelism() - 1);

/** Secrets come from the environment, else are generated once into the data directory. */
function loadSecrets(dataDir: string, env: NodeJS.ProcessEnv): Secrets {
  const file = join(dataDir, 'secrets.json');
  let stored: Partial<Secrets> = {};
  if (existsSync(file)) stored = JSON.parse(readFileSync(file, 'utf8')) as Partial<Secrets>;
  const gen = () => randomBytes(32).toString('base64url');
  const secrets: Secrets = {
    jwt: env.JWT_SECRET ?? stored.jwt ?? gen(),
    otp: env.OTP_SECRET ?? stored.otp ?? gen(),
    webhook: env.WEBHOOK_SECRET ?? stored.webhook ?? gen(),
  };
  if (!env.JWT_SECRET || !env.OTP_SECRET || !env.WEBHOOK_SECRET) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  }
  return secrets;
}

/** The catalogue cache's budgets from the environment (the benchmark changes them on a running server). */
export function catalogCacheBudget(env: Record<string, string | undefined>): Config['catalogCache'] {
  return { ttlMs: nonNegative(env.CATALOG_CACHE_TTL_MS, 60_000), maxBytes: nonNegative(env.CATALOG_CACHE_MAX_BYTES, 48 * 1024 * 1024) || 1 };
}

function nonNegative(text: string | undefined, fallback: number): number {
  const n = Number(text ?? fallback);
  return Number.isFinite(n) && n >= 0 ? n : fallback;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got ${env.PORT}`);
  const dataDir = resolve(env.DATA_DIR ?? join(repoRoot, '.data'));
  const remotes = Object.fromEntries(
    remoteNames.map((name) => [name, env[`REMOTE_${name.toUpperCase()}_URL`] ?? `${remotePrefixes[name]}mf-manifest.json`]),
  ) as Record<RemoteName, string>;
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    printProvider: env.PRINT_PROVIDER ?? 'local',
    paymentGateway: env.PAYMENT_GATEWAY ?? 'sandbox',
    taxProvider: env.TAX_PROVIDER || 'owner-table',
    smtpUrl: env.SMTP_URL || undefined,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    frontendsRoot: resolve(env.FRONTENDS_ROOT ?? repoRoot),
    remotes,
    secrets: loadSecrets(dataDir, env),
    logLevel: env.LOG_LEVEL ?? 'info',
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    metrics: { token: env.METRICS_TOKEN || undefined, port: env.METRICS_PORT ? Number(env.METRICS_PORT) : undefined, host: env.METRICS_HOST || '127.0.0.1' },
    serverRender: env.SERVER_RENDER !== 'off',
    pageCacheTtlMs: nonNegative(env.PAGE_CACHE_TTL_MS, 10_000),
    catalogCache: catalogCacheBudget(env),
    remoteFilesCacheMaxBytes: nonNegative(env.REMOTE_FILES_CACHE_MAX_BYTES, 64 * 1024 * 1024) || 1,
    maxRenders: nonNegative(env.RENDER_CONCURRENCY, 0) || { queueMs: nonNegative(env.RENDER_QUEUE_MS, 150) || 150, min: defaultMaxRenders(), max: 64 },
    renderThreads: Math.floor(nonNegative(env.RENDER_THREADS, defaultRenderThreads())),
    canary: {
      minViews: nonNegative(env.CANARY_MIN_VIEWS, defaultCanaryPolicy.minViews),
      maxErrorRate: nonNegative(env.CANARY_MAX_ERROR_RATE, defaultCanaryPolicy.maxErrorRate),
      factor: nonNegative(env.CANARY_ERROR_FACTOR, defaultCanaryPolicy.factor),
      everyMs: nonNegative(env.CANARY_CHECK_MS, 1_000) || 1_000,
    },
    remoteErrorReportsPerMinute: nonNegative(env.REMOTE_ERROR_REPORTS_PER_MINUTE, 30),
    paymentPageCheckHours: nonNegative(env.PAYMENT_PAGE_CHECK_HOURS, 24) || 24,
    seo: {
      urlsPerSitemap: Math.min(50_000, Math.floor(nonNegative(env.SITEMAP_URLS_PER_FILE, 50_000)) || 50_000),
      cacheTtlMs: nonNegative(env.SEO_CACHE_TTL_MS, 60_000),
      // shared/src/store-info.ts's name (the API imports no browser module; a test keeps them equal)
      brand: env.STORE_BRAND?.trim() || 'PrintPop Store',
      socialImageCacheMaxBytes: nonNegative(env.SOCIAL_IMAGE_CACHE_MAX_BYTES, 16 * 1024 * 1024) || 1,
      // the 100k-product feed is 7.8 MB gzip (level 6), less in brotli; a 50,000-URL product file 0.4 MB gzip
      fileCacheMaxBytes: nonNegative(env.SEO_FILE_CACHE_MAX_BYTES, 64 * 1024 * 1024) || 1,
    },
    // a fresh demo store (embedded database, local provider) gets a few weeks of demo orders; DEMO_ORDERS=0 turns it off
    ownerEmail: env.OWNER_EMAIL?.trim() || undefined,
    unpaidOrderCancelHours: nonNegative(env.UNPAID_ORDER_CANCEL_HOURS, 48) || 48,
    demoOrders: env.DEMO_ORDERS ? env.DEMO_ORDERS !== '0' : !env.DATABASE_URL && (env.PRINT_PROVIDER ?? 'local') === 'local',
  };
}
