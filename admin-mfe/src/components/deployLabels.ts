import type { DeployRemote, DeployVersion } from '../api/deploysApi.ts';

export const statusLabel: Record<DeployVersion['status'], string> = { live: 'Live', canary: 'Canary', earlier: 'Earlier', refused: 'Refused', checking: 'Being checked' };

/** The share of visitors a version serves: the canary its percent, the live version the rest. */
export function shareOf(remote: DeployRemote, v: DeployVersion): string {
  if (v.status === 'canary') return `${remote.canary?.percent ?? 0} %`;
  if (v.status === 'live') return `${100 - (remote.canary?.percent ?? 0)} %`;
  return '—';
}

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/** "2.5 % (3 errors in 120 views)"; render failures count as errors, as the canary guard counts them. */
export function errorRateLabel(v: DeployVersion): string {
  if (v.errorRate === null) return 'No views yet';
  const failures = v.errors + v.renderFailures;
  const rate = `${(v.errorRate * 100).toFixed(1)} %`;
  const rendered = v.renderFailures > 0 ? `, ${plural(v.renderFailures, 'render failure')} among them` : '';
  return `${rate} (${plural(failures, 'error')} in ${plural(v.views, 'view')}${rendered})`;
}

/** The reason given when the version was deployed (or started as a canary), from the history; for a refused one, the gate's. */
export function reasonOf(remote: DeployRemote, version: string, gateReason?: string | null): string {
  if (gateReason) return `Refused by the gate: ${gateReason}`;
  const entry = remote.history.find((h) => h.version === version && (h.action === 'deploy' || h.action === 'canary' || h.action === 'seed'));
  return entry?.reason ?? '—';
}

/** What a plain "Roll back" does: ends a canary, or makes the version live before the current one live again. */
export function rollbackTarget(remote: DeployRemote): { to: string | null; text: string } {
  if (remote.canary) return { to: remote.live, text: `Stop the canary ${remote.canary.version}; everyone gets ${remote.live}.` };
  const madeLive = remote.history.find((h) => h.version === remote.live && ['seed', 'deploy', 'promote', 'rollback', 'auto-rollback'].includes(h.action));
  return madeLive?.previous ? { to: madeLive.previous, text: `Make ${madeLive.previous} live again instead of ${remote.live}.` } : { to: null, text: '' };
}

/** "user:12" → "user 12", "token:catalog-ci" → "token catalog-ci" */
export const actorLabel = (actor: string) => actor.replace(':', ' ');
