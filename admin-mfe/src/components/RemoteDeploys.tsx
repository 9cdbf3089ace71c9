import { DataTable } from '@store/shared/ui';
import type { DeployRemote, DeployVersion } from '../api/deploysApi.ts';
import type { DeployAction } from './DeployConfirm.tsx';
import { shortDateTime } from './labels.ts';
import { actorLabel, errorRateLabel, reasonOf, rollbackTarget, shareOf, statusLabel } from './deployLabels.ts';

const statusBadge: Record<DeployVersion['status'], string> = { live: 'badge adm-badge--live', canary: 'badge', earlier: 'badge', refused: 'badge adm-badge--refused', checking: 'badge' };

/** One remote: what is live, its canary, a plain Roll back, and its versions with their error rates and actions. */
export function RemoteDeploys({ remote, onAction }: { remote: DeployRemote; onAction: (a: DeployAction) => void }) {
  const back = rollbackTarget(remote);
  const headingId = `deploys-${remote.name}`;
  return (
    <section aria-labelledby={headingId} className="adm-deploys__remote">
      <div className="adm-head">
        <h2 id={headingId}>{remote.name}</h2>
        {back.to && (
          <button type="button" className="btn btn-outline" aria-label={`Roll back ${remote.name}`} onClick={() => onAction({ kind: 'rollback', remote: remote.name, target: back.to!, text: back.text })}>
            Roll back
          </button>
        )}
      </div>
      <p>
        Live: <strong>{remote.live ?? 'none'}</strong>
        {remote.canary ? (
          <>
            {' '}
            · Canary: <strong>{remote.canary.version}</strong> for {remote.canary.percent} % of visitors
          </>
        ) : (
          ' · No canary'
        )}
      </p>
      {remote.versions.length === 0 ? (
        <p role="status">No versions yet.</p>
      ) : (
        // stacked rows on a phone (each cell with its heading), a table from 576 px
        <DataTable<DeployVersion>
          className="adm-deploys adm-stack"
          rows={remote.versions}
          rowKey={(v) => v.version}
          columns={[
            { header: 'Version', cell: (v) => <code>{v.version}</code> },
            { header: 'Status', cell: (v) => <span className={statusBadge[v.status]}>{statusLabel[v.status]}</span> },
            { header: 'Share', cell: (v) => shareOf(remote, v) },
            { header: 'Error rate', cell: (v) => errorRateLabel(v) },
            { header: 'Deployed by', cell: (v) => actorLabel(v.createdBy) },
            { header: 'When', cell: (v) => shortDateTime(v.createdAt) },
            { header: 'Reason', cell: (v) => reasonOf(remote, v.version, v.status === 'refused' ? v.gateReason : null) },
            { header: 'Actions', hideHeader: true, cell: (v) => <VersionAction remote={remote} version={v} onAction={onAction} /> },
          ]}
        />
      )}
    </section>
  );
}

function VersionAction({ remote, version: v, onAction }: { remote: DeployRemote; version: DeployVersion; onAction: (a: DeployAction) => void }) {
  if (v.status === 'canary') {
    return (
      <button type="button" className="btn btn-primary" aria-label={`Promote ${remote.name} ${v.version}`} onClick={() => onAction({ kind: 'promote', remote: remote.name, version: v.version })}>
        Promote
      </button>
    );
  }
  // a refused version (or one still being checked) is never offered: the store would refuse it anyway
  if (v.status === 'earlier') {
    return (
      <button
        type="button"
        className="btn btn-outline"
        aria-label={`Roll back ${remote.name} to ${v.version}`}
        onClick={() => onAction({ kind: 'rollback', remote: remote.name, to: v.version, target: v.version, text: `Make ${v.version} live again instead of ${remote.live}${remote.canary ? `; the canary ${remote.canary.version} ends` : ''}.` })}
      >
        Roll back to this
      </button>
    );
  }
  return null;
}
