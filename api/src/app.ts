import { constants as zlib } from 'node:zlib';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import type { Deps } from './deps.ts';
import { apiNotFound, clientErrorHandler, frameworkErrors, installErrorHandling, loggableError } from './http/errorHandling.ts';
import { installSecurityHeaders } from './http/securityHeaders.ts';
import { tokenizerOrigins } from './payments/paymentConfig.ts';
import { paymentPagePath } from '@store/shared/rules';
import { remoteScriptOrigins } from './http/contentSecurityPolicy.ts';
import { installInputGuard } from './http/inputGuard.ts';
import { collectRoutes } from './http/routeRegistry.ts';
import { accessChecks } from './routes/access.ts';
import { pino } from 'pino';
import { logRedaction, requestSerializers } from './http/logging.ts';
import { rootLogger } from './log.ts';
import { responseSerializer } from './http/requestRoute.ts';
import { healthRoutes } from './routes/health.ts';
import { mockupRoutes } from './routes/mockups.ts';
import { seoRoutes } from './routes/seo/index.ts';
import { catalogRoutes } from './routes/catalog/index.ts';
import { authRoutes } from './routes/auth/index.ts';
import { checkoutRoutes } from './routes/checkout/index.ts';
import { contentRoutes } from './routes/content/index.ts';
import { reviewRoutes } from './routes/reviews/index.ts';
import { adminRoutes } from './routes/admin/index.ts';
import { apiDocsRoutes } from './routes/apiDocs.ts';
import { backupCommandRoutes } from './routes/backupCommand.ts';
import { fulfilmentJobHandlers } from './orders/fulfilment.ts';
import { paymentJobHandlers } from './payments/paymentJobs.ts';
import { newsletterJobHandler } from './admin/newsletterJob.ts';
import { serveShellFiles } from './static/shellFiles.ts';
import { servePages } from './ssr/pageRoutes.ts';
import { documentFile } from './ssr/documentFile.ts';
import { pageExtras } from './ssr/pageExtras.ts';
import { pageRenderer } from './ssr/pageRenderer.ts';
import { renderThreads } from './ssr/renderThreads/renderThreads.ts';
import { setBuildInfoReader, setRenderThreadHeapReader } from './cluster/metrics.ts';
import { buildInfo } from './cluster/buildInfo.ts';
import { pageCache } from './ssr/pageCache.ts';
import { renderGate } from './ssr/renderGate.ts';
import { storeEnvOf } from './ssr/renderEnv.ts';
import { installObservability, requestId } from './cluster/observability.ts';
import { staticRegistry } from './remotes/registry.ts';
import { versionStats } from './remotes/versionStats.ts';
import { startCanaryGuard } from './remotes/canaryGuard.ts';
import { visitorOf } from './remotes/visitorCookie.ts';
import { remoteErrorRoutes } from './routes/deploys/remoteErrors.ts';
import { serveRemoteFiles } from './remotes/remoteFiles.ts';
import { deployRoutes } from './routes/deploys/index.ts';
import { hostVersions } from './remotes/deployGate.ts';
import { dryRenderer } from './ssr/dryRender.ts';
import { otherRoutesIn } from './remotes/deploys.ts';
import { readLiveMap } from './remotes/registryStore.ts';
import { paymentPageGuard } from './paymentPage/paymentPageGuard.ts';
import { adminPaymentScriptRoutes } from './routes/admin/paymentScripts.ts';

export interface AppOptions {
  /** serve the built shell and remotes too (npm start); API-only in tests */
  frontends?: boolean;
  logger?: boolean;
  /** where log lines go (tests capture them); stdout by default */
  logStream?: { write(line: string): void };
  /** false: this app runs no background workers (a second app on a database another app already works) */
  workers?: boolean;
}

/** Builds the server; nothing listens until the caller says so (tests use inject). */
export async function buildApp(deps: Deps, opts: AppOptions = {}): Promise<FastifyInstance> {
  // The one registry of remotes; read per reply: a deployed remote's origin is allowed at once.
  const registry = deps.remotes ?? staticRegistry(() => deps.config.remotes);
  const scriptOrigins = () => remoteScriptOrigins(registry.live().flatMap((r) => [r.entry, ...(r.canary ? [r.canary.entry] : [])]));
  const app = Fastify({
    // the server's one logger (log.ts), or the test's stream in the same format; its lines say component "http"
    loggerInstance: opts.logger || opts.logStream
      ? (opts.logStream ? pino({ redact: logRedaction }, opts.logStream) : rootLogger).child(
          { component: 'http' },
          { level: deps.config.logLevel, serializers: { ...requestSerializers, ...responseSerializer } },
        ) as FastifyBaseLogger
      : undefined,
    bodyLimit: 256 * 1024,
    trustProxy: deps.config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors: frameworkErrors(scriptOrigins),
    clientErrorHandler: clientErrorHandler(scriptOrigins),
    genReqId: requestId,
  });
  collectRoutes(app, accessChecks(deps));
  installErrorHandling(app);
  installSecurityHeaders(app, scriptOrigins, (req) => (paymentPagePath.test(req.url) ? { tokenizer: tokenizerOrigins(deps, req.hostname), remotes: paymentPage.remoteOrigins() } : undefined));
  installInputGuard(app);
  installObservability(app, deps);
  setBuildInfoReader(() => buildInfo(registry.live()));
  // JSON and the front ends' JS/CSS/SVG shrink 4–10× on the wire; brotli at a cheap level.
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'], brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } } });

  healthRoutes(app, deps);
  mockupRoutes(app);
  seoRoutes(app, deps);
  catalogRoutes(app, deps);
  authRoutes(app, deps);
  checkoutRoutes(app, deps);
  contentRoutes(app, deps);
  reviewRoutes(app, deps);
  adminRoutes(app, deps);
  backupCommandRoutes(app, deps, { schedule: opts.workers !== false });
  apiDocsRoutes(app);
  // Remotes: every deployed version's files (from the database, on every instance) and this
  // checkout's builds, then the deploy API that adds versions through the gate.
  serveRemoteFiles(app, deps.db, deps.config.frontendsRoot, deps.config.remoteFilesCacheMaxBytes);
  // The payment page's scripts (#27): inventoried, served locked to their hashes, checked over HTTP
  // daily and after every deploy (only where this app serves the pages and runs background work).
  const paymentPage = paymentPageGuard(deps, registry, () => localOrigin(app, deps.config.publicUrl));
  const watchesPaymentPage = Boolean(opts.frontends) && opts.workers !== false;
  adminPaymentScriptRoutes(app, deps, paymentPage);
  if (watchesPaymentPage) {
    let stop = () => {};
    app.addHook('onListen', async () => {
      stop = paymentPage.schedule();
    });
    app.addHook('onClose', async () => stop());
  }
  const afterDeploy = () => {
    if (watchesPaymentPage) void paymentPage.check('deploy').catch((err: unknown) => app.log.warn({ err: loggableError(err) }, 'payment page check after a deploy failed'));
  };
  deployRoutes(app, deps, registry, {
    fetchManifest: async (entry) => {
      const res = await app.inject({ method: 'GET', url: entry });
      return res.statusCode === 200 ? res.body : null;
    },
    otherRoutes: async (remote) => otherRoutesIn(await readLiveMap(deps.db), remote),
    host: hostVersions(),
    dryRender: dryRenderer(deps.config.frontendsRoot, () => localOrigin(app, deps.config.publicUrl), storeEnvOf(app, deps.config)),
  }, afterDeploy);
  // Canaries: error reports per version, counted with page views and render failures; a canary
  // whose error rate fails the policy rolls back by itself (every instance checks, one wins).
  const stats = versionStats(deps.db);
  remoteErrorRoutes(app, deps, registry, stats);
  if (deps.remotes && opts.workers !== false) {
    const stop = startCanaryGuard(deps.db, registry, stats, deps.config.canary, (m) => app.log.warn(m));
    app.addHook('onClose', async () => stop());
  }
  // The background work of the checkout (fulfilment, tracking, reconciliation) runs with this
  // app's deps and stops with it; registering routes starts nothing.
  if (opts.workers !== false) {
    // a newsletter being sent stops between two recipients when the store stops; the next start carries on
    let closing = false;
    deps.jobs.attach({ ...fulfilmentJobHandlers(deps), ...paymentJobHandlers(deps), 'send-newsletter': newsletterJobHandler(deps, () => closing) });
    app.addHook('onClose', async () => {
      closing = true;
      await deps.jobs.stop();
    });
  }

  let pageFallback;
  if (opts.frontends) {
    // Server rendering: each page renders in its request's env (the shared API client answered
    // in-process by this app, its origin and provider); remotes load over HTTP from here.
    const extras = pageExtras(deps.config, registry, (message) => app.log.warn(message));
    const threads = deps.config.renderThreads > 0 && deps.config.serverRender
      ? renderThreads({ count: deps.config.renderThreads, frontendsRoot: deps.config.frontendsRoot, onError: (error) => app.log.warn({ err: loggableError(error) }, 'render thread failed; the main thread renders the page') })
      : undefined;
    if (threads) {
      setRenderThreadHeapReader(() => threads.heapUsed());
      app.addHook('onClose', async () => threads.close());
    }
    const render = pageRenderer(
      deps.config,
      registry,
      extras,
      () => localOrigin(app, deps.config.publicUrl),
      (stage, error) => app.log.warn({ err: loggableError(error), stage }, 'server render failed; the browser renders the page'),
      (remote, version, ok) => stats.render(remote, version, ok),
      storeEnvOf(app, deps.config),
      threads,
    );
    app.addHook('onListen', async () => {
      void render.warm();
    });
    // a deploy's or rollback's build is loaded here before this instance serves it (#39 item 3)
    registry.beforeChange?.((builds) => Promise.all(builds.map((b) => render.prepare(b.remote, b.build, b.canary))));
    pageFallback = await servePages(app, {
      config: deps.config,
      document: documentFile(deps.config.frontendsRoot),
      table: () => extras.routeTable(),
      preload: extras.preload,
      remotes: () => registry.map(),
      visitor: visitorOf(registry),
      viewed: (remote, version) => stats.view(remote, version),
      render: deps.config.serverRender ? render : undefined,
      cache: pageCache({ ttlMs: deps.config.pageCacheTtlMs, version: () => `${deps.catalog.pageVersion()} ${registry.revision()} ${render.remotesVersion()} ${extras.routeTable.version()}` }),
      gate: renderGate(deps.config.maxRenders),
      lockedScripts: (page) => paymentPage.lockedScripts(page.requested, page.variant),
      lockRefused: (differences) => paymentPage.refused(differences),
    });
    await serveShellFiles(app, deps.config.frontendsRoot, pageFallback);
  }
  apiNotFound(app, pageFallback);
  return app;
}

// Read once the server listens: its port does not change, and address() was asked on every render.
const listeningOrigins = new WeakMap<FastifyInstance, string>();

/** This server's own address once listening (remotes' manifests are fetched from it). */
function localOrigin(app: FastifyInstance, fallback: string): string {
  const known = listeningOrigins.get(app);
  if (known) return known;
  const address = app.server.address();
  if (!address || typeof address !== 'object') return fallback;
  const origin = `http://127.0.0.1:${address.port}`;
  listeningOrigins.set(app, origin);
  return origin;
}
