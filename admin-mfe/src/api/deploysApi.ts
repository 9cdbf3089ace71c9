// The Deploys page's calls (issue #25). Admin-only on the server: /api/deploys takes an admin's session or a deploy token.
import { apiGet, apiSend } from '@store/shared';

export interface DeployVersion {
  version: string;
  /** refused: the gate refused it (never live, never offered); checking: the gate is running on it */
  status: 'live' | 'canary' | 'earlier' | 'refused' | 'checking';
  gate: 'pending' | 'passed' | 'refused';
  /** the refused check and its message */
  gateReason: string | null;
  createdBy: string;
  createdAt: string;
  source: 'upload' | 'build' | 'url';
  views: number;
  errors: number;
  renderFailures: number;
  /** (errors + render failures) ÷ views; null before the first view */
  errorRate: number | null;
}

import type { DeployHistoryEntry } from '@store/shared';
export type { DeployHistoryEntry };

export interface DeployRemote {
  name: string;
  live: string | null;
  canary: { version: string; percent: number } | null;
  versions: DeployVersion[];
  history: DeployHistoryEntry[];
}

export interface DeploysOverview {
  revision: number;
  remotes: DeployRemote[];
}

export const deploysKey = ['admin', 'deploys'] as const;

export async function fetchDeploys(): Promise<DeploysOverview> {
  const reply = await apiGet<DeploysOverview>('/api/deploys');
  if (!reply.success) throw new Error(reply.message);
  return reply.data;
}

const remotePath = (remote: string) => `/api/deploys/${encodeURIComponent(remote)}`;

export const promoteCanary = (remote: string) => apiSend<{ version: string }>('POST', `${remotePath(remote)}/promote`, {}, 'Could not promote the canary.');

/** Without `to`, the server picks the version live before the current one. */
export const rollBack = (remote: string, to?: string, reason?: string) =>
  apiSend<{ version: string }>('POST', `${remotePath(remote)}/rollback`, { ...(to ? { to } : {}), ...(reason ? { reason } : {}) }, 'Could not roll back.');
