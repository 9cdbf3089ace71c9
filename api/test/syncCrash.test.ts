import type { ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings } from '@store/shared/rules';
import { openPglite } from '../src/db/pglite.ts';
import type { Db } from '../src/db/db.ts';
import { INTERRUPTED_MESSAGE } from '../src/admin/catalogueSyncRuns.ts';
import { startStore } from './helpers/storeProcess.ts';

// Issue #42: kill -9 in the middle of "Sync now" on the embedded database, while it stages the
// provider's rows and while it writes them. Nothing acknowledged is lost, the catalogue is whole
// (every product there, each row the old one or the new one, listings matching the products), the
// run reads interrupted instead of blocking the next one, and the staging tables are gone at the
// next start.

const admin = { email: 'owner.sync-crash@example.com', password: 'sync crash secret 1' };

interface Running {
  launcher: ChildProcess;
  url: string;
  exited: Promise<unknown>;
}

async function start(dataDir: string): Promise<Running> {
  const store = await startStore(dataDir, { ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password });
  return { launcher: store.launcher, url: `http://127.0.0.1:${store.port}`, exited: store.exited };
}

async function stop(running: Running, signal: 'SIGTERM' | 'SIGKILL') {
  if (running.launcher.exitCode === null) process.kill(-running.launcher.pid!, signal);
  await running.exited;
}

async function withDatabase<T>(dataDir: string, fn: (db: Db) => Promise<T>): Promise<T> {
  const db = await openPglite(join(dataDir, 'pgdata'));
  try {
    return await fn(db);
  } finally {
    await db.close();
  }
}

async function adminHeaders(url: string): Promise<Record<string, string>> {
  const res = await fetch(`${url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(admin) });
  const body = (await res.json()) as { data: { accessToken: string } };
  return { authorization: `Bearer ${body.data.accessToken}`, 'content-type': 'application/json' };
}

interface SyncReply {
  data: { lastRun: { id: number; status: string; message: string | null } | null; progress: { phase: string; staged: number; applied: number } | null };
}
const syncState = async (url: string, headers: Record<string, string>) => ((await (await fetch(`${url}/api/admin/catalogue/sync`, { headers })).json()) as SyncReply).data;
const syncNow = (url: string, headers: Record<string, string>) => fetch(`${url}/api/admin/catalogue/sync`, { method: 'POST', headers, body: '{}' });

const stagingTables = async (db: Db) => (await db.query<{ t: string }>(`SELECT tablename AS t FROM pg_tables WHERE schemaname = 'catalogue_staging'`)).map((r) => r.t);

/** Every listing holds exactly the visible products of its categories, at positions 1..n. */
async function listingsMismatch(db: Db): Promise<string[]> {
  const wrong: string[] = [];
  for (const l of listings) {
    const [r] = await db.query<{ extra: number; missing: number; n: number; top: number | null; distinct: number }>(
      `SELECT (SELECT count(*)::int FROM listing_items i JOIN products p ON p.id = i.product_id WHERE i.listing = $1 AND (p.hidden OR NOT p.category = ANY($2::text[]))) AS extra,
              (SELECT count(*)::int FROM products p WHERE NOT p.hidden AND p.category = ANY($2::text[]) AND NOT EXISTS (SELECT 1 FROM listing_items i WHERE i.listing = $1 AND i.product_id = p.id)) AS missing,
              (SELECT count(*)::int FROM listing_items WHERE listing = $1) AS n,
              (SELECT max(position)::int FROM listing_items WHERE listing = $1) AS top,
              (SELECT count(DISTINCT product_id)::int FROM listing_items WHERE listing = $1) AS distinct`,
      [l.slug, l.members],
    );
    if (r!.extra || r!.missing || r!.n !== (r!.top ?? 0) || r!.distinct !== r!.n) wrong.push(`${l.slug}: ${JSON.stringify(r)}`);
  }
  return wrong;
}

/** Wishlist toggles of a guest, one new product each: every acknowledged one is a row that must stay. */
function wishlistWriter(url: string, ids: string[]) {
  const guest = `guest_sync-crash-${Date.now()}`;
  const acked: string[] = [];
  let writing = true;
  const done = (async () => {
    for (const id of ids) {
      if (!writing) return;
      const res = await fetch(`${url}/api/favourites-cart/add-remove`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-guest-uid': guest }, body: JSON.stringify({ type: 'favorite', product_id: id }) }).catch(() => null);
      const body = res?.ok ? ((await res.json()) as { success: boolean; message: string }) : null;
      if (body?.success && body.message === 'Added successfully') acked.push(id);
    }
  })();
  return { guest, acked, stop: async () => ((writing = false), await done) };
}

describe('kill -9 during a catalogue sync of the embedded database', () => {
  let seeded: string;
  let products: number;
  beforeAll(async () => {
    // one store imports the demo catalogue; each case starts from a copy of its data directory
    seeded = mkdtempSync(join(tmpdir(), 'store-sync-crash-seed-'));
    await stop(await start(seeded), 'SIGTERM');
    products = await withDatabase(seeded, async (db) => (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM products'))[0]!.n);
  }, 300_000);
  afterAll(() => rmSync(seeded, { recursive: true, force: true }));

  it.each([
    { phase: 'staging', at: (p: { phase: string; staged: number }) => p.phase === 'staging' && p.staged > 0 },
    { phase: 'applying', at: (p: { phase: string; applied: number }) => p.phase === 'applying' && p.applied > 0 },
  ])('killed while $phase: nothing acknowledged lost, the catalogue whole, the run interrupted, "Sync now" accepted at once, no staging left', async ({ phase, at }) => {
    const dataDir = mkdtempSync(join(tmpdir(), `store-sync-crash-${phase}-`));
    cpSync(seeded, dataDir, { recursive: true });
    // the provider's catalogue differs from every live row (a title and a price), so the sync has
    // every product to write and the listings to rebuild
    const provider = await withDatabase(dataDir, async (db) => {
      const rows = await db.query<{ id: string; title: string; price: number }>('SELECT id, title, price_cents AS price FROM products ORDER BY provider_rank, id');
      await db.query(`UPDATE products SET title = title || ' (old)', price_cents = price_cents + 1`);
      return new Map(rows.map((r) => [r.id, r]));
    });
    const ids = [...provider.keys()];
    /** each product the old row or the provider's: its title and its price moved together */
    const torn = async (db: Db) =>
      (await db.query<{ id: string; title: string; price: number }>('SELECT id, title, price_cents AS price FROM products')).filter((r) => {
        const p = provider.get(r.id);
        return !p || !((r.title === p.title && r.price === p.price) || (r.title === `${p.title} (old)` && r.price === p.price + 1));
      });

    let running = await start(dataDir);
    try {
      let headers = await adminHeaders(running.url);
      const writer = wishlistWriter(running.url, ids);
      while (writer.acked.length < 3) await new Promise((r) => setTimeout(r, 20));
      expect((await syncNow(running.url, headers)).status).toBe(200);
      const deadline = Date.now() + 120_000;
      for (;;) {
        const { progress } = await syncState(running.url, headers);
        if (progress && at(progress as never)) break;
        if (!progress || Date.now() > deadline) throw new Error(`the sync never reached ${phase} (progress ${JSON.stringify(progress)})`);
      }
      await stop(running, 'SIGKILL');
      const acked = [...writer.acked];
      await writer.stop();
      expect(acked.length).toBeGreaterThan(2);

      // what the killed process left: the run 'running' in the phase it died in, its staging tables
      const left = await withDatabase(dataDir, async (db) => ({
        run: (await db.query<{ status: string; phase: string }>('SELECT status, phase FROM catalogue_sync_runs ORDER BY id DESC LIMIT 1'))[0],
        staging: await stagingTables(db),
      }));
      expect(left.run).toEqual({ status: 'running', phase });
      expect(left.staging.length).toBeGreaterThan(0);

      running = await start(dataDir);
      headers = await adminHeaders(running.url);
      const after = await syncState(running.url, headers);
      expect(after.lastRun).toMatchObject({ status: 'failed', message: INTERRUPTED_MESSAGE });
      expect(after.progress).toBeNull();
      await stop(running, 'SIGTERM');
      await withDatabase(dataDir, async (db) => {
        expect(await stagingTables(db)).toEqual([]);
        const have = new Set((await db.query<{ id: string }>(`SELECT product_id AS id FROM favourites_cart WHERE guest_uid = $1 AND type = 'favorite'`, [writer.guest])).map((r) => r.id));
        expect(acked.filter((id) => !have.has(id))).toEqual([]);
        // whole: every product, each the old row or the provider's
        expect((await db.query<{ n: number }>('SELECT count(*)::int AS n FROM products'))[0]!.n).toBe(products);
        expect(await torn(db)).toEqual([]);
        expect(await listingsMismatch(db)).toEqual([]);
      });

      // "Sync now" is accepted at once, and brings the whole new catalogue in
      running = await start(dataDir);
      headers = await adminHeaders(running.url);
      const res = await syncNow(running.url, headers);
      expect(res.status).toBe(200);
      const finished = Date.now() + 120_000;
      while ((await syncState(running.url, headers)).lastRun?.status === 'running') {
        if (Date.now() > finished) throw new Error('the new sync did not finish');
        await new Promise((r) => setTimeout(r, 200));
      }
      expect((await syncState(running.url, headers)).lastRun?.status).toBe('succeeded');
      await stop(running, 'SIGTERM');
      await withDatabase(dataDir, async (db) => {
        const rows = await db.query<{ id: string; title: string; price: number }>('SELECT id, title, price_cents AS price FROM products');
        expect(rows.length).toBe(products);
        expect(rows.filter((r) => r.title !== provider.get(r.id)?.title || r.price !== provider.get(r.id)?.price)).toEqual([]);
        expect(await listingsMismatch(db)).toEqual([]);
        expect(await stagingTables(db)).toEqual([]);
      });
    } finally {
      await stop(running, 'SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 600_000);
});
