// The Backups page's calls (issue #28). Admin-only on the server, like every /api/admin route.
import { apiDownload, apiGet, apiSend } from '@store/shared';

import type { BackupRun } from '@store/shared';
export type { BackupRun };

export interface BackupFile {
  name: string;
  size: number;
  modifiedAt: string;
  restoreCommand: string;
}

export interface BackupSchedule {
  enabled: boolean;
  everyHours: number;
  keepDaily: number;
  keepWeekly: number;
}

export interface BackupsOverview {
  runs: BackupRun[];
  files: BackupFile[];
  schedule: BackupSchedule;
  lastSuccessAt: string | null;
  store: { kind: 'local' | 's3'; where: string };
  secretsSealed: boolean;
}

export const backupsKey = ['admin', 'backups'] as const;

export async function fetchBackups(): Promise<BackupsOverview> {
  const reply = await apiGet<BackupsOverview>('/api/admin/backups');
  if (!reply.success) throw new Error(reply.message);
  return reply.data;
}

export const backUpNow = () => apiSend<{ name: string }>('POST', '/api/admin/backups', {}, 'Could not take the backup.');
export const saveSchedule = (s: BackupSchedule) => apiSend<BackupSchedule>('PUT', '/api/admin/backups/schedule', s, 'Could not save the schedule.');
export const downloadBackup = (name: string) => apiDownload(`/api/admin/backups/${encodeURIComponent(name)}`, 'Could not download the backup.');

/** 1234567 → "1.2 MB" */
export function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 ** 2) return `${(bytes / 1024).toFixed(1)} kB`;
  return `${(bytes / 1024 ** 2).toFixed(1)} MB`;
}
