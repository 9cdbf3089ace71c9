import pg from 'pg';
import type { Sql } from '../db/db.ts';
import { componentLog } from '../log.ts';

/** PostgreSQL channel every instance listens on; an import on any instance notifies it. */
export const CATALOG_CHANNEL = 'catalog_changed';

/** PostgreSQL channel for reviews a page shows (written, hidden, shown again, answered) */
export const REVIEWS_CHANNEL = 'reviews_changed';

/**
 * A review changed: this instance's cached pages are stale at once (not even served in the page
 * cache's stale window), the other instances' within a second by NOTIFY. The change is already
 * committed, so a NOTIFY that fails is logged (code only) and the others' pages age out by TTL.
 */
export async function announceReviewChange(db: Sql & { kind: string }, catalog: { reviewsChanged(): void }): Promise<void> {
  catalog.reviewsChanged();
  if (db.kind !== 'postgres') return;
  await db.query(`SELECT pg_notify('${REVIEWS_CHANNEL}', 'review')`).catch((err: { code?: string }) => componentLog('cache').warn({ code: err.code }, 'review change not announced to the other instances'));
}

/** Tells every instance (this one included) to drop its catalogue cache. No-op on PGlite (one process). */
export async function announceCatalogChange(db: Sql & { kind: string }): Promise<void> {
  if (db.kind === 'postgres') await db.query(`SELECT pg_notify('${CATALOG_CHANNEL}', 'import')`);
}

/**
 * Listens for catalogue changes on a dedicated connection (LISTEN needs one session), and on the
 * same connection for the other channels given (the registry of remotes). While the database is
 * away it reconnects every second; on reconnect it calls `onCatalogChange` and every other handler
 * too, since a notification may have been missed. The caller says what a change drops (main: the
 * catalogue cache), so this module knows no cache.
 */
export function listenForCatalogChanges(url: string, onCatalogChange: () => void, log: (msg: string) => void = (msg) => componentLog('cache').info(msg), others: Record<string, (payload?: string) => void> = {}): { stop(): Promise<void> } {
  let client: pg.Client | undefined;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const retry = () => {
    if (!stopped && !timer) timer = setTimeout(connect, 1000);
  };
  const connect = async () => {
    timer = undefined;
    if (stopped) return;
    const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
    c.on('error', () => {});
    c.on('end', () => {
      client = undefined;
      retry();
    });
    c.on('notification', (msg) => {
      if (msg.channel === CATALOG_CHANNEL) onCatalogChange();
      else others[msg.channel]?.(msg.payload);
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${CATALOG_CHANNEL}`);
      for (const channel of Object.keys(others)) await c.query(`LISTEN ${channel}`);
      client = c;
      onCatalogChange();
      for (const handler of Object.values(others)) handler();
    } catch {
      await c.end().catch(() => {});
      retry();
      log('[cache] catalogue change listener: database unreachable, retrying');
    }
  };
  void connect();
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await client?.end().catch(() => {});
    },
  };
}
