import { toast, useQuery, useQueryClient, useMutation } from '@store/shared';
import { DataTable } from '@store/shared/ui';
import { QueryView } from '../components/QueryView.tsx';
import { AdminFrame } from '../components/AdminFrame.tsx';
import { shortDateTime } from '../components/labels.ts';
import { actorLabel } from '../components/deployLabels.ts';
import { differenceLabel, lastFinished, triggerLabel } from '../components/paymentScriptLabels.ts';
import { checkPaymentPageNow, fetchPaymentScripts, paymentScriptsKey, type PaymentPageCheck, type PaymentScript, type ScriptDifference } from '../api/paymentScriptsApi.ts';

/**
 * /admin/payment-scripts: every script the payment page may run, with its hash and why its version
 * was shipped (PCI DSS 6.4.3), and the checks of the served page against that list (11.6.1).
 */
export default function PaymentScriptsPage() {
  const overview = useQuery({ queryKey: paymentScriptsKey, queryFn: fetchPaymentScripts, staleTime: 0, retry: 1 });
  const client = useQueryClient();
  const check = useMutation({ mutationFn: () => checkPaymentPageNow() });
  const busy = check.isPending;

  async function checkNow() {
    const reply = await check.mutateAsync();
    if (!reply.success) toast.error(reply.message);
    else if (reply.data.differences.length) toast.error(reply.message);
    else toast.success(reply.message);
    await client.invalidateQueries({ queryKey: paymentScriptsKey });
  }

  const action = (
    <button type="button" className="btn btn-outline" disabled={busy} onClick={() => void checkNow()}>
      {busy ? 'Checking…' : 'Check now'}
    </button>
  );
  return (
    <AdminFrame title="Payment page scripts" actions={action}>
      <QueryView query={overview} loading="Loading the payment page's scripts" failed="Could not load the payment page's scripts">
        {(d) => (
          <>
            <p>
              The payment page runs only these files: the browser refuses any byte that differs from the hash below. Shipping a new version of a remote the payment page loads needs a reason. The
              served page is checked against this list every day and after every deploy.
            </p>
            <LastCheck checks={d.checks} />
            <section aria-labelledby="pay-scripts-list">
              <h2 id="pay-scripts-list">Scripts ({d.scripts.length})</h2>
              <DataTable<PaymentScript>
                className="adm-stack adm-scripts"
                rows={d.scripts}
                rowKey={(s) => s.url}
                columns={[
                  { header: 'File', cell: (s) => <code>{s.url}</code> },
                  { header: 'Remote', cell: (s) => s.remote },
                  { header: 'Version', cell: (s) => <code>{s.version}</code> },
                  { header: 'Hash (SHA-384)', cell: (s) => <code className="adm-hash">{s.integrity.replace(/^sha384-/, '')}</code> },
                  { header: 'Reason', cell: (s) => s.reason ?? '—' },
                  { header: 'Deployed by', cell: (s) => actorLabel(s.deployedBy) },
                  { header: 'When', cell: (s) => (s.deployedAt ? shortDateTime(s.deployedAt) : '—') },
                ]}
              />
            </section>
            <Alerts checks={d.checks} />
          </>
        )}
      </QueryView>
    </AdminFrame>
  );
}

function LastCheck({ checks }: { checks: readonly PaymentPageCheck[] }) {
  const last = lastFinished(checks);
  if (!last) return <p role="status">Not checked yet: the first check runs within a minute of the store's start.</p>;
  const when = `${shortDateTime(last.finishedAt!)} (${triggerLabel[last.trigger]})`;
  if (!last.differences.length) {
    return (
      <p role="status" className="alert alert-success">
        Last check {when}: the page's {last.scripts} scripts and its security headers are as inventoried.
      </p>
    );
  }
  return (
    <div role="alert" className="alert alert-error">
      <p>
        Last check {when} found {last.differences.length} difference(s) from the inventory. If no one deployed, treat it as a possible skimming attack.
      </p>
      <ul>
        {last.differences.map((x) => (
          <li key={`${x.file} ${x.change}`}>
            <code>{x.file}</code>: {differenceLabel(x)}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Every difference of the recent checks, newest first: the back office's record of alerts. */
function Alerts({ checks }: { checks: readonly PaymentPageCheck[] }) {
  const rows = checks.flatMap((c) => c.differences.map((x, i) => ({ check: c, difference: x, key: `${c.id}-${i}` })));
  return (
    <section aria-labelledby="pay-scripts-alerts">
      <h2 id="pay-scripts-alerts">Alerts</h2>
      {rows.length === 0 ? (
        <p>No differences in the recent checks.</p>
      ) : (
        <DataTable<{ check: PaymentPageCheck; difference: ScriptDifference; key: string }>
          className="adm-stack adm-scripts"
          rows={rows}
          rowKey={(r) => r.key}
          columns={[
            { header: 'When', cell: (r) => shortDateTime(r.check.startedAt) },
            { header: 'Check', cell: (r) => triggerLabel[r.check.trigger] },
            { header: 'File or header', cell: (r) => <code>{r.difference.file}</code> },
            { header: 'Change', cell: (r) => differenceLabel(r.difference) },
          ]}
        />
      )}
    </section>
  );
}
