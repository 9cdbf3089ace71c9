import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from './db.ts';

const dir = join(import.meta.dirname, 'migrations');

// An extension belongs to the whole database, not to a schema. Created from a throw-away schema
// (tests and bench run in `t_…`/`bench_…` first on the search_path) it would land there and vanish
// with it, under the feet of every other schema's trigram indexes: keep it in `public`.
const trigramInPublic = `DO $$ BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    CREATE EXTENSION pg_trgm SCHEMA public;
  ELSIF (SELECT n.nspname FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'pg_trgm') <> 'public' THEN
    ALTER EXTENSION pg_trgm SET SCHEMA public;
  END IF;
END $$`;

/** Every migration the code knows, in the order they apply. */
export function migrationNames(): string[] {
  return readdirSync(dir).filter((f) => f.endsWith('.sql')).sort();
}

/**
 * Applies migrations/NNN_name.sql in order, each once, each in its own transaction. Every area
 * adds its own numbered file; on a server an advisory lock keeps concurrent starts from racing.
 */
export async function migrate(db: Db, opts: { only?: readonly string[] } = {}): Promise<string[]> {
  // `only`: a restore rebuilds the schema a backup was taken at before it migrates forward
  const files = migrationNames().filter((f) => !opts.only || opts.only.includes(f));
  const applied: string[] = [];
  await db.transaction(async (tx) => {
    if (db.kind === 'postgres') {
      await tx.query('SELECT pg_advisory_xact_lock(724001)');
      await tx.exec(trigramInPublic);
    }
    await tx.query('CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())');
    const done = new Set((await tx.query<{ name: string }>('SELECT name FROM schema_migrations')).map((r) => r.name));
    for (const file of files) {
      if (done.has(file)) continue;
      await tx.exec(readFileSync(join(dir, file), 'utf8'));
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file]);
      applied.push(file);
    }
  });
  return applied;
}
