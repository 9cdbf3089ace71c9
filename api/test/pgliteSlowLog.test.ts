import { afterEach, describe, expect, it } from 'vitest';
import { captureLogs } from '../src/log.ts';
import { openPgliteThread } from '../src/db/pgliteThread.ts';

// Issue #42: which statement holds the embedded database's one connection. PGLITE_SLOW_MS reports
// each statement or transaction that held it that long: its duration and the start of its SQL text,
// never its parameters.
describe('the embedded database reports slow holds (PGLITE_SLOW_MS)', () => {
  const before = process.env.PGLITE_SLOW_MS;
  afterEach(() => {
    if (before === undefined) delete process.env.PGLITE_SLOW_MS;
    else process.env.PGLITE_SLOW_MS = before;
  });

  async function holds(slowMs: string | undefined) {
    if (slowMs === undefined) delete process.env.PGLITE_SLOW_MS;
    else process.env.PGLITE_SLOW_MS = slowMs;
    const lines: Record<string, unknown>[] = [];
    const restore = captureLogs((l) => lines.push(JSON.parse(l) as Record<string, unknown>));
    const db = await openPgliteThread();
    try {
      await db.query(`SELECT pg_sleep(0.15), $1::text AS secret`, ['card 4242 4242 4242 4242']);
      await db.query('SELECT 1');
      await db.transaction(async (tx) => {
        await tx.query('SELECT 2');
        await new Promise((r) => setTimeout(r, 150));
        await tx.query('SELECT 3');
      });
      await new Promise((r) => setTimeout(r, 50));
    } finally {
      await db.close();
      restore();
    }
    return lines.filter((l) => l.msg === 'slow embedded database hold');
  }

  it('logs the statement and the transaction that held the connection, with the SQL text start only', async () => {
    const slow = await holds('100');
    expect(slow).toHaveLength(2);
    expect(slow[0]).toMatchObject({ component: 'db', kind: 'statement', sql: 'SELECT pg_sleep(0.15), $1::text AS secret', inTransaction: false });
    expect(slow[0]!.ms).toBeGreaterThanOrEqual(140);
    expect(slow[1]).toMatchObject({ component: 'db', kind: 'transaction', statements: 2 });
    expect(slow[1]!.ms).toBeGreaterThanOrEqual(140);
    expect(JSON.stringify(slow)).not.toContain('4242');
  });

  it('is off unless set', async () => {
    expect(await holds(undefined)).toEqual([]);
  });
});
