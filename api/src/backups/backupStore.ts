import type { Readable } from 'node:stream';

/** Where finished backup files live: a local folder (default) or an S3-compatible bucket. */
export interface BackupStore {
  readonly kind: 'local' | 's3';
  /** for people: the folder, or s3://bucket/prefix */
  readonly where: string;
  /** Moves a finished file (a local temp path) in under `name`; returns its size in bytes. */
  put(name: string, localPath: string): Promise<number>;
  list(): Promise<{ name: string; size: number; modifiedAt: Date }[]>;
  read(name: string): Promise<Readable>;
  remove(name: string): Promise<void>;
}

/** A name a backup file may have: what we write, nothing with a path in it. */
export const backupNamePattern = /^store-backup-\d{8}T\d{6}(?:\d{3})?Z-(?:pglite|postgres)\.backup\.gz$/;
