import type { Sql } from '../db/db.ts';
import type { BackupWriter } from './backupWriter.ts';
import type { SecretsPayload, SequenceEntry, TableEntry } from './manifest.ts';

/** Tables a backup leaves out of its plain rows: the migration ledger is the manifest's, the signing keys go sealed. */
export const notCopied = new Set(['schema_migrations', 'secrets']);
const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;
const BATCH = 2000;

/**
 * The store's tables in the current schema, a table after those its foreign keys point to (then by
 * name): the file's order is a load order, so a restore that may not switch foreign keys off (not a
 * superuser) still loads.
 */
export async function storeTables(tx: Sql): Promise<string[]> {
  const rows = await tx.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  const names = rows.map((r) => r.name).filter((n) => !notCopied.has(n));
  const edges = await tx.query<{ child: string; parent: string }>(
    `SELECT c.relname AS child, p.relname AS parent FROM pg_constraint k JOIN pg_class c ON c.oid = k.conrelid JOIN pg_class p ON p.oid = k.confrelid
      WHERE k.contype = 'f' AND c.relnamespace = current_schema()::regnamespace AND c.oid <> p.oid`,
  );
  return dependencyOrder(names, edges);
}

function dependencyOrder(names: string[], edges: { child: string; parent: string }[]): string[] {
  const done = new Set<string>();
  const out: string[] = [];
  const visit = (name: string, path: Set<string>) => {
    if (done.has(name) || path.has(name)) return;
    path.add(name);
    for (const e of edges) if (e.child === name && names.includes(e.parent)) visit(e.parent, path);
    done.add(name);
    out.push(name);
  };
  for (const n of names) visit(n, new Set());
  return out;
}

export async function storeSequences(tx: Sql): Promise<string[]> {
  const rows = await tx.query<{ name: string }>(`SELECT sequence_name AS name FROM information_schema.sequences WHERE sequence_schema = current_schema() ORDER BY sequence_name`);
  return rows.map((r) => r.name);
}

export interface SnapshotResult {
  migrations: string[];
  tables: TableEntry[];
  sequences: SequenceEntry[];
  secrets: SecretsPayload['rows'];
}

/**
 * Copies every table into `out` inside one REPEATABLE READ, READ ONLY transaction: every row is as
 * of one instant, whatever commits meanwhile. Rows travel through a cursor in batches, so a
 * 100,000-product catalogue never sits in memory whole. On PGlite (one connection) writers wait
 * for the snapshot to finish; on PostgreSQL they carry on.
 */
export async function takeSnapshot(db: { transaction<T>(fn: (tx: Sql) => Promise<T>): Promise<T> }, out: BackupWriter): Promise<SnapshotResult> {
  return db.transaction(async (tx) => {
    await tx.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY');
    const migrations = (await tx.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name')).map((r) => r.name);
    const tables: TableEntry[] = [];
    for (const name of await storeTables(tx)) {
      await out.beginTable(name);
      let rows = 0;
      await tx.query(`DECLARE backup_rows NO SCROLL CURSOR FOR SELECT row_to_json(t)::text AS j FROM ONLY ${ident(name)} t`);
      for (;;) {
        const batch = await tx.query<{ j: string }>(`FETCH ${BATCH} FROM backup_rows`);
        await out.rows(batch.map((r) => r.j));
        rows += batch.length;
        if (batch.length < BATCH) break;
      }
      await tx.query('CLOSE backup_rows');
      tables.push({ name, rows, sha256: out.endTable() });
    }
    const sequences: SequenceEntry[] = [];
    for (const name of await storeSequences(tx)) {
      const [s] = await tx.query<{ last_value: number | string; is_called: boolean }>(`SELECT last_value, is_called FROM ${ident(name)}`);
      if (s) sequences.push({ name, value: Number(s.last_value), isCalled: s.is_called });
    }
    const secrets = await tx.query<SecretsPayload['rows'][number]>(`SELECT name, value, created_at::text AS created_at FROM secrets ORDER BY name`);
    return { migrations, tables, sequences, secrets };
  });
}
