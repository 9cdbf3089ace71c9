import { useState, type FormEvent } from 'react';
import { toast, useQueryClient, useMutation } from '@store/shared';
import { Field } from '@store/shared/ui';
import { backupsKey, saveSchedule, type BackupSchedule } from '../api/backupsApi.ts';

/** The schedule and the retention: how often, and how many daily and weekly backups are kept. */
export function BackupScheduleForm({ schedule }: { schedule: BackupSchedule }) {
  const [draft, setDraft] = useState(schedule);
  const save = useMutation({ mutationFn: (s: typeof draft) => saveSchedule(s) });
  const client = useQueryClient();
  const num = (key: 'everyHours' | 'keepDaily' | 'keepWeekly') => ({
    value: String(draft[key]),
    onChange: (e: { target: { value: string } }) => setDraft({ ...draft, [key]: Number(e.target.value) }),
  });
  async function submit(e: FormEvent) {
    e.preventDefault();
    const reply = await save.mutateAsync(draft);
    if (!reply.success) return void toast.error(reply.message);
    toast.success(reply.message);
    await client.invalidateQueries({ queryKey: backupsKey });
  }
  return (
    <form method="post" className="adm-backup-schedule" onSubmit={(e) => void submit(e)} aria-labelledby="backup-schedule-title">
      <h2 id="backup-schedule-title">Schedule and retention</h2>
      {/* each control on its own line with its own label: inline labels ran together ("…scheduleEvery (hours)") */}
      <div className="adm-check">
        <input id="backup-schedule-on" type="checkbox" checked={draft.enabled} onChange={(e) => setDraft({ ...draft, enabled: e.target.checked })} />
        <label htmlFor="backup-schedule-on">Back up on a schedule</label>
      </div>
      <div className="form-row adm-backup-schedule__numbers">
        <Field id="backup-every-hours" label="Every (hours)" requiredMark={false}>
          {(control) => <input {...control} type="number" min={1} max={168} required {...num('everyHours')} />}
        </Field>
        <Field id="backup-keep-daily" label="Daily backups kept" requiredMark={false}>
          {(control) => <input {...control} type="number" min={1} max={90} required {...num('keepDaily')} />}
        </Field>
        <Field id="backup-keep-weekly" label="Weekly backups kept" requiredMark={false}>
          {(control) => <input {...control} type="number" min={0} max={52} required {...num('keepWeekly')} />}
        </Field>
      </div>
      <div className="form-actions">
        <button type="submit" className="btn btn-outline" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save schedule'}
        </button>
      </div>
    </form>
  );
}
