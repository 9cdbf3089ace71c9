import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestApp } from './testApp.ts';
import { billing, createShopper, someVariants } from '../fakes/shopper.ts';
import { localBackupStore } from '../../src/backups/localBackupStore.ts';
import type { BackupEnv } from '../../src/backups/backupSettings.ts';

export const passphrase = 'correct horse battery staple';
export const tempDir = (tag: string) => mkdtempSync(join(tmpdir(), `store-${tag}-`));

export function testBackupEnv(dir = tempDir('backups'), withPassphrase = true): BackupEnv {
  return { store: localBackupStore(dir), passphrase: withPassphrase ? passphrase : undefined, scheduleOn: false };
}

/** One acknowledged write: when it was sent (performance.now()), how long it waited (ms). */
export interface AckedWrite {
  at: number;
  ms: number;
  kind: 'account' | 'order';
  id: string;
}

/**
 * `n` clients writing in parallel until stopped: each makes an account, then places an order
 * through the API (in-process, or over real HTTP with `base`). Only what was acknowledged (the
 * insert returned, the API said 200) is recorded, each write timed in `acked.writes`.
 */
export async function startWriters(t: TestApp, n: number, opts: { base?: string } = {}) {
  const [v] = await someVariants(t, 1);
  const acked = { users: [] as string[], orders: [] as number[], writes: [] as AckedWrite[] };
  const payload = { shippingOption: 'Standard', billingDetails: billing, items: [{ productId: v.productId, variant_id: v.variantId, quantity: 1 }] };
  const placeOrder = async (headers: Record<string, string>): Promise<number | null> => {
    if (!opts.base) {
      const res = await t.app.inject({ method: 'POST', url: '/api/place-order', headers, payload });
      return res.statusCode === 200 ? (res.json().order.orderId as number) : null;
    }
    const res = await fetch(`${opts.base}/api/place-order`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(payload) });
    const body = (await res.json()) as { order?: { orderId: number } };
    return res.status === 200 && body.order ? body.order.orderId : null;
  };
  let stop = false;
  const client = async () => {
    while (!stop) {
      let at = performance.now();
      const u = await createShopper(t, 'writer');
      acked.users.push(u.id);
      acked.writes.push({ at, ms: performance.now() - at, kind: 'account', id: u.id });
      at = performance.now();
      const orderId = await placeOrder(u.headers);
      if (orderId === null) continue;
      acked.orders.push(orderId);
      acked.writes.push({ at, ms: performance.now() - at, kind: 'order', id: String(orderId) });
    }
  };
  // a writer's failure is kept for stop() to report, never left as an unhandled rejection
  const errors: unknown[] = [];
  const running = Array.from({ length: n }, () => client().catch((err: unknown) => void errors.push(err)));
  return {
    acked,
    async stop() {
      stop = true;
      await Promise.all(running);
      if (errors.length) throw errors[0];
    },
  };
}

/** A fingerprint of every file under `dir` (names, sizes and content): equal before and after = untouched. */
export function fingerprint(dir: string): string {
  const hash = createHash('sha256');
  const walk = (d: string) => {
    for (const name of readdirSync(d).sort()) {
      const p = join(d, name);
      if (statSync(p).isDirectory()) walk(p);
      else hash.update(`${p}\0`).update(readFileSync(p));
    }
  };
  walk(dir);
  return hash.digest('hex');
}

export const schemaName = () => `t_${randomBytes(6).toString('hex')}`;
