import { useQuery } from '@store/shared';
import { DataTable } from '@store/shared/ui';
import { QueryView } from '../components/QueryView.tsx';
import { adminKeys, fetchAudit, type AuditEntry } from '../api/adminApi.ts';
import { AdminFrame } from '../components/AdminFrame.tsx';
import { shortDateTime } from '../components/labels.ts';

/** A change as one short line: JSON of what it was and what it became. */
const change = (v: unknown) => (v === null || v === undefined ? '—' : JSON.stringify(v));

/** /admin/activity: the audit log — who changed what, when, before and after (the latest 50). */
export default function ActivityPage() {
  const audit = useQuery({ queryKey: adminKeys.audit, queryFn: fetchAudit, staleTime: 0, retry: 1 });
  return (
    <AdminFrame title="Activity">
      <QueryView query={audit} loading="Loading the activity" failed="Could not load the activity">
        {(entries) =>
          entries.length === 0 ? (
            <p role="status">Nothing has been changed from the back office yet.</p>
          ) : (
            <DataTable<AuditEntry>
              className="adm-audit"
              rows={entries}
              rowKey={(a) => a.id}
              columns={[
                { header: 'When', cell: (a) => shortDateTime(a.createdAt) },
                { header: 'Who', cell: (a) => a.actorEmail ?? 'command line' },
                { header: 'What', cell: (a) => a.action },
                { header: 'On', cell: (a) => a.target ?? '—' },
                { header: 'Before', cell: (a) => <code>{change(a.before)}</code> },
                { header: 'After', cell: (a) => <code>{change(a.after)}</code> },
              ]}
            />
          )
        }
      </QueryView>
    </AdminFrame>
  );
}
