import type { Db, Sql } from '../db/db.ts';
import type { RemoteManifest } from './remoteManifests.ts';
import type { DeployHistoryEntry } from '@store/shared/types';

/** The channel every instance listens on; a change of the live map notifies it (delivered on commit). */
export const REMOTES_CHANNEL = 'remotes_changed';
/** A version about to be checked by the gate: every instance loads it meanwhile (payload: "<remote> <version> <canary 0|1>"). */
export const CANDIDATE_CHANNEL = 'remote_candidate';

/**
 * Tells every instance (PostgreSQL NOTIFY) that a version is about to be checked, so each loads it in its
 * renderer while the gate runs (≈ 3 s) instead of after the map changes: the new map then reaches every
 * instance warm and within a second (#39 item 3). On the embedded database there is one instance.
 */
export async function announceCandidate(db: Db, remote: string, version: string, canary: boolean): Promise<void> {
  if (db.kind === 'postgres') await db.query(`SELECT pg_notify('${CANDIDATE_CHANNEL}', $1)`, [`${remote} ${version} ${canary ? 1 : 0}`]);
}

export interface LiveRemoteRow {
  name: string;
  version: string;
  entry: string;
  contentHash: string;
  manifest: RemoteManifest | null;
  canary: { version: string; entry: string; contentHash: string; manifest: RemoteManifest | null; percent: number } | null;
}

export interface VersionRow {
  remote: string;
  version: string;
  entry: string;
  contentHash: string;
  source: 'upload' | 'build' | 'url';
  createdBy: string;
  createdAt: string;
  /** the gate's verdict: only a 'passed' version can go live (migration 091) */
  gate: GateVerdict;
  /** the refused check and its message */
  gateReason: string | null;
}

export type GateVerdict = 'pending' | 'passed' | 'refused';

/** A deploy history entry with the remote it belongs to. */
export interface HistoryRow extends DeployHistoryEntry {
  remote: string;
}

const emptyManifest = (m: unknown): RemoteManifest | null => (m && typeof m === 'object' && Object.keys(m).length ? (m as RemoteManifest) : null);

/** The live map and its revision, as one consistent read. */
export async function readLiveMap(db: Sql): Promise<{ revision: number; remotes: LiveRemoteRow[] }> {
  const [map] = await db.query<{ revision: string }>('SELECT revision::text AS revision FROM remote_map WHERE id = 1');
  const rows = await db.query<{
    name: string; version: string; entry: string; content_hash: string; manifest: unknown;
    canary_version: string | null; canary_percent: number | null; canary_entry: string | null; canary_hash: string | null; canary_manifest: unknown;
  }>(
    `SELECT r.name, r.live_version AS version, v.entry, v.content_hash, v.manifest,
            r.canary_version, r.canary_percent, c.entry AS canary_entry, c.content_hash AS canary_hash, c.manifest AS canary_manifest
       FROM remotes r
       JOIN remote_versions v ON v.remote = r.name AND v.version = r.live_version
       LEFT JOIN remote_versions c ON c.remote = r.name AND c.version = r.canary_version
      ORDER BY r.name`,
  );
  return {
    revision: Number(map?.revision ?? 0),
    remotes: rows.map((r) => ({
      name: r.name,
      version: r.version,
      entry: r.entry,
      contentHash: r.content_hash,
      manifest: emptyManifest(r.manifest),
      canary: r.canary_version && r.canary_entry && r.canary_percent
        ? { version: r.canary_version, entry: r.canary_entry, contentHash: r.canary_hash ?? '', manifest: emptyManifest(r.canary_manifest), percent: r.canary_percent }
        : null,
    })),
  };
}

export async function readRevision(db: Sql): Promise<number> {
  const [row] = await db.query<{ revision: string }>('SELECT revision::text AS revision FROM remote_map WHERE id = 1');
  return Number(row?.revision ?? 0);
}

export async function findVersion(db: Sql, remote: string, version: string): Promise<(VersionRow & { manifest: RemoteManifest | null }) | null> {
  const [r] = await db.query<Record<string, unknown>>('SELECT * FROM remote_versions WHERE remote = $1 AND version = $2', [remote, version]);
  return r ? { ...versionRow(r), manifest: emptyManifest(r.manifest) } : null;
}

export async function findVersionByHash(db: Sql, remote: string, contentHash: string): Promise<{ version: string; gate: GateVerdict } | null> {
  const [r] = await db.query<{ version: string; gate: GateVerdict }>('SELECT version, gate FROM remote_versions WHERE remote = $1 AND content_hash = $2 ORDER BY created_at DESC LIMIT 1', [remote, contentHash]);
  return r ?? null;
}

/**
 * Records the gate's verdict on a version. `from` makes it a compare-and-set (a re-upload of a
 * refused build claims the re-check once: two at once, one runs it); false when the verdict was not `from`.
 */
export async function setGate(db: Sql, remote: string, version: string, gate: GateVerdict, reason: string | null, from?: GateVerdict): Promise<boolean> {
  const rows = await db.query<{ version: string }>(
    `UPDATE remote_versions SET gate = $3, gate_reason = $4 WHERE remote = $1 AND version = $2${from ? ' AND gate = $5' : ''} RETURNING version`,
    from ? [remote, version, gate, reason?.slice(0, 500) ?? null, from] : [remote, version, gate, reason?.slice(0, 500) ?? null],
  );
  return rows.length > 0;
}

function versionRow(r: Record<string, unknown>): VersionRow {
  return {
    remote: String(r.remote),
    version: String(r.version),
    entry: String(r.entry),
    contentHash: String(r.content_hash),
    source: r.source as VersionRow['source'],
    createdBy: String(r.created_by),
    createdAt: new Date(r.created_at as string).toISOString(),
    gate: (r.gate as GateVerdict | undefined) ?? 'passed',
    gateReason: (r.gate_reason as string | null | undefined) ?? null,
  };
}

export async function listVersions(db: Sql, remote: string, limit = 50): Promise<VersionRow[]> {
  const rows = await db.query<Record<string, unknown>>('SELECT remote, version, entry, content_hash, source, created_by, created_at, gate, gate_reason FROM remote_versions WHERE remote = $1 ORDER BY created_at DESC, version DESC LIMIT $2', [remote, limit]);
  return rows.map(versionRow);
}

export async function listHistory(db: Sql, remote: string | null, limit = 50): Promise<HistoryRow[]> {
  const rows = await db.query<Record<string, unknown>>(
    `SELECT id, remote, version, action, previous, actor, reason, created_at FROM remote_deploys
      WHERE ($1::text IS NULL OR remote = $1) ORDER BY id DESC LIMIT $2`,
    [remote, limit],
  );
  return rows.map((r) => ({
    id: Number(r.id), remote: String(r.remote), version: (r.version as string) ?? null, action: String(r.action),
    previous: (r.previous as string) ?? null, actor: String(r.actor), reason: (r.reason as string) ?? null, createdAt: new Date(r.created_at as string).toISOString(),
  }));
}

/** Adds a version; never overwrites one (an existing version is an error, or with `orKeep`, left as it is). */
export async function insertVersion(
  tx: Sql,
  v: { remote: string; version: string; entry: string; contentHash: string; manifest: unknown; source: VersionRow['source']; createdBy: string; gate?: GateVerdict },
  orKeep = false,
): Promise<void> {
  await tx.query(
    `INSERT INTO remote_versions (remote, version, entry, content_hash, manifest, source, created_by, gate) VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7, $8)${orKeep ? ' ON CONFLICT DO NOTHING' : ''}`,
    [v.remote, v.version, v.entry, v.contentHash, JSON.stringify(v.manifest ?? {}), v.source, v.createdBy, v.gate ?? 'passed'],
  );
}

export async function insertFiles(tx: Sql, remote: string, version: string, files: { path: string; body: Buffer }[], orKeep = false): Promise<void> {
  const sql = `INSERT INTO remote_files (remote, version, path, body) VALUES ($1, $2, $3, $4)${orKeep ? ' ON CONFLICT DO NOTHING' : ''}`;
  for (const f of files) await tx.query(sql, [remote, version, f.path, f.body]);
}

export async function readVersionFile(db: Sql, remote: string, version: string, path: string): Promise<Buffer | null> {
  const [r] = await db.query<{ body: Uint8Array }>('SELECT body FROM remote_files WHERE remote = $1 AND version = $2 AND path = $3', [remote, version, path]);
  return r ? Buffer.from(r.body) : null;
}

export async function recordHistory(tx: Sql, h: { remote: string; version: string | null; action: HistoryRow['action']; previous?: string | null; actor: string; reason?: string | null }): Promise<void> {
  await tx.query('INSERT INTO remote_deploys (remote, version, action, previous, actor, reason) VALUES ($1, $2, $3, $4, $5, $6)', [
    h.remote, h.version, h.action, h.previous ?? null, h.actor, h.reason ? h.reason.slice(0, 500) : null,
  ]);
}

/** A change that would make a version live (or a canary) that the gate has not passed. */
export class NotPassedByGate extends Error {
  constructor(readonly version: string, readonly gate: GateVerdict, readonly gateReason: string | null) {
    super(
      gate === 'refused'
        ? `Version ${version} was refused by the gate (${gateReason ?? 'no reason kept'}); it can never go live. Fix the build and deploy it again.`
        : `Version ${version} has not passed the gate (it is still being checked, or its check did not finish); deploy it again to run the gate.`,
    );
    this.name = 'NotPassedByGate';
  }
}

export class RevisionConflict extends Error {
  constructor(readonly current: number) {
    super(`The live map changed (revision ${current}); read it again and retry.`);
    this.name = 'RevisionConflict';
  }
}

/**
 * Changes one remote's live row in one transaction, serialised on the map's row lock: with
 * `ifRevision`, only when the map is still at that revision (compare-and-set, 412 otherwise).
 * `check` sees the live map inside the lock (the path-collision check) and may refuse by throwing.
 * The revision goes up by one and every instance is told (NOTIFY on PostgreSQL, at commit).
 */
export async function changeLive(
  db: Db,
  change: {
    remote: string;
    live: string;
    canary?: { version: string; percent: number } | null;
    action: HistoryRow['action'];
    actor: string;
    reason?: string | null;
    ifRevision?: number;
    check?: (tx: Sql, map: { revision: number; remotes: LiveRemoteRow[] }) => Promise<void>;
  },
): Promise<{ revision: number; previous: string | null }> {
  return db.transaction(async (tx) => {
    const [locked] = await tx.query<{ revision: string }>('SELECT revision::text AS revision FROM remote_map WHERE id = 1 FOR UPDATE');
    const revision = Number(locked?.revision ?? 0);
    if (change.ifRevision !== undefined && change.ifRevision !== revision) throw new RevisionConflict(revision);
    // whatever path asks (deploy, rollback, promote, the canary guard), only what the gate passed goes live
    for (const version of [change.live, change.canary?.version].filter((v): v is string => Boolean(v))) {
      const [row] = await tx.query<{ gate: GateVerdict; gate_reason: string | null }>('SELECT gate, gate_reason FROM remote_versions WHERE remote = $1 AND version = $2', [change.remote, version]);
      if (row && row.gate !== 'passed') throw new NotPassedByGate(version, row.gate, row.gate_reason);
    }
    if (change.check) await change.check(tx, await readLiveMap(tx));
    const [before] = await tx.query<{ live_version: string }>('SELECT live_version FROM remotes WHERE name = $1', [change.remote]);
    await tx.query(
      `INSERT INTO remotes (name, live_version, canary_version, canary_percent, updated_at) VALUES ($1, $2, $3, $4, now())
       ON CONFLICT (name) DO UPDATE SET live_version = $2, canary_version = $3, canary_percent = $4, updated_at = now()`,
      [change.remote, change.live, change.canary?.version ?? null, change.canary?.percent ?? null],
    );
    const version = change.canary ? change.canary.version : change.live;
    await recordHistory(tx, { remote: change.remote, version, action: change.action, previous: before?.live_version ?? null, actor: change.actor, reason: change.reason });
    await tx.query('UPDATE remote_map SET revision = revision + 1, changed_at = now() WHERE id = 1');
    if (db.kind === 'postgres') await tx.query(`SELECT pg_notify('${REMOTES_CHANNEL}', $1)`, [String(revision + 1)]);
    return { revision: revision + 1, previous: before?.live_version ?? null };
  });
}
