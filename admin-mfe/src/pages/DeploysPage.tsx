import { useState } from 'react';
import { toast, useQuery, useQueryClient, useMutation } from '@store/shared';
import { QueryView } from '../components/QueryView.tsx';
import { AdminFrame } from '../components/AdminFrame.tsx';
import { RemoteDeploys } from '../components/RemoteDeploys.tsx';
import { DeployConfirm, type DeployAction } from '../components/DeployConfirm.tsx';
import { deploysKey, fetchDeploys, promoteCanary, rollBack } from '../api/deploysApi.ts';

/** /admin/deploys: per remote its versions (live, canary, earlier) with error rates; Promote a canary, Roll back, after a confirm. */
export default function DeploysPage() {
  const deploys = useQuery({ queryKey: deploysKey, queryFn: fetchDeploys, staleTime: 0, retry: 1, refetchInterval: 10_000 });
  const client = useQueryClient();
  const [pending, setPending] = useState<DeployAction | null>(null);
  const act = useMutation({ mutationFn: (v: { action: DeployAction; reason: string }) => (v.action.kind === 'promote' ? promoteCanary(v.action.remote) : rollBack(v.action.remote, v.action.to, v.reason || undefined)) });
  const busy = act.isPending;

  async function confirm(reason: string) {
    if (!pending) return;
    const reply = await act.mutateAsync({ action: pending, reason });
    setPending(null);
    // a refusal (gate, no earlier version, someone else changed it first) is an error toast, never a green one
    if (reply.success) toast.success(reply.message);
    else toast.error(reply.message);
    await client.invalidateQueries({ queryKey: deploysKey });
  }

  return (
    <AdminFrame title="Deploys">
      <QueryView query={deploys} loading="Loading the deploys" failed="Could not load the deploys">
        {(d) => (
          <>
            <p>Each remote is deployed on its own (npm run deploy). A canary serves a share of visitors until it is promoted or rolled back; error rate = (browser errors + server render failures) ÷ page views.</p>
            {d.remotes.map((r) => (
              <RemoteDeploys key={r.name} remote={r} onAction={setPending} />
            ))}
          </>
        )}
      </QueryView>
      <DeployConfirm key={pending ? `${pending.kind}:${pending.remote}` : 'none'} action={pending} busy={busy} onConfirm={(reason) => void confirm(reason)} onCancel={() => setPending(null)} />
    </AdminFrame>
  );
}
