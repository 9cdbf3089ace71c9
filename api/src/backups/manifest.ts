import type { SealedBox } from './secretsBox.ts';

/**
 * A backup is one gzip file of lines. Rows are JSON objects (they start with `{`); every other
 * line starts with `#`, so no row can pass for one:
 *   #printpop-store-backup 1
 *   #table <name>            then that table's rows, one JSON object a line
 *   #secrets <sealed box>    only with a passphrase
 *   #manifest <json>         counts and sha256s of everything above
 *   #mac <hex>               only with a passphrase: HMAC-SHA256 of the manifest line (manifestAuth.ts)
 *   #end <sha256 of the manifest line>
 * Why JSON rows and not pg_dump: one portable format for both databases (PGlite → PostgreSQL and
 * back), no client binary whose major version must match the server's, and per-table checksums.
 */
export const magicLine = '#printpop-store-backup 1';
export const fileSuffix = '.backup.gz';

export interface TableEntry {
  name: string;
  rows: number;
  sha256: string;
}

export interface SequenceEntry {
  name: string;
  value: number;
  isCalled: boolean;
}

/** How the manifest's authentication key is derived from the passphrase (scrypt; salt base64). */
export interface ManifestAuth {
  kdf: 'scrypt';
  N: number;
  r: number;
  p: number;
  salt: string;
}

export interface Manifest {
  format: 1;
  storeVersion: string;
  /** the migrations applied when the snapshot was taken, in order; the last one is the level */
  migrations: string[];
  migrationLevel: string;
  createdAt: string;
  databaseKind: 'pglite' | 'postgres';
  tables: TableEntry[];
  sequences: SequenceEntry[];
  secrets: 'sealed' | 'left-out';
  /** sha256 of every line before the manifest (each with its newline) */
  bodySha256: string;
  /** present when taken with a passphrase: the `#mac` line after the manifest authenticates it */
  auth?: ManifestAuth;
  /** the backup_runs row that took this backup, and the file's name: a restore records that run as succeeded */
  run?: { id: number; fileName: string };
  /** when the snapshot and the file were complete (createdAt is when the run began) */
  finishedAt?: string;
}

/** What the generated secrets look like inside the sealed box. */
export interface SecretsPayload {
  /** the `secrets` table's rows (the signing keys every instance shares) */
  rows: { name: string; value: string; created_at: string }[];
  /** the data directory's secrets.json, when the store had one */
  file: string | null;
}

export type { SealedBox };
