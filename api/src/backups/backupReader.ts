import { createHash, type Hash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { createGunzip } from 'node:zlib';
import { magicLine, type Manifest, type SealedBox } from './manifest.ts';

/** A backup this store will not restore, with the reason in the owner's words. */
export class BackupRefused extends Error {}

export type BackupEvent =
  | { kind: 'table'; name: string }
  | { kind: 'row'; json: string }
  | { kind: 'secrets'; box: SealedBox };

function gzipReason(err: unknown): BackupRefused {
  const code = (err as { code?: string }).code ?? '';
  const message = String((err as Error).message ?? err);
  if (code === 'Z_BUF_ERROR' || /unexpected end/i.test(message)) return new BackupRefused('The backup file is truncated: it ends before its manifest.');
  if (/incorrect header check|unknown compression/i.test(message)) return new BackupRefused('This file is not a store backup (it is not a gzip file).');
  return new BackupRefused(`The backup file is corrupted (${message}).`);
}

export interface ReadBackup {
  manifest: Manifest;
  sealed: SealedBox | null;
  /** the `#manifest` line as written, and the `#mac` code after it (null: none): manifestAuth.ts checks them */
  manifestLine: string;
  mac: string | null;
}

/**
 * Reads a backup once from start to end, checking as it goes: the magic line, each table's sha256
 * and row count, the whole body's sha256 and the manifest's own. `onEvent` sees the content (a
 * restore loads it); nothing it sees may be trusted until this resolves with the manifest.
 * `sameManifestAs`: a second reading (the load) refuses a file whose manifest is not the one the
 * first reading checked, so a file swapped in between cannot pass on its own checksums.
 */
export async function readBackup(path: string, onEvent?: (e: BackupEvent) => Promise<void> | void, opts: { sameManifestAs?: string } = {}): Promise<ReadBackup> {
  const gunzip = createGunzip();
  let streamError: BackupRefused | null = null;
  const input = createReadStream(path).on('error', (err) => gunzip.destroy(err));
  gunzip.on('error', (err) => {
    streamError ??= gzipReason(err);
  });
  const lines = createInterface({ input: input.pipe(gunzip), crlfDelay: Infinity });
  // readline passes the stream's error on; once the loop below has ended nobody else would hear it
  lines.on('error', () => {});

  const body = createHash('sha256');
  const tables: { name: string; rows: number; sha256: string }[] = [];
  let table: { name: string; rows: number; hash: Hash } | null = null;
  let sealed: SealedBox | null = null;
  let manifestLine: string | null = null;
  let mac: string | null = null;
  let endSum: string | null = null;
  let first = true;
  const closeTable = () => {
    if (table) tables.push({ name: table.name, rows: table.rows, sha256: table.hash.digest('hex') });
    table = null;
  };
  try {
    for await (const line of lines) {
      if (endSum !== null) throw new BackupRefused('The backup file is corrupted: it has content after its end line.');
      if (first) {
        first = false;
        if (line !== magicLine) throw new BackupRefused('This file is not a store backup (its first line is not the backup header).');
      } else if (manifestLine !== null) {
        if (line.startsWith('#mac ') && mac === null) {
          mac = line.slice(5);
          continue;
        }
        if (!line.startsWith('#end ')) throw new BackupRefused('The backup file is corrupted: its manifest is not followed by the end line.');
        endSum = line.slice(5);
        continue;
      } else if (line.startsWith('#manifest ')) {
        closeTable();
        manifestLine = line;
        continue;
      }
      const text = `${line}\n`;
      body.update(text);
      if (line.startsWith('{')) {
        if (!table) throw new BackupRefused('The backup file is corrupted: a row outside any table.');
        table.rows += 1;
        table.hash.update(text);
        await onEvent?.({ kind: 'row', json: line });
      } else if (line.startsWith('#table ')) {
        closeTable();
        table = { name: line.slice(7), rows: 0, hash: createHash('sha256') };
        await onEvent?.({ kind: 'table', name: table.name });
      } else if (line.startsWith('#secrets ')) {
        closeTable();
        sealed = JSON.parse(line.slice(9)) as SealedBox;
        await onEvent?.({ kind: 'secrets', box: sealed });
      } else if (line !== magicLine) {
        throw new BackupRefused('The backup file is corrupted: a line of unknown kind.');
      }
    }
  } catch (err) {
    if (err instanceof BackupRefused) throw err;
    throw streamError ?? (err instanceof SyntaxError ? new BackupRefused('The backup file is corrupted (a line is not valid JSON).') : err);
  }
  if (streamError) throw streamError;
  if (manifestLine === null || endSum === null) throw new BackupRefused('The backup file is truncated: it ends before its manifest.');
  if (createHash('sha256').update(manifestLine).digest('hex') !== endSum) throw new BackupRefused("The backup file is corrupted: its manifest does not match the manifest's checksum.");
  if (opts.sameManifestAs !== undefined && manifestLine !== opts.sameManifestAs) throw new BackupRefused('The backup file changed while it was being restored.');
  let manifest: Manifest;
  try {
    manifest = JSON.parse((manifestLine as string).slice(10)) as Manifest;
  } catch {
    throw new BackupRefused('The backup file is corrupted: its manifest is not valid JSON.');
  }
  if (manifest.format !== 1) throw new BackupRefused(`This backup has format ${String(manifest.format)}; this store reads format 1.`);
  if (manifest.bodySha256 !== body.digest('hex')) throw new BackupRefused('The backup file is corrupted: its content does not match the checksum in its manifest.');
  const listed = new Map(manifest.tables.map((t) => [t.name, t]));
  for (const t of tables) {
    const m = listed.get(t.name);
    if (!m || m.rows !== t.rows || m.sha256 !== t.sha256) throw new BackupRefused(`The backup file is corrupted: table ${t.name} does not match its checksum or row count.`);
  }
  if (tables.length !== listed.size) throw new BackupRefused('The backup file is corrupted: its manifest lists tables it does not hold.');
  if ((manifest.secrets === 'sealed') !== (sealed !== null)) throw new BackupRefused('The backup file is corrupted: its manifest and its secrets disagree.');
  return { manifest, sealed, manifestLine, mac };
}
