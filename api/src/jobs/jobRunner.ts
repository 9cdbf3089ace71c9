import PgBoss from 'pg-boss';
import type { Db } from '../db/db.ts';
import { jobsTotal } from '../cluster/metrics.ts';
import { componentLog } from '../log.ts';
import { loggableError } from '../http/errorHandling.ts';

const log = componentLog('jobs');

/**
 * Durable jobs on pg-boss, on both databases: on PostgreSQL as usual, and on embedded PGlite
 * through pg-boss's `db.executeSql` adapter (verified: its schema, SKIP LOCKED fetch, retries with
 * backoff all run there). Jobs live in the database, so nothing is lost on a crash or restart.
 */
/** What each queue's job carries. */
export interface QueueData {
  'fulfil-order': { orderId: number };
  'track-order': { orderId: number };
  'reconcile-payment': { orderId: number };
  'send-newsletter': { newsletterId: number };
}
export type QueueName = keyof QueueData;
export type JobHandler<D = { orderId: number }> = (data: D) => Promise<void>;
/** The order queues' handlers are required (checkout cannot work without them); the newsletter's comes with the admin routes. */
export type JobHandlers = { [Q in Exclude<QueueName, 'send-newsletter'>]: JobHandler<QueueData[Q]> } & { 'send-newsletter'?: JobHandler<QueueData['send-newsletter']> };

type Policy = { policy: 'standard' | 'stately'; retryLimit: number; retryDelay: number; retryBackoff: boolean };
const policies: Record<QueueName, Policy> = {
  // provider down → retried 1 s, 2 s, 4 s … up to 12 times; 'stately' + the order's singleton key:
  // never two submissions of one order at once
  'fulfil-order': { policy: 'stately', retryLimit: 12, retryDelay: 1, retryBackoff: true },
  'track-order': { policy: 'standard', retryLimit: 5, retryDelay: 5, retryBackoff: true },
  'reconcile-payment': { policy: 'standard', retryLimit: 10, retryDelay: 5, retryBackoff: true },
  // a newsletter whose recipients are not all through yet runs again 2 s, 4 s, 8 s … later; each
  // recipient is tried at most NEWSLETTER_ATTEMPTS times (admin/newsletterJob.ts), so these retries stop first
  'send-newsletter': { policy: 'standard', retryLimit: 8, retryDelay: 2, retryBackoff: true },
};

export interface JobRunner {
  /** Gives the handlers (the checkout routes do, with the app's deps); no work starts yet. */
  attach(handlers: JobHandlers): void;
  /** Starts the workers now (main does; otherwise the first enqueue does). Idempotent. */
  start(): Promise<void>;
  enqueue<Q extends QueueName>(queue: Q, data: QueueData[Q], opts?: { startAfterSeconds?: number; singletonKey?: string }): Promise<void>;
  stop(): Promise<void>;
  /** jobs by queue and state as the database has them (empty before the queue starts), for /metrics */
  states(): Promise<{ queue: string; state: string; count: number }[]>;
}

/**
 * pg-boss's database over the store's Db. `stopped`: once the runner stopped, a handler still running
 * (a non-graceful stop does not wait for it) may end after the database closed; pg-boss then records
 * the outcome with no catch of its own (an unhandled rejection). Its bookkeeping is moot by then: the
 * job stays active and the next start retries it after its expiry, as after a crash.
 */
export function adapterFor(db: Db, stopped: () => boolean = () => false) {
  return {
    async executeSql(text: string, values?: unknown[]) {
      try {
        return await run(text, values);
      } catch (err) {
        // (a completion's shape: pg-boss reads the count of rows it changed)
        if (stopped()) return { rows: [{ count: 0 }] };
        throw err;
      }
    },
  };
  async function run(text: string, values?: unknown[]) {
    if ((values && values.length) || db.kind === 'postgres') return { rows: (await db.query(text, values ?? [])) ?? [] };
    try {
      return { rows: await db.query(text) };
    } catch (err) {
      // PGlite's extended protocol takes one statement; pg-boss migrations are scripts.
      if (!/multiple commands/i.test(String((err as Error).message))) throw err;
      await db.exec(text);
      return { rows: [] };
    }
  }
}

export function createJobRunner(db: Db, opts: { pollSeconds: number }): JobRunner {
  let boss: PgBoss | null = null;
  let starting: Promise<PgBoss> | null = null;
  let handlers: JobHandlers | null = null;
  let bossSchema: string | null = null;
  let stopped = false;

  async function boot(): Promise<PgBoss> {
    const [{ s }] = await db.query<{ s: string }>('SELECT current_schema() AS s');
    // tests isolate each PostgreSQL run in its own schema; the queue follows it
    const schema = s === 'public' ? 'pgboss' : `${s}_boss`;
    const b = new PgBoss({ db: adapterFor(db, () => stopped), schema, schedule: false, supervise: true } as unknown as PgBoss.ConstructorOptions);
    b.on('error', (err: unknown) => log.error({ err: loggableError(err) }, 'job queue error'));
    await b.start();
    for (const q of Object.keys(policies) as QueueName[]) {
      await b.createQueue(q, { name: q, ...policies[q] });
      const handler = handlers?.[q] as JobHandler<unknown> | undefined;
      if (handler) {
        await b.work<unknown>(q, { pollingIntervalSeconds: opts.pollSeconds, batchSize: 1 }, async ([job]) => {
          try {
            await handler(job.data);
          } catch (err) {
            jobsTotal.inc({ queue: q, outcome: 'failed' });
            // the code only: a provider's error message can quote the order's address
            log.warn({ queue: q, code: loggableError(err).code }, 'job failed; pg-boss retries it until its retry limit');
            throw err;
          }
          jobsTotal.inc({ queue: q, outcome: 'completed' });
        });
      }
    }
    boss = b;
    bossSchema = schema;
    return b;
  }
  // a failed start is not cached: the next enqueue tries again
  const ready = () =>
    (starting ??= boot().catch((err: unknown) => {
      starting = null;
      throw err;
    }));

  return {
    attach(h) {
      handlers = h;
    },
    async start() {
      await ready();
    },
    async enqueue(queue, data, o = {}) {
      const b = await ready();
      const { retryLimit, retryDelay, retryBackoff } = policies[queue];
      await b.send(queue, data, { retryLimit, retryDelay, retryBackoff, startAfter: o.startAfterSeconds ?? 0, singletonKey: o.singletonKey });
    },
    async stop() {
      stopped = true;
      const b = boss ?? (starting ? await starting.catch(() => null) : null);
      starting = null;
      boss = null;
      if (b) await b.stop({ graceful: false, close: false, wait: true, timeout: 3000 }).catch(() => {});
    },
    async states() {
      if (!boss || !bossSchema) return [];
      return db.query<{ queue: string; state: string; count: number }>(`SELECT name AS queue, state::text AS state, count(*)::int AS count FROM ${bossSchema}.job GROUP BY 1, 2`);
    },
  };
}
