import { migrationNames } from '../db/migrate.ts';
import { checkBackup, loadBackup } from './restoreBackup.ts';
import type { RestoreTarget } from './restoreTargets.ts';
import { notAuthenticatedNote } from './manifestAuth.ts';

export interface RestoreOutcome {
  counts: { name: string; rows: number; expected: number }[];
  aside: string | null;
  secretsRestored: boolean;
  /** the manifest's authentication code matched the passphrase (false: no passphrase, checksums only) */
  authenticated: boolean;
  ms: number;
}

/**
 * The whole restore: check the file (nothing touched yet), load it into the target's fresh
 * database, and only when every step succeeded let it take the current database's place.
 */
export async function restore(file: string, target: RestoreTarget, opts: { passphrase?: string; withoutSecrets?: boolean; log?: (line: string) => void }): Promise<RestoreOutcome> {
  const started = Date.now();
  const checked = await checkBackup(file, opts);
  const m = checked.manifest;
  opts.log?.(`checked: ${m.databaseKind} backup of ${m.createdAt}, store ${m.storeVersion}, migration level ${m.migrationLevel}, ${m.tables.length} tables, checksums match`);
  opts.log?.(checked.authenticated ? 'authenticated: the manifest\'s code matches BACKUP_PASSPHRASE, so the file is as it was written' : notAuthenticatedNote);
  const db = await target.open();
  let counts;
  try {
    counts = await loadBackup(db, file, checked);
    // at the code's own level nothing may move a row; a forward migration might
    const sameLevel = migrationNames().length === m.migrations.length;
    const wrong = sameLevel && counts.find((c) => c.rows !== m.tables.find((t) => t.name === c.name)?.rows);
    if (wrong) throw new Error(`Table ${wrong.name} has ${wrong.rows} rows after the restore, not the backup's count.`);
  } catch (err) {
    await target.discard();
    throw err;
  }
  const aside = await target.commit(checked.secrets);
  return { counts: counts.map((c) => ({ ...c, expected: m.tables.find((t) => t.name === c.name)?.rows ?? 0 })), aside, secretsRestored: Boolean(checked.secrets), authenticated: checked.authenticated, ms: Date.now() - started };
}
