import { join } from 'node:path';
import type { BackupStore } from './backupStore.ts';
import { localBackupStore } from './localBackupStore.ts';
import { s3BackupStore } from './s3BackupStore.ts';

/** What the backup code reads from the environment (never logged: it may carry keys). */
export interface BackupEnv {
  store: BackupStore;
  /** BACKUP_PASSPHRASE: seals the generated secrets into the backup; unset, they stay out */
  passphrase?: string;
  /** BACKUP_SCHEDULE=off stops the schedule on this instance (the page's switch stops it everywhere) */
  scheduleOn: boolean;
}

export function backupEnv(dataDir: string, env: NodeJS.ProcessEnv = process.env): BackupEnv {
  const store = env.BACKUP_S3_BUCKET
    ? s3BackupStore({
        bucket: env.BACKUP_S3_BUCKET,
        prefix: env.BACKUP_S3_PREFIX ?? '',
        endpoint: env.BACKUP_S3_ENDPOINT || undefined,
        region: env.BACKUP_S3_REGION ?? env.AWS_REGION ?? 'us-east-1',
        accessKeyId: env.BACKUP_S3_ACCESS_KEY_ID || undefined,
        secretAccessKey: env.BACKUP_S3_SECRET_ACCESS_KEY || undefined,
      })
    : localBackupStore(env.BACKUP_DIR ?? join(dataDir, 'backups'));
  return { store, passphrase: env.BACKUP_PASSPHRASE || undefined, scheduleOn: env.BACKUP_SCHEDULE !== 'off' };
}

/** Where a running store tells `npm run backup` how to reach it (PGlite: only the store may open the database). */
export const backupEndpointFile = (dataDir: string) => join(dataDir, 'backup-endpoint.json');
