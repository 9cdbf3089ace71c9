import { createHash } from 'node:crypto';
import type { Db, Sql } from '../db/db.ts';
import { parseRouteDeclarations, type RouteDeclaration } from '@store/shared/routes';
import { remoteNames, remotePrefixes } from '@store/federation';
import { GateRefusal, runGate, type GateDeps } from './deployGate.ts';
import { announceCandidate, changeLive, findVersion, findVersionByHash, insertFiles, insertVersion, listHistory, NotPassedByGate, readLiveMap, recordHistory, setGate, type LiveRemoteRow } from './registryStore.ts';
import type { RemoteRegistry } from './registry.ts';
import { recordScriptHashes } from './scriptHashes.ts';
import { servesPaymentPage } from '@store/shared/rules';

export class DeployRefused extends Error {
  constructor(readonly status: 400 | 404 | 409 | 412 | 422, readonly check: string, message: string) {
    super(message);
    this.name = 'DeployRefused';
  }
}

export interface UploadedFile {
  path: string;
  body: Buffer;
}

/** A version's name: when (UTC) and what (the hash of its files), so it is unique and says both. */
export function versionName(contentHash: string, at = new Date()): string {
  const t = at.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  return `${t}-${contentHash.slice(0, 8)}`;
}

/** The identity of a build: its files' paths and contents, in order. */
export function contentHashOf(files: UploadedFile[]): string {
  const h = createHash('sha256');
  for (const f of [...files].sort((a, b) => (a.path < b.path ? -1 : 1))) h.update(f.path).update('\0').update(createHash('sha256').update(f.body).digest());
  return h.digest('hex');
}

/** Routes of a stored manifest; a version that publishes none has none. */
function routesOf(row: { manifest: { metaData?: { routes?: unknown } } | null }): RouteDeclaration[] {
  try {
    return parseRouteDeclarations(row.manifest?.metaData?.routes ?? []);
  } catch {
    return [];
  }
}

/** The other remotes' routes in the live map (live and canary versions both claim their paths). */
export function otherRoutesIn(map: { remotes: LiveRemoteRow[] }, remote: string): [string, RouteDeclaration[]][] {
  return map.remotes
    .filter((r) => r.name !== remote)
    .flatMap((r) => [[r.name, routesOf(r)] as [string, RouteDeclaration[]], ...(r.canary ? [[r.name, routesOf(r.canary)] as [string, RouteDeclaration[]]] : [])]);
}

const collisionCheck = (remote: string, routes: RouteDeclaration[]) => async (_tx: Sql, map: { remotes: LiveRemoteRow[] }) => {
  const { composeRouteTable } = await import('@store/shared/routes');
  const { collisions } = composeRouteTable([...otherRoutesIn(map, remote), [remote, routes]]);
  if (collisions.length) throw new GateRefusal('path-collision', `The path ${collisions[0]!.path} is already ${collisions[0]!.remotes[0]}'s.`);
};

/** The routes an upload's manifest declares (none when it has no readable manifest: the gate refuses it later). */
function manifestRoutes(files: UploadedFile[]): RouteDeclaration[] {
  try {
    return routesOf({ manifest: JSON.parse(files.find((f) => f.path === 'mf-manifest.json')?.body.toString('utf8') ?? '{}') });
  } catch {
    return [];
  }
}

/** Whether this remote's new version serves the payment page, or its live version does. */
async function shipsPaymentPage(db: Sql, remote: string, routes: RouteDeclaration[]): Promise<boolean> {
  if (servesPaymentPage(routes)) return true;
  const live = (await readLiveMap(db)).remotes.find((r) => r.name === remote);
  return Boolean(live && (servesPaymentPage(routesOf(live)) || (live.canary && servesPaymentPage(routesOf(live.canary)))));
}

/** Stores an upload as a new version, 'pending' until the gate passes it (servable, live for nobody). */
async function storeUpload(db: Db, req: DeployRequest, version: string, contentHash: string): Promise<void> {
  const manifestText = req.files.find((f) => f.path === 'mf-manifest.json')!.body.toString('utf8');
  let stored: unknown = {};
  try {
    stored = JSON.parse(manifestText);
  } catch {
    /* the gate refuses it, naming the check */
  }
  const entry = `/mfe/${req.remote}/${version}/mf-manifest.json`;
  await db
    .transaction(async (tx) => {
      await insertVersion(tx, { remote: req.remote, version, entry, contentHash: contentHash.slice(0, 16), manifest: stored, source: 'upload', createdBy: req.actor, gate: 'pending' });
      await insertFiles(tx, req.remote, version, req.files);
      await recordScriptHashes(tx, req.remote, version, req.files);
    })
    .catch((error: unknown) => {
      // the same build uploaded twice at once: one stores it, the other is told (a version is never overwritten)
      if ((error as { code?: string }).code === '23505') throw new DeployRefused(409, 'duplicate', `This build is already version ${version}.`);
      throw error;
    });
}

export interface DeployRequest {
  remote: string;
  files: UploadedFile[];
  actor: string;
  reason?: string;
  /** 1–99: the share of visitors who get it; absent: it goes live for everyone */
  canaryPercent?: number;
  /** the map's revision the deployer saw (If-Match); absent: whatever it is when the checks pass */
  ifRevision?: number;
}

/**
 * A deploy: the files are stored as a new, immutable version (servable at once at
 * /mfe/<remote>/<version>/, live for nobody yet), the gate checks it, then the live map is changed
 * by compare-and-set, under the map's lock, after checking its paths again against the map as it
 * is then (a parallel deploy of another remote may have claimed one). A refusal is recorded and
 * leaves the live map untouched.
 */
export async function deployVersion(db: Db, registry: RemoteRegistry, gate: GateDeps, req: DeployRequest): Promise<{ version: string; revision: number; canary: boolean }> {
  if (!remoteNames.includes(req.remote)) throw new DeployRefused(404, 'remote', `There is no remote "${req.remote}" in store-remotes.json.`);
  if (!req.files.some((f) => f.path === 'mf-manifest.json')) throw new DeployRefused(400, 'manifest', 'The upload has no mf-manifest.json at its root.');
  // PCI DSS 6.4.3: every script of the payment page has a written reason; a version that serves it, or
  // replaces the remote that does, is refused without one (before anything is stored)
  if (!req.reason?.trim() && (await shipsPaymentPage(db, req.remote, manifestRoutes(req.files)))) {
    throw new DeployRefused(400, 'reason', `${req.remote} serves the payment page: give a reason for this deploy (--reason "…"); it is recorded in the payment page's script inventory.`);
  }
  const contentHash = contentHashOf(req.files);
  const existing = await findVersionByHash(db, req.remote, contentHash.slice(0, 16));
  let version: string;
  if (existing) {
    // a build the gate refused is checked again (the gate, or what it checks against, may have changed);
    // the claim is a compare-and-set, so of two re-uploads at once one runs the gate
    if (existing.gate === 'passed') throw new DeployRefused(409, 'duplicate', `This build is already version ${existing.version}; roll back to it with --to ${existing.version}.`);
    if (existing.gate === 'pending' || !(await setGate(db, req.remote, existing.version, 'pending', null, 'refused'))) {
      throw new DeployRefused(409, 'duplicate', `This build is version ${existing.version}, which the gate is checking now.`);
    }
    version = existing.version;
  } else {
    version = versionName(contentHash);
    await storeUpload(db, req, version, contentHash);
  }
  const entry = `/mfe/${req.remote}/${version}/mf-manifest.json`;
  await announceCandidate(db, req.remote, version, Boolean(req.canaryPercent));
  try {
    const { routes } = await runGate(req.remote, entry, gate).catch(async (error: unknown) => {
      // refused, or the gate itself failed: either way the version must never go live unchecked
      const reason = error instanceof GateRefusal ? `${error.check}: ${error.message}` : 'the gate did not finish; deploy the build again to check it';
      await setGate(db, req.remote, version, 'refused', reason);
      throw error;
    });
    await setGate(db, req.remote, version, 'passed', null);
    const current = (await readLiveMap(db)).remotes.find((r) => r.name === req.remote);
    const canary = req.canaryPercent && current ? { version, percent: req.canaryPercent } : null;
    const { revision } = await changeLive(db, {
      remote: req.remote,
      live: canary ? current!.version : version,
      canary,
      action: canary ? 'canary' : 'deploy',
      actor: req.actor,
      reason: req.reason,
      ifRevision: req.ifRevision,
      check: collisionCheck(req.remote, routes),
    });
    // the refresh loads the new build in this instance's renderer before it serves it (registry.beforeChange)
    await registry.refresh();
    return { version, revision, canary: Boolean(canary) };
  } catch (error) {
    if (error instanceof NotPassedByGate) throw new DeployRefused(409, 'refused', error.message);
    const check = error instanceof GateRefusal ? error.check : error instanceof Error && error.name === 'RevisionConflict' ? 'if-match' : null;
    if (!check) throw error;
    await recordHistory(db, { remote: req.remote, version, action: 'refused', actor: req.actor, reason: `${check}: ${(error as Error).message}` });
    throw new DeployRefused(check === 'if-match' ? 412 : 422, check, (error as Error).message);
  }
}

/**
 * Makes an earlier version live again: the named one, or the one live before the current. Its
 * paths are checked against the map as it is now, under the same lock as a deploy.
 */
export async function rollbackTo(
  db: Db,
  registry: RemoteRegistry,
  req: { remote: string; to?: string; actor: string; reason?: string; ifRevision?: number; automatic?: boolean },
): Promise<{ version: string; revision: number; previous: string | null }> {
  if (!remoteNames.includes(req.remote)) throw new DeployRefused(404, 'remote', `There is no remote "${req.remote}" in store-remotes.json.`);
  const live = (await readLiveMap(db)).remotes.find((r) => r.name === req.remote);
  if (!live) throw new DeployRefused(404, 'remote', `${req.remote} has no live version.`);
  let target = req.to;
  if (!target) {
    // the version that was live before the current one went live (or before its canary started)
    const history = await listHistory(db, req.remote, 200);
    const madeLive = history.find((h) => h.version === live.version && ['seed', 'deploy', 'promote', 'rollback', 'auto-rollback'].includes(h.action));
    target = live.canary ? live.version : (madeLive?.previous ?? undefined);
    if (!target) throw new DeployRefused(409, 'no-earlier-version', `${req.remote} has no earlier version to roll back to.`);
  }
  const row = await findVersion(db, req.remote, target);
  if (!row) throw new DeployRefused(404, 'version', `${req.remote} has no version ${target}.`);
  if (row.gate !== 'passed') throw new DeployRefused(409, 'refused', new NotPassedByGate(target, row.gate, row.gateReason).message);
  // a start-up version recorded before versions were copied (#39 item 2) is served from a folder that changes
  if (row.source === 'build' && row.entry === `${remotePrefixes[req.remote]}mf-manifest.json`) {
    throw new DeployRefused(409, 'not-immutable', `${target} was served from ${req.remote}'s build folder, which has changed since; it cannot be restored. Deploy the build again.`);
  }
  if (target === live.version && !live.canary) throw new DeployRefused(409, 'already-live', `${target} is already live.`);
  try {
    const { revision, previous } = await changeLive(db, {
      remote: req.remote,
      live: target,
      canary: null,
      action: req.automatic ? 'auto-rollback' : 'rollback',
      actor: req.actor,
      reason: req.reason,
      ifRevision: req.ifRevision,
      check: collisionCheck(req.remote, routesOf(row)),
    });
    await registry.refresh();
    return { version: target, revision, previous };
  } catch (error) {
    if (error instanceof GateRefusal) throw new DeployRefused(422, error.check, error.message);
    if (error instanceof NotPassedByGate) throw new DeployRefused(409, 'refused', error.message);
    if (error instanceof Error && error.name === 'RevisionConflict') throw new DeployRefused(412, 'if-match', error.message);
    throw error;
  }
}

/** Makes a remote's canary its live version for everyone. */
export async function promoteCanary(db: Db, registry: RemoteRegistry, req: { remote: string; actor: string; ifRevision?: number }): Promise<{ version: string; revision: number }> {
  const live = (await readLiveMap(db)).remotes.find((r) => r.name === req.remote);
  if (!live?.canary) throw new DeployRefused(409, 'no-canary', `${req.remote} has no canary to promote.`);
  const { revision } = await changeLive(db, { remote: req.remote, live: live.canary.version, canary: null, action: 'promote', actor: req.actor, ifRevision: req.ifRevision }).catch((error: unknown) => {
    if (error instanceof NotPassedByGate) throw new DeployRefused(409, 'refused', error.message);
    if (error instanceof Error && error.name === 'RevisionConflict') throw new DeployRefused(412, 'if-match', error.message);
    throw error;
  });
  await registry.refresh();
  return { version: live.canary.version, revision };
}
