import client from 'prom-client';
import { describeDifference, type ScriptDifference } from '@store/shared/rules';
import type { Deps } from '../deps.ts';
import { registry as metrics } from '../cluster/metrics.ts';
import { notifyOwner } from '../mail/ownerMail.ts';
import { loggableError } from '../http/errorHandling.ts';
import type { TamperCheckResult } from './tamperCheck.ts';
import { componentLog } from '../log.ts';

const log = componentLog('payment-scripts');

/** 'page': the payment page refused itself at render (a script not locked to the inventory) */
export type CheckTrigger = 'schedule' | 'deploy' | 'owner' | 'page';

const differencesGauge = new client.Gauge({ name: 'store_payment_page_differences', help: "Differences the last check of the payment page found from its script inventory (0: as inventoried)", registers: [metrics] });
const checksTotal = new client.Counter({ name: 'store_payment_page_checks_total', help: 'Checks of the payment page against its script inventory, by outcome', labelNames: ['outcome'] as const, registers: [metrics] });

export interface CheckRecord {
  id: number;
  trigger: CheckTrigger;
  startedAt: string;
  finishedAt: string | null;
  scripts: number;
  differences: ScriptDifference[];
}

const recordOf = (r: Record<string, unknown>): CheckRecord => ({
  id: Number(r.id),
  trigger: r.trigger as CheckTrigger,
  startedAt: new Date(r.started_at as string).toISOString(),
  finishedAt: r.finished_at ? new Date(r.finished_at as string).toISOString() : null,
  scripts: Number(r.scripts),
  differences: (typeof r.differences === 'string' ? JSON.parse(r.differences) : r.differences) as ScriptDifference[],
});

export async function recentChecks(db: Deps['db'], limit = 10): Promise<CheckRecord[]> {
  const rows = await db.query<Record<string, unknown>>('SELECT id, trigger, started_at, finished_at, scripts, differences FROM payment_page_checks ORDER BY id DESC LIMIT $1', [limit]);
  return rows.map(recordOf);
}

/**
 * One check, recorded (a row per run, shown in the back office), counted on /metrics, and on any
 * difference mailed to the owner with each file and change. The log carries the count only.
 * `claim`: the scheduler's row, already inserted; otherwise one is made here.
 */
export async function runTamperCheck(deps: Pick<Deps, 'db' | 'config' | 'mail'>, trigger: CheckTrigger, check: () => Promise<TamperCheckResult>, claim?: number): Promise<CheckRecord> {
  const id = claim ?? Number((await deps.db.query<{ id: string }>('INSERT INTO payment_page_checks (trigger) VALUES ($1) RETURNING id', [trigger]))[0]!.id);
  let result: TamperCheckResult;
  try {
    result = await check();
  } catch (err) {
    // the page did not answer at all: that too is a difference the owner must hear of
    result = { scripts: 0, differences: [{ file: '/payment/*', change: 'unreachable', expected: '200', found: loggableError(err).code ?? 'error' }] };
  }
  const [row] = await deps.db.query<Record<string, unknown>>(
    'UPDATE payment_page_checks SET finished_at = now(), scripts = $2, differences = $3::jsonb WHERE id = $1 RETURNING id, trigger, started_at, finished_at, scripts, differences',
    [id, result.scripts, JSON.stringify(result.differences)],
  );
  differencesGauge.set(result.differences.length);
  checksTotal.inc({ outcome: result.differences.length ? 'differences' : 'as-inventoried' });
  if (result.differences.length) {
    log.warn({ differences: result.differences.length }, 'the payment page differs from its inventory; the owner is told');
    await notifyOwner(deps, { kind: 'payment-scripts-changed', lines: result.differences.map(describeDifference) });
  }
  return recordOf(row!);
}

/**
 * The daily check (PAYMENT_PAGE_CHECK_HOURS): every instance looks each minute whether the last
 * scheduled check is older than the interval and claims the next one with a single insert, so
 * instances rarely run it twice for one slot (two claiming in the same instant both run: harmless).
 */
export function startTamperSchedule(db: Deps['db'], run: (claim: number) => Promise<unknown>, opts: { everyMs: number; checkEveryMs?: number }): () => void {
  const tick = async () => {
    const [claimed] = await db.query<{ id: string }>(
      `INSERT INTO payment_page_checks (trigger) SELECT 'schedule'
        WHERE NOT EXISTS (SELECT 1 FROM payment_page_checks WHERE trigger = 'schedule' AND started_at > now() - ($1::bigint * interval '1 millisecond'))
        RETURNING id`,
      [opts.everyMs],
    );
    if (claimed) await run(Number(claimed.id));
  };
  const timer = setInterval(() => {
    tick().catch((err: unknown) => log.error({ code: loggableError(err).code }, 'scheduled payment page check failed'));
  }, opts.checkEveryMs ?? 60_000);
  timer.unref();
  return () => clearInterval(timer);
}
