import type { ChildProcess } from 'node:child_process';
export const root: string;
export function ensureDatabase(url: string): Promise<void>;
export function waitFor(url: string, opts?: { timeoutMs?: number; child?: ChildProcess }): Promise<void>;
export interface ClusterInstance { id: number; port: number; url: string; child: ChildProcess | null }
export interface Cluster {
  url: string;
  /** the bearer token every instance wants on GET /metrics (METRICS_TOKEN, else random) */
  metricsToken: string;
  instances: ClusterInstance[];
  balancer: ChildProcess;
  stop(): Promise<void>;
}
export function startCluster(opts: {
  size: number;
  port: number;
  databaseUrl: string;
  redisUrl?: string;
  workDir: string;
  host?: string;
  instancePorts?: number[];
  staticPort?: number | null;
  cdnUrl?: string;
  env?: Record<string, string>;
  quiet?: boolean;
  checkIntervalMs?: number;
  log?: (line: string) => void;
}): Promise<Cluster>;
export function startBalancer(opts: { haproxy?: string; dir: string; host?: string; port: number; instancePorts: number[]; checkIntervalMs?: number }): Promise<ChildProcess>;
export function stopBalancer(balancer: ChildProcess): Promise<void>;
