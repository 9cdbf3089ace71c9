import { useState, type FormEvent } from 'react';
import { toast, useQueryClient } from '@store/shared';
import { backupsKey, saveSchedule, type BackupSchedule } from '../api/backupsApi.ts';

/** The schedule and the retention: how often, and how many daily and weekly backups are kept. */
export function BackupScheduleForm({ schedule }: { schedule: BackupSchedule }) {
  const [draft, setDraft] = useState(schedule);
  const [saving, setSaving] = useState(false);
  const client = useQueryClient();
  const num = (key: 'everyHours' | 'keepDaily' | 'keepWeekly') => ({
    value: String(draft[key]),
    onChange: (e: { target: { value: string } }) => setDraft({ ...draft, [key]: Number(e.target.value) }),
  });
  async function submit(e: FormEvent) {
    e.preventDefault();
    setSaving(true);
    const reply = await saveSchedule(draft);
    setSaving(false);
    if (!reply.success) return void toast.error(reply.message);
    toast.success(reply.message);
    await client.invalidateQueries({ queryKey: backupsKey });
  }
  return (
    <form method="post" className="adm-backup-schedule" onSubmit={(e) => void submit(e)} aria-labelledby="backup-schedule-title">
      <h2 id="backup-schedule-title">Schedule and retention</h2>
      <label>
        <input type="checkbox" checked={draft.enabled} onChange={(e) => setDraft({ ...draft, enabled: e.target.checked })} /> Back up on a schedule
      </label>
      <label>
        Every (hours) <input type="number" min={1} max={168} required {...num('everyHours')} />
      </label>
      <label>
        Daily backups kept <input type="number" min={1} max={90} required {...num('keepDaily')} />
      </label>
      <label>
        Weekly backups kept <input type="number" min={0} max={52} required {...num('keepWeekly')} />
      </label>
      <button type="submit" className="btn btn-outline" disabled={saving}>
        {saving ? 'Saving…' : 'Save schedule'}
      </button>
    </form>
  );
}
