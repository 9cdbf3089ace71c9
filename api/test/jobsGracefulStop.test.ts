import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testDatabases } from './helpers/testDatabases.ts';
import { createJobRunner, type JobHandlers } from '../src/jobs/jobRunner.ts';
import { jobsTotal } from '../src/cluster/metrics.ts';
import type { Db } from '../src/db/db.ts';

/** A handler that says when it started and ends when the test lets it. */
function heldHandler() {
  let started!: () => void;
  let release!: () => void;
  const whenStarted = new Promise<void>((r) => (started = r));
  const released = new Promise<void>((r) => (release = r));
  let finished = false;
  const handler = async () => {
    started();
    await released;
    finished = true;
  };
  return { handler, whenStarted, release, finished: () => finished };
}

const handlersWith = (fulfil: () => Promise<void>): JobHandlers => ({ 'fulfil-order': fulfil, 'track-order': async () => {}, 'reconcile-payment': async () => {} });

const completedFulfilments = async () => (await jobsTotal.get()).values.find((v) => v.labels.queue === 'fulfil-order' && v.labels.outcome === 'completed')?.value ?? 0;

/** The fulfil-order job's state as the database has it (the runner's queue follows the schema, as jobRunner does). */
async function jobState(db: Db, orderId: number) {
  const [{ s }] = await db.query<{ s: string }>('SELECT current_schema() AS s');
  const schema = s === 'public' ? 'pgboss' : `${s}_boss`;
  const [row] = await db.query<{ state: string }>(`SELECT state::text AS state FROM ${schema}.job WHERE name = 'fulfil-order' AND (data->>'orderId')::int = $1`, [orderId]);
  return row?.state;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.each(testDatabases)('the job runner stops gracefully on $name', (database) => {
  let db: Db;
  const rejections: unknown[] = [];
  const onRejection = (err: unknown) => rejections.push(err);
  beforeEach(async () => {
    rejections.length = 0;
    process.on('unhandledRejection', onRejection);
    db = await database.open();
  }, 60_000);
  afterEach(async () => {
    await db.close();
    process.off('unhandledRejection', onRejection);
  });

  it('a handler running at stop() finishes, its outcome is recorded, and only then does stop() resolve', async () => {
    const held = heldHandler();
    const jobs = createJobRunner(db, { pollSeconds: 0.5 });
    jobs.attach(handlersWith(held.handler));
    const before = await completedFulfilments();
    await jobs.enqueue('fulfil-order', { orderId: 7 });
    await held.whenStarted;

    let stopped = false;
    const stopping = jobs.stop().then(() => (stopped = true));
    await sleep(700);
    // still waiting for the handler (a non-graceful stop returned at once and failed the job under it)
    expect(stopped).toBe(false);
    held.release();
    await stopping;

    expect(held.finished()).toBe(true);
    expect(await completedFulfilments()).toBe(before + 1);
    // pg-boss wrote the outcome before stop() returned: the database may close now
    expect(await jobState(db, 7)).toBe('completed');
    await db.close();
    await sleep(300);
    expect(rejections).toEqual([]);
  }, 60_000);

  it('a handler outliving the grace is left to run again after the restart; its late end reaches no closed database', async () => {
    const held = heldHandler();
    const jobs = createJobRunner(db, { pollSeconds: 0.5, stopGraceMs: 1000 });
    jobs.attach(handlersWith(held.handler));
    await jobs.enqueue('fulfil-order', { orderId: 8 });
    await held.whenStarted;

    const t0 = Date.now();
    await jobs.stop();
    // bounded: the grace, pg-boss's half-second polling and the second for outcomes, not the handler's time
    expect(Date.now() - t0).toBeLessThan(4000);
    expect(held.finished()).toBe(false);
    // pg-boss failed it at the end of the grace: retried by the next start
    expect(await jobState(db, 8)).toBe('retry');
    await db.close();

    // the handler ends on its own now; pg-boss then records its outcome, with no catch of its own
    held.release();
    await sleep(500);
    expect(held.finished()).toBe(true);
    expect(rejections).toEqual([]);
  }, 60_000);
});
