import { mkdtempSync, rmSync, createWriteStream } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import { repoRoot } from '../config.ts';
import { backupEnv } from './backupSettings.ts';
import { restore } from './restore.ts';
import { embeddedTarget, postgresTarget } from './restoreTargets.ts';

const usage = 'npm run restore -- <file | s3:name> [--database-url URL [--schema S] | --data-dir DIR] [--without-secrets]';

/**
 * `npm run restore -- <file>`: checks the file, restores it into a fresh database beside the
 * current one, migrates it forward and only then puts the old one aside. The store must be stopped.
 * Target: --database-url (or DATABASE_URL) for PostgreSQL, else the embedded database in
 * --data-dir (or DATA_DIR, or .data). --embedded ignores DATABASE_URL.
 */
// a command may wait for a busy server: the store's 800 ms connect limit is for requests, not for this
process.env.DB_CONNECT_TIMEOUT_MS ??= '15000';

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { 'database-url': { type: 'string' }, schema: { type: 'string' }, 'data-dir': { type: 'string' }, embedded: { type: 'boolean' }, 'without-secrets': { type: 'boolean' } },
  });
  if (positionals.length !== 1) throw new Error(`Usage: ${usage}`);
  const dataDir = resolve(values['data-dir'] ?? process.env.DATA_DIR ?? join(repoRoot, '.data'));
  const url = values.embedded ? undefined : (values['database-url'] ?? process.env.DATABASE_URL);
  let file = positionals[0];
  let temp: string | undefined;
  if (file.startsWith('s3:')) {
    temp = mkdtempSync(join(tmpdir(), 'store-restore-'));
    const name = file.slice(3);
    file = join(temp, name);
    console.log(`[restore] downloading ${name} from ${backupEnv(dataDir).store.where}`);
    await pipeline(await backupEnv(dataDir).store.read(name), createWriteStream(file));
  }
  try {
    const target = url ? postgresTarget(url, values.schema) : embeddedTarget(dataDir);
    const out = await restore(file, target, { passphrase: process.env.BACKUP_PASSPHRASE || undefined, withoutSecrets: values['without-secrets'], log: (l) => console.log(`[restore] ${l}`) });
    console.log(`[restore] restored into ${target.describe} in ${(out.ms / 1000).toFixed(1)} s`);
    for (const t of out.counts) console.log(`  ${t.name.padEnd(34)} ${String(t.rows).padStart(9)} rows${t.rows === t.expected ? '' : `  (backup had ${t.expected})`}`);
    console.log(out.aside ? `[restore] the previous database is kept as ${out.aside}` : '[restore] there was no previous database');
    if (!out.secretsRestored) console.log('[restore] no secrets restored: the store keeps (or generates) its own signing keys; everyone signs in again');
  } finally {
    if (temp) rmSync(temp, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(`[restore] refused: ${(err as Error).message}`);
    console.error('[restore] the existing data was not touched');
    process.exit(1);
  },
);
