import { QueryView } from './QueryView.tsx';
import { toast, useQuery, useQueryClient, useMutation } from '@store/shared';

import { adminKeys, fetchSyncState, startSync } from '../api/adminApi.ts';
import { shortDateTime } from './labels.ts';
import { percent, syncProgressText } from './progressText.ts';

/** The provider import: what was last imported, the last run's outcome, Sync now with live progress. */
export function CatalogueSync() {
  const queryClient = useQueryClient();
  const state = useQuery({
    queryKey: adminKeys.sync,
    queryFn: fetchSyncState,
    staleTime: 0,
    retry: 1,
    // poll while a sync runs, so progress and the outcome appear by themselves
    refetchInterval: (q) => (q.state.data?.lastRun?.status === 'running' ? 1000 : false),
  });

  const start = useMutation({ mutationFn: () => startSync() });
  async function syncNow() {
    const reply = await start.mutateAsync();
    if (reply.success) toast.success(reply.message);
    else toast.error(reply.message);
    await queryClient.invalidateQueries({ queryKey: adminKeys.sync });
  }

  return (
    <section className="card stack" aria-labelledby="sync-title">
      <h2 id="sync-title">Sync from the print provider</h2>
      <QueryView query={state} loading="Loading the last sync" failed="Could not load the sync state">
        {(data) => (
        <>
          <p>
            {data.syncedAt ? `Catalogue ${data.version} from “${data.provider}”, imported ${shortDateTime(data.syncedAt)}.` : 'Never imported.'}
          </p>
          <p role="status" data-testid="sync-status">
            {!data.lastRun
              ? 'No sync has been started from here yet.'
              : data.lastRun.status === 'running'
                ? syncProgressText(data.progress)
                : data.lastRun.status === 'succeeded'
                  ? `Last sync succeeded: ${data.lastRun.products} products (${shortDateTime(data.lastRun.finishedAt ?? data.lastRun.startedAt)}).`
                  : `Last sync failed: ${data.lastRun.message ?? 'no reason given'}.`}
          </p>
          {data.lastRun?.status === 'running' && data.progress?.phase === 'applying' && percent(data.progress.applied, data.progress.toApply) !== null && (
            <progress className="progress-bar" aria-label="Changes applied" max={100} value={percent(data.progress.applied, data.progress.toApply)!} />
          )}
          <div className="form-actions">
            <button type="button" className="btn btn-primary" disabled={data.lastRun?.status === 'running'} onClick={() => void syncNow()}>
              Sync now
            </button>
          </div>
        </>
      )}
      </QueryView>
    </section>
  );
}
