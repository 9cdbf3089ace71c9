import type { Db, Sql } from '../db/db.ts';
import { migrate, migrationNames } from '../db/migrate.ts';
import { BackupRefused, readBackup } from './backupReader.ts';
import type { Manifest, SecretsPayload } from './manifest.ts';
import { open } from './secretsBox.ts';
import { settleRestoredRuns } from './backupRuns.ts';
import { checkManifestAuth } from './manifestAuth.ts';
import { statSync } from 'node:fs';

const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;
const BATCH = 500;

export interface CheckedBackup {
  manifest: Manifest;
  /** the opened secrets; null when the backup has none or the owner restores without them */
  secrets: SecretsPayload | null;
  /** true: the manifest's code matched the passphrase; false: no passphrase, checksums only */
  authenticated: boolean;
  /** the manifest line checked here: the load's second reading must find the same */
  manifestLine: string;
}

/**
 * Everything that can refuse a backup, done before any database is touched: the file's checksums
 * and manifest, the manifest's authentication code when a passphrase is set, its migration level
 * against the code's, and the sealed secrets.
 */
export async function checkBackup(file: string, opts: { passphrase?: string; withoutSecrets?: boolean }): Promise<CheckedBackup> {
  const read = await readBackup(file);
  const { manifest, sealed, manifestLine } = read;
  const authenticated = checkManifestAuth(read, opts.passphrase);
  const checked = { manifest, authenticated, manifestLine };
  const known = new Set(migrationNames());
  const unknown = manifest.migrations.filter((m) => !known.has(m));
  if (unknown.length) throw new BackupRefused(`This backup comes from a newer store (migration ${unknown.at(-1)}, store ${manifest.storeVersion}); update the code before restoring it.`);
  if (!sealed) return { ...checked, secrets: null };
  if (opts.withoutSecrets) return { ...checked, secrets: null };
  if (!opts.passphrase) throw new BackupRefused('This backup holds sealed secrets: set BACKUP_PASSPHRASE to the passphrase it was taken with (or pass --without-secrets to restore without them).');
  return { ...checked, secrets: JSON.parse(open(sealed, opts.passphrase)) as SecretsPayload };
}

async function insertColumns(tx: Sql, table: string): Promise<string> {
  const cols = await tx.query<{ name: string }>(
    `SELECT attname AS name FROM pg_attribute WHERE attrelid = $1::regclass AND attnum > 0 AND NOT attisdropped AND attgenerated = '' ORDER BY attnum`,
    [ident(table)],
  );
  return cols.map((c) => ident(c.name)).join(', ');
}

/**
 * Loads a checked backup into a fresh database: the schema as it was at the backup's migration
 * level, every row in one transaction, the sequences where they stood, then the migrations the code
 * has since. Returns the row counts it finds afterwards.
 */
export async function loadBackup(db: Db, file: string, checked: CheckedBackup): Promise<{ name: string; rows: number }[]> {
  const { manifest, secrets } = checked;
  await migrate(db, { only: manifest.migrations });
  await db.transaction(async (tx) => {
    const [{ su }] = await tx.query<{ su: boolean }>(`SELECT rolsuper AS su FROM pg_roles WHERE rolname = current_user`);
    // rows go in as they were: no triggers, no foreign-key checks (the file's order suffices otherwise)
    if (su) await tx.query(`SET LOCAL session_replication_role = replica`);
    const all = manifest.tables.map((t) => ident(t.name));
    if (secrets) all.push('secrets');
    // seed rows a migration inserted (demo posts, settings) give way to the backup's
    if (all.length) await tx.query(`TRUNCATE ${all.join(', ')}`);
    let table = '';
    let columns = '';
    let batch: string[] = [];
    const flush = async () => {
      if (!batch.length) return;
      await tx.query(`INSERT INTO ${ident(table)} (${columns}) OVERRIDING SYSTEM VALUE SELECT ${columns} FROM json_populate_recordset(NULL::${ident(table)}, $1::json)`, [`[${batch.join(',')}]`]);
      batch = [];
    };
    await readBackup(
      file,
      async (e) => {
      if (e.kind === 'table') {
        await flush();
        table = e.name;
        columns = await insertColumns(tx, table);
      } else if (e.kind === 'row') {
        batch.push(e.json);
        if (batch.length >= BATCH) await flush();
      }
      },
      { sameManifestAs: checked.manifestLine },
    );
    await flush();
    for (const s of manifest.sequences) await tx.query(`SELECT setval($1::regclass, $2, $3)`, [ident(s.name), s.value, s.isCalled]);
    for (const r of secrets?.rows ?? []) await tx.query(`INSERT INTO secrets (name, value, created_at) VALUES ($1, $2, $3::timestamptz)`, [r.name, r.value, r.created_at]);
    // without its keys the copy holds no session: the tokens are keyed with keys this store will not have,
    // and revoking them says so even where the store's keys come from the environment and stay the same
    if (!secrets) await tx.query(`UPDATE refresh_tokens SET revoked_at = now() WHERE revoked_at IS NULL`);
  });
  await migrate(db);
  await settleRestoredRuns(db, { manifest, sizeBytes: statSync(file).size });
  const counts = [];
  for (const t of manifest.tables) {
    const [{ n }] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${ident(t.name)}`);
    counts.push({ name: t.name, rows: n });
  }
  return counts;
}
