import type { Sql } from '../db/db.ts';
import { remoteNames } from '@store/federation';
import { listHistory, listVersions, readLiveMap, type LiveRemoteRow, type VersionRow } from './registryStore.ts';
import { errorRate, readVersionCounts } from './versionStats.ts';

/** A version as the page shows it: one the gate refused (or is still checking) is never "earlier", as if it had been live. */
function statusOf(v: VersionRow, live: LiveRemoteRow | undefined): 'live' | 'canary' | 'earlier' | 'refused' | 'checking' {
  if (v.version === live?.version) return 'live';
  if (v.version === live?.canary?.version) return 'canary';
  if (v.gate === 'refused') return 'refused';
  if (v.gate === 'pending') return 'checking';
  return 'earlier';
}

/** What the Deploys page and `GET /api/deploys` show: per remote, live and canary versions, versions, history. */
export async function deployOverview(db: Sql) {
  const map = await readLiveMap(db);
  const remotes = await Promise.all(
    remoteNames.map(async (name) => {
      const live = map.remotes.find((r) => r.name === name);
      const counts = await readVersionCounts(db, name);
      return {
        name,
        live: live?.version ?? null,
        canary: live?.canary ? { version: live.canary.version, percent: live.canary.percent } : null,
        // each version with what it served: views, errors, render failures, errors per view (all instances, summed every second)
        versions: (await listVersions(db, name, 20)).map((v) => {
          const c = counts.get(v.version) ?? { views: 0, errors: 0, renderFailures: 0 };
          return { ...v, status: statusOf(v, live), ...c, errorRate: errorRate(c) };
        }),
        history: await listHistory(db, name, 20),
      };
    }),
  );
  return { revision: map.revision, remotes };
}
