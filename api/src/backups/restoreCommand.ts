import { join, relative } from 'node:path';
import type { Config } from '../config.ts';
import { repoRoot } from '../config.ts';
import type { BackupEnv } from './backupSettings.ts';

const quote = (s: string) => (/^[\w./:@-]+$/.test(s) ? s : `'${s.replaceAll("'", `'\\''`)}'`);

/**
 * The command an owner runs (store stopped) to restore `name` into this store's own database.
 * Paths are relative to the repository when inside it; the passphrase and database URL are left as
 * variables so no secret is ever shown on the page.
 */
export function restoreCommand(name: string, config: Pick<Config, 'databaseUrl' | 'dataDir'>, backups: BackupEnv): string {
  const file = backups.store.kind === 's3' ? `s3:${name}` : relativeToRepo(join(backups.store.where, name));
  const parts = ['npm run restore --', quote(file)];
  if (config.databaseUrl) parts.push('--database-url "$DATABASE_URL"');
  else if (relativeToRepo(config.dataDir) !== '.data') parts.push('--data-dir', quote(relativeToRepo(config.dataDir)));
  return parts.join(' ');
}

function relativeToRepo(path: string): string {
  const rel = relative(repoRoot, path);
  return rel.startsWith('..') ? path : rel;
}
