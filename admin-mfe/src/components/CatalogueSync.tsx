import { toast, useQuery, useQueryClient } from '@store/shared';
import { ErrorState, LoadingState } from '@store/shared/ui';
import { adminKeys, fetchSyncState, startSync } from '../api/adminApi.ts';
import { shortDateTime } from './labels.ts';

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

  async function syncNow() {
    const reply = await startSync();
    if (reply.success) toast.success(reply.message);
    else toast.error(reply.message);
    await queryClient.invalidateQueries({ queryKey: adminKeys.sync });
  }

  return (
    <section className="card stack" aria-labelledby="sync-title">
      <h2 id="sync-title">Sync from the print provider</h2>
      {state.isPending ? (
        <LoadingState label="Loading the last sync" />
      ) : state.isError ? (
        <ErrorState text={`Could not load the sync state: ${state.error.message}`} onRetry={() => void state.refetch()} />
      ) : (
        <>
          <p>
            {state.data.syncedAt ? `Catalogue ${state.data.version} from “${state.data.provider}”, imported ${shortDateTime(state.data.syncedAt)}.` : 'Never imported.'}
          </p>
          <p role="status" data-testid="sync-status">
            {!state.data.lastRun
              ? 'No sync has been started from here yet.'
              : state.data.lastRun.status === 'running'
                ? `Sync running… ${state.data.progress ?? 0} products read so far.`
                : state.data.lastRun.status === 'succeeded'
                  ? `Last sync succeeded: ${state.data.lastRun.products} products (${shortDateTime(state.data.lastRun.finishedAt ?? state.data.lastRun.startedAt)}).`
                  : `Last sync failed: ${state.data.lastRun.message ?? 'no reason given'}.`}
          </p>
          <div className="form-actions">
            <button type="button" className="btn btn-primary" disabled={state.data.lastRun?.status === 'running'} onClick={() => void syncNow()}>
              Sync now
            </button>
          </div>
        </>
      )}
    </section>
  );
}
