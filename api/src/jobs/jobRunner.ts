import PgBoss from 'pg-boss';
import type { Db } from '../db/db.ts';
import { jobsTotal } from '../cluster/metrics.ts';
import { componentLog } from '../log.ts';
import { loggableError } from '../http/errorHandling.ts';
import { workInFlight, type WorkInFlight } from './workInFlight.ts';

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
  /** Takes no new job and waits, up to the grace (JOB_STOP_GRACE_MS), for the jobs under way to end and be recorded: then the database may close. */
  stop(): Promise<void>;
  /** jobs by queue and state as the database has them (empty before the queue starts), for /metrics */
  states(): Promise<{ queue: string; state: string; count: number }[]>;
}

/**
 * pg-boss's database over the store's Db. `work` (the job runner's): each call is tracked, so a stop
 * can wait for the last one; and once the stop handed the database back (a handler outlived the
 * grace, and the database may be closed by now), pg-boss's late bookkeeping is answered with nothing
 * changed instead of reaching it: pg-boss records an outcome with no catch of its own, so a refusal
 * would be an unhandled rejection. The job stays as the stop left it (failed by pg-boss at the end of
 * the grace) and is retried, as after a crash.
 */
export function adapterFor(db: Db, work?: WorkInFlight) {
  return {
    executeSql(text: string, values?: unknown[]) {
      if (!work) return run(text, values);
      // (a completion's shape: pg-boss reads the count of rows it changed)
      if (work.handedBack()) return Promise.resolve({ rows: [{ count: 0 }] });
      return work.track(run(text, values));
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

/** How long a stop waits for the handlers under way: below a supervisor's usual grace (Docker's 10 s) with the drain before it. */
export const JOB_STOP_GRACE_MS = 8_000;

export function createJobRunner(db: Db, opts: { pollSeconds: number; stopGraceMs?: number }): JobRunner {
  type Queue = { boss: PgBoss; work: WorkInFlight; schema: string };
  let current: Queue | null = null;
  let starting: Promise<Queue> | null = null;
  let stopping: Promise<void> | null = null;
  let handlers: JobHandlers | null = null;
  const graceMs = opts.stopGraceMs ?? JOB_STOP_GRACE_MS;

  async function boot(): Promise<Queue> {
    const [{ s }] = await db.query<{ s: string }>('SELECT current_schema() AS s');
    // tests isolate each PostgreSQL run in its own schema; the queue follows it
    const schema = s === 'public' ? 'pgboss' : `${s}_boss`;
    const work = workInFlight();
    const b = new PgBoss({ db: adapterFor(db, work), schema, schedule: false, supervise: true } as unknown as PgBoss.ConstructorOptions);
    b.on('error', (err: unknown) => log.error({ err: loggableError(err) }, 'job queue error'));
    await b.start();
    for (const q of Object.keys(policies) as QueueName[]) {
      await b.createQueue(q, { name: q, ...policies[q] });
      const handler = handlers?.[q] as JobHandler<unknown> | undefined;
      if (handler) {
        await b.work<unknown>(q, { pollingIntervalSeconds: opts.pollSeconds, batchSize: 1 }, ([job]) => {
          // fetched as the stop ended: not run on a database that may be closed (retried after its expiry)
          if (work.handedBack()) return Promise.resolve();
          return work.track(runOne(q, handler, job.data));
        });
      }
    }
    return (current = { boss: b, work, schema });
  }
  // a failed start is not cached: the next enqueue tries again
  const ready = () =>
    (starting ??= boot().catch((err: unknown) => {
      starting = null;
      throw err;
    }));

  /**
   * Takes no new job and waits, up to the grace, for the handlers under way and for the outcomes
   * pg-boss records after them; only then may the caller close the database. A handler still
   * running at the end of the grace is failed by pg-boss and runs again after the restart.
   */
  async function halt() {
    const q = current ?? (starting ? await starting.catch(() => null) : null);
    starting = null;
    current = null;
    if (!q) return;
    const deadline = Date.now() + graceMs;
    await q.boss.stop({ graceful: true, close: false, wait: true, timeout: graceMs }).catch((err: unknown) => log.warn({ err: loggableError(err) }, 'job queue stop failed'));
    // a second more for the last outcomes to be written
    await q.work.settled(deadline + 1000);
    q.work.handBack();
  }

  return {
    attach(h) {
      handlers = h;
    },
    async start() {
      await ready();
    },
    async enqueue(queue, data, o = {}) {
      const { boss } = await ready();
      const { retryLimit, retryDelay, retryBackoff } = policies[queue];
      await boss.send(queue, data, { retryLimit, retryDelay, retryBackoff, startAfter: o.startAfterSeconds ?? 0, singletonKey: o.singletonKey });
    },
    stop() {
      // the app's close and main both stop the runner: the second waits for the first
      return (stopping ??= halt().finally(() => (stopping = null)));
    },
    async states() {
      if (!current) return [];
      return db.query<{ queue: string; state: string; count: number }>(`SELECT name AS queue, state::text AS state, count(*)::int AS count FROM ${current.schema}.job GROUP BY 1, 2`);
    },
  };
}

async function runOne(q: QueueName, handler: JobHandler<unknown>, data: unknown) {
  try {
    await handler(data);
  } catch (err) {
    jobsTotal.inc({ queue: q, outcome: 'failed' });
    // the code only: a provider's error message can quote the order's address
    log.warn({ queue: q, code: loggableError(err).code }, 'job failed; pg-boss retries it until its retry limit');
    throw err;
  }
  jobsTotal.inc({ queue: q, outcome: 'completed' });
}
