import { useState } from 'react';
import { toast, useQuery, useQueryClient, useMutation } from '@store/shared';
import { DataTable } from '@store/shared/ui';
import { QueryView } from '../components/QueryView.tsx';
import { AdminFrame } from '../components/AdminFrame.tsx';
import { BackupScheduleForm } from '../components/BackupScheduleForm.tsx';
import { shortDateTime } from '../components/labels.ts';
import { backupRunningText } from '../components/progressText.ts';
import { backUpNow, backupsKey, downloadBackup, fetchBackups, fileSize, type BackupFile, type BackupRun } from '../api/backupsApi.ts';

const statusLabel: Record<BackupRun['status'], string> = { running: 'Running', succeeded: 'Saved', failed: 'Failed' };

/** The run's error, else its file, with how long it held the embedded database (how short the pause for shoppers was) */
const runDetail = (r: BackupRun) => r.error ?? (r.fileName ? (r.holdMs == null ? r.fileName : `${r.fileName} (database held ${r.holdMs} ms)`) : '—');

/** /admin/backups: the runs and the files, "Back up now", download, the schedule, and the restore command. */
export default function BackupsPage() {
  // polled while a backup runs, so its end (or failure) appears by itself
  const backups = useQuery({ queryKey: backupsKey, queryFn: fetchBackups, staleTime: 0, retry: 1, refetchInterval: (q) => (q.state.data?.runs[0]?.status === 'running' ? 2000 : false) });
  const client = useQueryClient();
  const backUp = useMutation({ mutationFn: () => backUpNow() });
  const busy = backUp.isPending;
  const [chosen, setChosen] = useState<BackupFile | null>(null);

  async function now() {
    const reply = await backUp.mutateAsync();
    if (reply.success) toast.success(reply.message);
    else toast.error(reply.message);
    await client.invalidateQueries({ queryKey: backupsKey });
  }
  async function download(name: string) {
    try {
      const url = URL.createObjectURL(await downloadBackup(name));
      Object.assign(document.createElement('a'), { href: url, download: name }).click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (err) {
      toast.error((err as Error).message);
    }
  }

  return (
    <AdminFrame title="Backups">
      <QueryView query={backups} loading="Loading the backups" failed="Could not load the backups">
        {(b) => (
          <>
            <p>
              Backups go to <code>{b.store.where}</code>. Last good backup: {b.lastSuccessAt ? shortDateTime(b.lastSuccessAt) : 'none yet'}.{' '}
              {b.secretsSealed
                ? 'Secrets are sealed in with the passphrase, which also authenticates each file: an edited backup is refused.'
                : 'BACKUP_PASSPHRASE is not set: the signing keys stay out of the backups, and the files are not authenticated (their checksums catch accidental damage, not deliberate edits).'}
            </p>
            <button type="button" className="btn btn-primary" onClick={() => void now()} disabled={busy || b.runs[0]?.status === 'running'}>
              {busy ? 'Backing up…' : 'Back up now'}
            </button>
            {/* "Back up now" answers when the backup is done, so until then its own run is told from the press */}
            <p role="status" data-testid="backup-status">
              {b.runs[0]?.status === 'running'
                ? backupRunningText(b.runs[0].startedAt, shortDateTime)
                : busy
                  ? backupRunningText(new Date(backUp.submittedAt).toISOString(), shortDateTime)
                  : ''}
            </p>
            {b.runs.some((r) => r.status === 'failed') && b.runs[0]?.status === 'failed' && (
              <p role="alert" className="adm-backup-failed">
                The last backup failed: {b.runs[0].error}
              </p>
            )}
            <h2>Files</h2>
            {b.files.length === 0 ? (
              <p role="status">No backup files yet.</p>
            ) : (
              <DataTable<BackupFile>
                className="adm-backups"
                rows={b.files}
                rowKey={(f) => f.name}
                columns={[
                  { header: 'Taken', cell: (f) => shortDateTime(f.modifiedAt) },
                  { header: 'File', cell: (f) => <code>{f.name}</code> },
                  { header: 'Size', cell: (f) => fileSize(f.size) },
                  {
                    header: 'Actions',
                    cell: (f) => (
                      <>
                        <button type="button" className="btn btn-outline" onClick={() => void download(f.name)} aria-label={`Download ${f.name}`}>
                          Download
                        </button>{' '}
                        <button type="button" className="btn btn-outline" onClick={() => setChosen(f)} aria-label={`Restore command for ${f.name}`}>
                          Restore…
                        </button>
                      </>
                    ),
                  },
                ]}
              />
            )}
            {chosen && (
              <section aria-labelledby="restore-title" className="adm-restore">
                <h2 id="restore-title">Restore {chosen.name}</h2>
                <p>Restoring needs the store stopped. On the store&apos;s machine, stop it, then run (with BACKUP_PASSPHRASE set if the backup holds sealed secrets):</p>
                <pre>
                  <code>{chosen.restoreCommand}</code>
                </pre>
                <p>The current database is kept aside, never overwritten; start the store again afterwards.</p>
              </section>
            )}
            <BackupScheduleForm schedule={b.schedule} />
            <h2>Recent runs</h2>
            <DataTable<BackupRun>
              className="adm-backup-runs"
              rows={b.runs}
              rowKey={(r) => r.id}
              columns={[
                { header: 'Started', cell: (r) => shortDateTime(r.startedAt) },
                { header: 'How', cell: (r) => r.trigger },
                { header: 'Status', cell: (r) => (r.removedAt ? 'Saved, removed by retention' : statusLabel[r.status]) },
                { header: 'Size', cell: (r) => (r.sizeBytes == null ? '—' : fileSize(r.sizeBytes)) },
                { header: 'Detail', cell: runDetail },
              ]}
            />
          </>
        )}
      </QueryView>
    </AdminFrame>
  );
}
