import type { Sql } from '../db/db.ts';
import { remoteNames } from '../../../mf-shared.ts';
import { listHistory, listVersions, readLiveMap } from './registryStore.ts';

/** What the Deploys page and `GET /api/deploys` show: per remote, live and canary versions, versions, history. */
export async function deployOverview(db: Sql) {
  const map = await readLiveMap(db);
  const remotes = await Promise.all(
    remoteNames.map(async (name) => {
      const live = map.remotes.find((r) => r.name === name);
      return {
        name,
        live: live?.version ?? null,
        canary: live?.canary ? { version: live.canary.version, percent: live.canary.percent } : null,
        versions: await listVersions(db, name, 20),
        history: await listHistory(db, name, 20),
      };
    }),
  );
  return { revision: map.revision, remotes };
}
