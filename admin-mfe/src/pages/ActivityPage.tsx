import { useState, type FormEvent } from 'react';
import { Link, keepPreviousData, useNavigate, useQuery, useSearchParams } from '@store/shared';
import { DataTable, ErrorState, LoadingState, Pagination } from '@store/shared/ui';
import { activityKey, activityQueryString, fetchActivity, type ActivityFilters, type AuditEntry } from '../api/activityApi.ts';
import { AdminFrame } from '../components/AdminFrame.tsx';
import { AnyOfSelect } from '../components/FormFields.tsx';
import { activityAreaLabels, activityLabel, activityTarget, changeLines } from '../components/activityText.ts';
import { shortDateTime } from '../components/labels.ts';

function filtersFrom(params: URLSearchParams): ActivityFilters {
  const page = Number(params.get('page') ?? 1);
  const text = (k: string) => params.get(k) || undefined;
  return { page: Number.isInteger(page) && page > 0 ? page : 1, area: text('area'), actor: text('actor'), target: text('target') };
}

/** /admin/activity: who changed what, when, in words, linked to what it was done to; by area, person and target, 50 a page. */
export default function ActivityPage() {
  return (
    <AdminFrame title="Activity">
      <ActivityBody />
    </AdminFrame>
  );
}

function ActivityBody() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const filters = filtersFrom(params);
  const activity = useQuery({ queryKey: activityKey(filters), queryFn: () => fetchActivity(filters), staleTime: 0, retry: 1, placeholderData: keepPreviousData });
  const go = (next: ActivityFilters) => navigate(`/admin/activity${activityQueryString(next) ? `?${activityQueryString(next)}` : ''}`);
  const people = [{ value: 'system', label: 'Command line' }, ...(activity.data?.actors ?? []).map((a) => ({ value: a.id, label: a.email }))];

  return (
    <div className="stack">
      <ActivityFilterForm key={params.toString()} initial={filters} people={people} onApply={(f) => go({ ...f, page: 1 })} />
      {activity.isPending ? (
        <LoadingState label="Loading the activity" />
      ) : activity.isError ? (
        <ErrorState text={`Could not load the activity: ${activity.error.message}`} onRetry={() => void activity.refetch()} />
      ) : activity.data.rows.length === 0 ? (
        <p role="status">{params.toString() ? 'Nothing matches these filters.' : 'Nothing has been changed from the back office yet.'}</p>
      ) : (
        <>
          <DataTable<AuditEntry>
            className="adm-audit"
            rows={activity.data.rows}
            rowKey={(a) => a.id}
            columns={[
              { header: 'When', cell: (a) => shortDateTime(a.createdAt) },
              { header: 'Who', cell: (a) => a.actorEmail ?? 'command line' },
              { header: 'What', cell: (a) => activityLabel(a.action) },
              { header: 'On', cell: (a) => <Target entry={a} /> },
              { header: 'Change', cell: (a) => <Change entry={a} /> },
            ]}
          />
          <Pagination currentPage={filters.page} totalPages={activity.data.totalPages} onPageChange={(page) => go({ ...filters, page })} label="Activity pages" />
        </>
      )}
    </div>
  );
}

function Target({ entry }: { entry: AuditEntry }) {
  const target = activityTarget(entry.action, entry.target);
  if (target) return <Link to={target.href}>{target.text}</Link>;
  return <>{entry.target ?? '—'}</>;
}

function Change({ entry }: { entry: AuditEntry }) {
  const lines = changeLines(entry.before, entry.after);
  if (lines.length === 0) return <>—</>;
  return (
    <ul className="adm-change">
      {lines.map((l) => (
        <li key={l}>{l}</li>
      ))}
    </ul>
  );
}

function ActivityFilterForm({ initial, people, onApply }: { initial: ActivityFilters; people: { value: string; label: string }[]; onApply: (f: ActivityFilters) => void }) {
  const [f, setF] = useState(initial);
  const setValue = (k: keyof ActivityFilters) => (value: string) => setF({ ...f, [k]: value || undefined });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onApply({ ...f, target: f.target?.trim() || undefined });
  };
  return (
    <form method="post" className="card adm-filters" role="search" aria-label="Filter the activity" onSubmit={submit}>
      <AnyOfSelect id="act-area" label="Area" value={f.area} options={activityAreaLabels} onChange={setValue('area')} />
      <AnyOfSelect id="act-actor" label="Who" value={f.actor} options={people} onChange={setValue('actor')} />
      <div className="form-field">
        <label htmlFor="act-target">On (order number, product id …)</label>
        <input id="act-target" type="search" value={f.target ?? ''} onChange={(e) => setValue('target')(e.target.value)} />
      </div>
      <div className="form-actions">
        <button type="submit" className="btn btn-primary">
          Apply
        </button>
        <button type="button" className="btn btn-outline" onClick={() => onApply({ page: 1 })}>
          Clear
        </button>
      </div>
    </form>
  );
}
