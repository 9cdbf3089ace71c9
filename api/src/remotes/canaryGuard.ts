import { canaryFails, type CanaryPolicy } from '@store/shared/rules';
import type { Db } from '../db/db.ts';
import { rollbackTo } from './deploys.ts';
import type { RemoteRegistry } from './registry.ts';
import { readLiveMap } from './registryStore.ts';
import { errorRate, readVersionCounts, type VersionStats } from './versionStats.ts';

const tally = (c: { views: number; errors: number; renderFailures: number } | undefined) => ({ views: c?.views ?? 0, errors: (c?.errors ?? 0) + (c?.renderFailures ?? 0) });

/**
 * Rolls back, by itself, a canary whose error rate fails the policy (shared/rules/canaryVerdict).
 * Every instance runs it after adding its counts; the rollback names the live version and the
 * revision it saw, so when two instances decide at once the second is refused (412) and nothing
 * else changes. Returns the remotes it rolled back.
 */
export async function checkCanaries(db: Db, registry: RemoteRegistry, policy: CanaryPolicy, log: (m: string) => void = () => {}): Promise<string[]> {
  const map = await readLiveMap(db);
  const rolled: string[] = [];
  for (const r of map.remotes) {
    if (!r.canary) continue;
    const counts = await readVersionCounts(db, r.name);
    const canary = counts.get(r.canary.version);
    if (!canaryFails(tally(canary), tally(counts.get(r.version)), policy)) continue;
    const rate = ((errorRate(canary) ?? 0) * 100).toFixed(1);
    const stable = ((errorRate(counts.get(r.version)) ?? 0) * 100).toFixed(1);
    try {
      await rollbackTo(db, registry, {
        remote: r.name,
        to: r.version,
        actor: 'canary-guard',
        automatic: true,
        ifRevision: map.revision,
        reason: `canary ${r.canary.version}: ${rate} % errors over ${canary!.views} views (stable ${stable} %; limit ${policy.maxErrorRate * 100} % and ${policy.factor}× stable)`,
      });
      rolled.push(r.name);
      log(`[remotes] ${r.name} canary ${r.canary.version} rolled back automatically (${rate} % errors)`);
    } catch (error) {
      // another instance got there first (412), or the map changed meanwhile: the next check sees it
      if ((error as Error).name !== 'DeployRefused') throw error;
    }
  }
  return rolled;
}

/** Adds this instance's counts every `everyMs` and then checks the canaries; stops with the app. */
export function startCanaryGuard(db: Db, registry: RemoteRegistry, stats: VersionStats, policy: CanaryPolicy & { everyMs: number }, log: (m: string) => void) {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    stats
      .flush()
      .then(() => checkCanaries(db, registry, policy, log))
      .catch(() => log('[remotes] canary check failed; retrying'))
      .finally(() => {
        running = false;
      });
  }, policy.everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
