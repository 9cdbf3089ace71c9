// Fault tests of the cluster (issue 14), run by `npm run test:cluster` (part of `npm test`): three
// store instances behind HAProxy on loopback, on a throw-away PostgreSQL and Redis of their own.
// Bounded: ~100 shoppers, a few seconds per fault, the whole run killed after FAULT_TIMEOUT_MS.
// Skips (exit 0, clear message) only when haproxy is missing and cannot be installed.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { ensureHaproxy } from './haproxy.mjs';
import { runBounded } from './bounded.mjs';
import { reportChecks, tearDown } from './runEnd.mjs';
import { root, startCluster } from './topology.mjs';
import { scenarioDeploys } from './deployScenario.mjs';
import { startThrowawayPostgres, startThrowawayRedis } from './throwaway.mjs';

const PORT = Number(process.env.FAULT_PORT ?? 8240);
const PG_PORT = Number(process.env.FAULT_PG_PORT ?? 55440);
const REDIS_PORT = Number(process.env.FAULT_REDIS_PORT ?? 6390);
const SHOPPERS = Number(process.env.FAULT_SHOPPERS ?? 100);
const TIMEOUT_MS = Number(process.env.FAULT_TIMEOUT_MS ?? 300_000);

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const results = [];
/** synchronous cleanups the time guard still runs (the throw-away PostgreSQL must not outlive us) */
const onTimeout = [];
function check(name, pass, detail) {
  results.push({ name, pass, detail });
  console.log(`${pass ? '  ✓' : '  ✗'} ${name}${detail ? ` — ${detail}` : ''}`);
}

/** One JSON call; never throws: status 0 = no HTTP answer. */
async function call(base, method, path, { token, body, timeoutMs = 15_000, forwardedFor } = {}) {
  const headers = { accept: 'application/json' };
  if (forwardedFor) headers['x-forwarded-for'] = forwardedFor;
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  const t0 = performance.now();
  try {
    const res = await fetch(base + path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), signal: AbortSignal.timeout(timeoutMs) });
    const json = await res.json().catch(() => null);
    return { path, status: res.status, body: json, ms: performance.now() - t0, requestId: res.headers.get('x-request-id') };
  } catch (err) {
    return { path, status: 0, body: null, ms: performance.now() - t0, wireError: err.message };
  }
}
const isEnvelope = (r) => r.body !== null && typeof r.body === 'object' && 'success' in r.body && 'message' in r.body && 'data' in r.body;
const retryable = (r) => r.status === 0 || r.status >= 500;

/** A step the shopper repeats after a clear "try again" (5xx envelope or a dropped connection), up to 6 times. */
async function withRetry(fn, counters) {
  let r;
  for (let attempt = 0; attempt < 6; attempt++) {
    r = await fn();
    if (!retryable(r)) return r;
    counters.retries++;
    if (r.status !== 0 && !isEnvelope(r)) counters.nonEnvelope++;
    await sleep(200 * (attempt + 1));
  }
  return r;
}

async function goodsOnSale(base) {
  const r = await call(base, 'GET', '/api/shop-products?page=1');
  return (r.body?.data ?? []).flatMap((p) => {
    const variants = typeof p.variants === 'string' ? JSON.parse(p.variants) : (p.variants ?? []);
    const v = variants.find((x) => x.is_available !== false && x.is_enabled !== false);
    const id = p.productId ?? p.id;
    return v && id ? [{ productId: String(id), variantId: Number(v.id), category: p.category }] : [];
  });
}

const address = (i, email) => ({ fullName: `Fault Shopper ${i}`, address: `${100 + i} Market Street`, city: 'San Francisco', zipCode: '94105', country: 'US', state: 'CA', phone: '+14155550100', email });
const card = { cardNumber: '4111111111111111', expirationDate: '1230', cardCode: '123' };

/**
 * What the payment page's tokenizer does: the card goes to the card gateway's own origin (named by
 * GET /api/payment/config) and a one-time nonce comes back; the store only ever sees the nonce (#27).
 */
let tokenizer;
async function cardNonce(base) {
  tokenizer ??= call(base, 'GET', '/api/payment/config').then((r) => r.body?.data);
  const config = await tokenizer;
  const res = await fetch(new URL('/xml/v1/request.api', config.scriptUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ getPaymentNonceRequest: { merchantAuthentication: { name: config.apiLoginId, clientKey: config.clientKey }, data: { type: 'TOKEN', id: 'fault', token: card } } }),
  });
  const reply = JSON.parse((await res.text()).replace(/^\uFEFF/, ''));
  if (!reply.opaqueData) throw new Error(`tokenizer: ${reply.messages?.message?.[0]?.text ?? res.status}`);
  return reply.opaqueData;
}

/** signup → cart → shipping → billing → place order → details → pay (twice at once, like a double click). */
async function shopper(base, runId, i, goods, counters) {
  const email = `fault-${runId}-${i}@example.test`;
  const data = (r) => r.body?.data ?? {};
  const signup = await withRetry(() => call(base, 'POST', '/api/auth/signup', { body: { fName: 'Fault', lName: `Shopper ${i}`, email, password: `fault-pass-${runId}` } }), counters);
  let token = data(signup).accessToken;
  if (!token) {
    // the signup may have committed before an instance died: log in instead
    const login = await withRetry(() => call(base, 'POST', '/api/auth/login', { body: { email, password: `fault-pass-${runId}` } }), counters);
    token = data(login).accessToken;
    if (!token) return { result: 'failed', step: 'signup', status: login.status, clear: isEnvelope(login) };
  }
  const steps = [
    ['cart', () => call(base, 'POST', '/api/favourites-cart/add-remove', { token, body: { type: 'cart', product_id: goods.productId, variant_id: goods.variantId, category: goods.category, quantity: 1 } })],
  ];
  for (const [step, fn] of steps) {
    const r = await withRetry(fn, counters);
    if (!r.body?.success) return { result: 'failed', step, status: r.status, clear: isEnvelope(r) };
  }
  const addr = address(i, email);
  const ship = await withRetry(() => call(base, 'POST', '/api/shipping/calculate', { token, body: addr }), counters);
  const options = ship.body?.shippingOptions ?? data(ship).shippingOptions;
  const shippingOption = options ? Object.keys(options)[0] : undefined;
  if (!shippingOption) return { result: 'failed', step: 'shipping', status: ship.status, clear: isEnvelope(ship) };
  const billing = await withRetry(() => call(base, 'POST', '/api/biling-details/add', { token, body: addr }), counters);
  if (!billing.body?.success) return { result: 'failed', step: 'billing', status: billing.status, clear: isEnvelope(billing) };
  const placed = await withRetry(
    () =>
      call(base, 'POST', '/api/place-order', {
        token,
        body: { shippingOption, shippingCost: options[shippingOption], status: 'pending', paymentMethod: 'pending', paymentStatus: 'unpaid', address: JSON.stringify(addr), billingDetails: addr, items: [{ productId: goods.productId, variant_id: goods.variantId, quantity: 1 }] },
      }),
    counters,
  );
  const order = placed.body?.order ?? data(placed).order;
  const orderId = Number(order?.orderId ?? order?.id);
  if (!placed.body?.success || !Number.isInteger(orderId)) return { result: 'failed', step: 'place order', status: placed.status, clear: isEnvelope(placed) };
  const details = await withRetry(() => call(base, 'POST', '/api/order/details', { token, body: { orderId } }), counters);
  const reviewed = data(details).order ?? details.body?.order;
  const chargeable = Number(reviewed?.chargeableAmount);
  if (!Number.isInteger(chargeable)) return { result: 'failed', step: 'order details', status: details.status, clear: isEnvelope(details), orderId };
  // a fresh nonce for each attempt, as the page tokenizes again (a nonce is single use)
  const payment = async () => ({ amount: (chargeable / 100).toFixed(2), currency: 'USD', name: 'Fault Shopper', requestId: String(orderId), opaqueData: await cardNonce(base) });
  // pay twice at once (one nonce, like a double click); a 409 "being processed", a 202 "confirming"
  // or the nonce's "already used" is a clear answer; retry what was not answered
  const first = await payment();
  let pays = await Promise.all([0, 1].map(() => call(base, 'POST', '/api/payment/card', { token, body: first })));
  for (let attempt = 0; attempt < 6 && !pays.some((p) => p.body?.success) && pays.some(retryable); attempt++) {
    counters.retries++;
    await sleep(300 * (attempt + 1));
    pays = [await call(base, 'POST', '/api/payment/card', { token, body: await payment() })];
  }
  if (pays.some((p) => p.body?.success)) return { result: 'paid', orderId, transactionIds: pays.filter((p) => p.body?.success).map((p) => data(p).transactionId) };
  const p = pays.find((x) => !x.body?.success) ?? pays[0];
  return { result: 'failed', step: 'pay', status: p.status, clear: isEnvelope(p), orderId, message: p.body?.message, retry: async () => call(base, 'POST', '/api/payment/card', { token, body: await payment() }) };
}

async function scenarioSessions(cluster) {
  console.log('• a session moves between instances');
  const [a, b, c] = cluster.instances.map((i) => i.url);
  const email = `hop-${Date.now()}@example.test`;
  const signup = await call(a, 'POST', '/api/auth/signup', { body: { fName: 'Hop', lName: 'Shopper', email, password: 'hop-pass-123456' } });
  const login = await call(a, 'POST', '/api/auth/login', { body: { email, password: 'hop-pass-123456' } });
  const token = login.body?.data?.accessToken;
  check('signup and login on instance 1', Boolean(signup.body?.success && token), `${signup.status}, ${login.status}`);
  const me = await call(b, 'GET', '/api/auth/me', { token });
  check('the next request on instance 2 is signed in', me.status === 200 && me.body?.success === true, `${me.status}`);
  const refresh = await call(c, 'POST', '/api/auth/refresh', { body: { refreshToken: login.body?.data?.refreshToken } });
  check('a refresh on instance 3 works', refresh.status === 200 && typeof refresh.body?.data?.accessToken === 'string', `${refresh.status}`);
  const again = await call(a, 'GET', '/api/auth/me', { token: refresh.body?.data?.accessToken });
  check('the refreshed token works back on instance 1', again.status === 200, `${again.status}`);
}

/**
 * Login throttling is shared: wrong passwords for one account from one address, all at once and
 * spread over the three instances, get no more tries than one instance would give (counters live in
 * PostgreSQL; per-instance counters would allow three times as many).
 */
async function scenarioSharedLoginLimit(cluster) {
  console.log('• the login limit holds across instances, hit in parallel');
  const pairMax = Number(/loginPairMax:\s*(\d+)/.exec(readFileSync(new URL('../../api/src/auth/policy.ts', import.meta.url), 'utf8'))?.[1]);
  const [a] = cluster.instances.map((i) => i.url);
  const email = `limit-${Date.now()}@example.test`;
  await call(a, 'POST', '/api/auth/signup', { body: { fName: 'Limit', lName: 'Shopper', email, password: 'limit-pass-123456' } });
  // an address of its own (TRUST_PROXY=1 takes the instance's caller's X-Forwarded-For), so the
  // other scenarios' logins from 127.0.0.1 are not counted with these
  const forwardedFor = '203.0.113.77';
  const attempts = cluster.instances.flatMap((inst) =>
    Array.from({ length: pairMax * 2 }, () => call(inst.url, 'POST', '/api/auth/login', { body: { email, password: 'not-the-password' }, forwardedFor })),
  );
  const replies = await Promise.all(attempts);
  const refused = replies.filter((r) => r.status === 401).length;
  const limited = replies.filter((r) => r.status === 429).length;
  check(
    `of ${replies.length} parallel wrong logins over 3 instances at most ${pairMax} were checked, the rest answered 429`,
    pairMax > 0 && refused <= pairMax && refused + limited === replies.length && replies.every(isEnvelope),
    `${refused} × 401, ${limited} × 429, other: ${replies.filter((r) => r.status !== 401 && r.status !== 429).map((r) => r.status).join(',') || 'none'}`,
  );
}

async function scenarioCheckoutWithKill(cluster, db) {
  console.log(`• ${SHOPPERS} shoppers check out through the balancer while instance 2 is SIGKILLed`);
  const goods = await goodsOnSale(cluster.url);
  if (!goods.length) throw new Error('no sellable product');
  const runId = Date.now().toString(36);
  const counters = { retries: 0, nonEnvelope: 0 };
  let started = 0;
  let killedAt = -1;
  const victim = cluster.instances[1];
  const concurrency = 25;
  const outcomes = [];
  const worker = async () => {
    while (started < SHOPPERS) {
      const i = started++;
      if (i === Math.floor(SHOPPERS / 3) && killedAt < 0) {
        killedAt = i;
        victim.child.kill('SIGKILL');
      }
      outcomes[i] = await shopper(cluster.url, runId, i, goods[i % goods.length], counters).catch((err) => ({ result: 'failed', step: 'crash', clear: false, message: err.message }));
    }
  };
  const t0 = performance.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  const wall = Math.round(performance.now() - t0);
  // a shopper told "already being processed" (its instance died mid-payment) tries again a little
  // later, as a person would, a few times (bounded): the store settles a claim older than
  // PAYMENT_PROCESSING_STALE_SECONDS with the gateway on such a retry
  let lateRetries = 0;
  for (const [i, o] of outcomes.entries()) {
    if (o.result !== 'failed' || o.step !== 'pay' || !o.retry) continue;
    for (let attempt = 0; attempt < 4 && outcomes[i].result !== 'paid'; attempt++) {
      await sleep(5000);
      lateRetries++;
      const again = await o.retry();
      if (again.body?.success) outcomes[i] = { result: 'paid', orderId: o.orderId };
    }
  }
  const paid = outcomes.filter((o) => o.result === 'paid');
  const failed = outcomes.filter((o) => o.result !== 'paid');
  check('instance 2 was killed mid-run', killedAt >= 0 && victim.child.signalCode === 'SIGKILL', `after ${killedAt} shoppers started`);
  check('every shopper succeeded or got a clear error', failed.every((o) => o.clear), `${paid.length} paid, ${failed.length} clear failures (${failed.map((o) => `${o.step}: ${o.status} ${o.message ?? ''}`).join('; ')}), ${counters.retries} retried steps, ${lateRetries} late payment retries, ${wall} ms`);
  check('every error the balancer or an instance gave was an envelope', counters.nonEnvelope === 0, `${counters.nonEnvelope} non-envelope replies`);
  // what the database says
  const ids = paid.map((o) => o.orderId);
  const { rows: found } = await db.query(`SELECT o.id::int AS id, count(p.*) FILTER (WHERE p.status = 'paid')::int AS paid FROM orders o LEFT JOIN payments p ON p.order_id = o.id WHERE o.id = ANY($1::int[]) GROUP BY o.id`, [ids]);
  const lost = ids.filter((id) => !found.some((r) => r.id === id && r.paid === 1));
  check('0 lost orders: every acknowledged payment is a paid order in the database', lost.length === 0 && paid.length > 0, `${found.length}/${ids.length} found, ${lost.length} lost`);
  const { rows: twice } = await db.query(`SELECT order_id FROM payments WHERE status = 'paid' GROUP BY order_id HAVING count(*) > 1`);
  const { rows: ledger } = await db.query(`SELECT count(*)::int AS approved, count(DISTINCT invoice)::int AS invoices FROM sandbox_gateway_ledger WHERE result->>'outcome' = 'approved'`);
  const { rows: perOrder } = await db.query(`SELECT count(*)::int AS n FROM payments p JOIN sandbox_gateway_ledger l ON l.invoice = p.invoice AND l.result->>'outcome' = 'approved' GROUP BY p.order_id HAVING count(*) > 1`).catch(() => ({ rows: [] }));
  check('0 double charges', twice.length === 0 && perOrder.length === 0 && ledger[0].approved === ledger[0].invoices, `${ledger[0].approved} approved charges at the gateway, ${twice.length} orders paid twice`);
  // a charge whose instance died before recording it is settled by the stale-claim sweep and the
  // reconcile job (bounded wait): what matters is that none stays charged and unpaid
  let paidOrders;
  for (let waited = 0; ; waited += 1000) {
    ({ rows: paidOrders } = await db.query(`SELECT count(*)::int AS n FROM payments WHERE status = 'paid'`));
    if (paidOrders[0].n >= ledger[0].approved || waited >= 20_000) break;
    await sleep(1000);
  }
  check('every approved charge is a paid order (none charged and left unpaid)', paidOrders[0].n === ledger[0].approved, `${paidOrders[0].n} paid orders, ${ledger[0].approved} approved charges`);
  // bring it back for the next scenarios
  await cluster.startInstance(victim);
  check('instance 2 restarted and ready', true);
}

async function hammer(base, paths, ms, { concurrency = 8, token } = {}) {
  const replies = [];
  const end = Date.now() + ms;
  await Promise.all(
    Array.from({ length: concurrency }, async (_, w) => {
      for (let n = w; Date.now() < end; n++) replies.push(await call(base, 'GET', paths[n % paths.length], { token, timeoutMs: 5000 }));
    }),
  );
  return replies;
}

async function metric(url, name, labels, token) {
  const text = await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${token}` } }).then((r) => r.text());
  const line = text.split('\n').find((l) => l.startsWith(name) && labels.every((x) => l.includes(x)));
  return line ? Number(line.split(' ').pop()) : 0;
}

async function scenarioRedis(cluster, redis) {
  console.log('• Redis stopped and started under catalogue reads');
  const goods = await goodsOnSale(cluster.url);
  const paths = ['/api/shop-products?page=1', '/api/shop-products?page=2', ...goods.slice(0, 4).map((g) => `/api/product-details/${g.productId}/${g.category}`)];
  await redis.stop();
  const down = await hammer(cluster.url, paths, 2500);
  check('Redis down: no 5xx', down.every((r) => r.status > 0 && r.status < 500), `${down.length} requests, statuses ${[...new Set(down.map((r) => r.status))].join('/')}`);
  const ready = await call(cluster.instances[0].url, 'GET', '/api/ready');
  check('Redis down: /api/ready still 200 (degraded)', ready.status === 200 && ready.body?.data?.redis === false, JSON.stringify(ready.body?.data));
  await redis.start(); // a fresh, empty Redis: what a restart without persistence looks like
  await sleep(2500); // ioredis reconnects by itself (backoff ≤ 2 s)
  const up = await hammer(cluster.url, paths, 1500);
  check('Redis back: no 5xx', up.every((r) => r.status > 0 && r.status < 500), `${up.length} requests, statuses ${[...new Set(up.map((r) => r.status))].join('/')}`);
  const readies = await Promise.all(cluster.instances.map((i) => call(i.url, 'GET', '/api/ready')));
  check('Redis back: every instance reconnected', readies.every((r) => r.body?.data?.redis === true), readies.map((r) => r.body?.data?.redis).join(', '));
  // reads the memory tier has not seen go through Redis again and refill it
  const before = await Promise.all(cluster.instances.map((i) => metric(i.url, 'catalog_cache_requests_total', ['tier="redis"', 'result="miss"'], cluster.metricsToken)));
  for (const i of cluster.instances) for (const q of ['mug', 'hoodie', 'poster']) await call(i.url, 'POST', '/api/search-products?page=1', { body: { searchTerm: q } });
  const after = await Promise.all(cluster.instances.map((i) => metric(i.url, 'catalog_cache_requests_total', ['tier="redis"'], cluster.metricsToken)));
  const keys = Number(spawnSync('redis-cli', ['-p', String(REDIS_PORT), 'dbsize'], { encoding: 'utf8' }).stdout.trim());
  check('caches rebuild in Redis', keys > 0 && after.reduce((a, b) => a + b, 0) > before.reduce((a, b) => a + b, 0), `${keys} keys in Redis; redis-tier lookups now ${after.join('+')}`);
}

async function scenarioPostgres(cluster, postgres, token) {
  console.log('• PostgreSQL stopped mid-load, then started again');
  const paths = ['/api/auth/me', '/api/shop-products?page=3', '/api/ready'];
  const load = hammer(cluster.url, paths, 4000, { token });
  await sleep(500);
  postgres.stop();
  const stoppedAt = Date.now();
  const during = await hammer(cluster.url, ['/api/auth/me', '/api/ready'], 2000, { token, concurrency: 4 });
  postgres.start();
  const restartedAt = Date.now();
  const all = [...(await load), ...during];
  const bad = during.filter((r) => !(r.status === 503 && isEnvelope(r) && r.body.success === false) && r.status !== 200);
  const slowest = (rs) => Math.round(Math.max(...rs.map((r) => r.ms)));
  check('during the outage: 503 in the envelope', during.some((r) => r.status === 503) && bad.length === 0, `${during.length} requests in ${restartedAt - stoppedAt} ms: ${[...new Set(during.map((r) => r.status))].join('/')}`);
  const late = during.filter((r) => r.ms > 1000);
  check('during the outage every answer came within 1 s', late.length === 0, `slowest ${slowest(during)} ms${late.length ? `: ${late.map((r) => `${r.path} ${r.status} ${Math.round(r.ms)} ms`).join('; ')}` : ''}`);
  const hung = all.filter((r) => r.status === 0 || r.ms > 3000);
  check('no hung requests around the outage (all answered, none over 3 s)', hung.length === 0, `${all.length} requests, slowest ${slowest(all)} ms`);
  const t0 = Date.now();
  let recovered = [];
  while (Date.now() - t0 < 20_000) {
    recovered = await Promise.all(cluster.instances.map((i) => call(i.url, 'GET', '/api/auth/me', { token })));
    if (recovered.every((r) => r.status === 200)) break;
    await sleep(250);
  }
  check('every instance recovers without a restart', recovered.every((r) => r.status === 200), `${Date.now() - t0} ms after start: ${recovered.map((r) => r.status).join(', ')}`);
}

async function scenarioDrain(cluster) {
  console.log('• SIGTERM drains an instance');
  const victim = cluster.instances[2];
  // shopper traffic only: /api/ready is the balancer's question, and a draining instance answers it 503 on purpose
  const load = hammer(cluster.url, ['/api/shop-products?page=1', '/api/health', '/api/shop-products?page=2'], 4000, { concurrency: 6 });
  await sleep(700);
  victim.child.kill('SIGTERM');
  const code = await new Promise((r) => (victim.child.exitCode !== null ? r(victim.child.exitCode) : victim.child.once('exit', (c) => r(c))));
  const replies = await load;
  const failures = replies.filter((r) => r.status === 0 || r.status >= 500);
  check('no request failed while the instance drained', failures.length === 0, `${replies.length} requests, ${failures.length} failed${failures.length ? `: ${failures.map((r) => `${r.path} ${r.status} ${r.wireError ?? r.body?.message ?? ''}`).join('; ')}` : ''}`);
  const log = readFileSync(join(cluster.workDir, `api${victim.id}.log`), 'utf8');
  check('the instance stopped cleanly (exit 0, job worker stopped)', code === 0 && log.includes('drained and stopped'), `exit ${code}`);
}

async function main() {
  try {
    ensureHaproxy(console.log);
  } catch (err) {
    console.log(`[cluster fault tests] SKIPPED: ${err.message}`);
    return 0;
  }
  const workDir = mkdtempSync(join(tmpdir(), 'store-fault-'));
  const postgres = startThrowawayPostgres(PG_PORT);
  onTimeout.push(() => postgres.remove());
  const redis = await startThrowawayRedis(REDIS_PORT);
  onTimeout.push(() => void redis.stop());
  const admin = new pg.Client({ connectionString: postgres.url.replace(/\/store$/, '/postgres') });
  await admin.connect();
  await admin.query('CREATE DATABASE store');
  await admin.end();
  let cluster;
  try {
    const t0 = Date.now();
    cluster = await startCluster({
      size: 3,
      port: PORT,
      staticPort: null,
      databaseUrl: postgres.url,
      redisUrl: redis.url,
      workDir,
      quiet: true,
      checkIntervalMs: 300,
      env: { DRAIN_DELAY_MS: '2000', LOG_LEVEL: 'warn', JOB_POLL_SECONDS: '1', PAYMENT_PROCESSING_STALE_SECONDS: '4' },
    });
    cluster.workDir = workDir;
    onTimeout.push(() => {
      for (const i of cluster.instances) i.child?.kill('SIGKILL');
      cluster.balancer.kill('SIGKILL');
    });
    console.log(`[cluster fault tests] 3 instances behind HAProxy on :${PORT} in ${Date.now() - t0} ms (PostgreSQL :${PG_PORT}, Redis :${REDIS_PORT})`);
    await scenarioSessions(cluster);
    await scenarioSharedLoginLimit(cluster);
    const db = new pg.Client({ connectionString: postgres.url });
    await db.connect();
    try {
      await scenarioCheckoutWithKill(cluster, db);
    } finally {
      await db.end();
    }
    await scenarioRedis(cluster, redis);
    const email = `pg-${Date.now()}@example.test`;
    const s = await call(cluster.url, 'POST', '/api/auth/signup', { body: { fName: 'Pg', lName: 'Outage', email, password: 'outage-pass-123' } });
    await scenarioPostgres(cluster, postgres, s.body?.data?.accessToken);
    const registryDb = new pg.Client({ connectionString: postgres.url });
    await registryDb.connect();
    try {
      await scenarioDeploys(cluster, registryDb, { call, check, root });
    } finally {
      await registryDb.end();
    }
    await scenarioDrain(cluster);
  } catch (err) {
    check('the suite ran to the end', false, err.stack ?? String(err));
  } finally {
    await tearDown('cluster fault tests', results, { cluster, redis, postgres, workDir });
  }
  const failed = reportChecks('cluster fault tests', results);
  return failed ? 1 : 0;
}

runBounded('cluster fault tests', TIMEOUT_MS, onTimeout, main);
