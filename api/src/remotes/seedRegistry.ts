import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from '../db/db.ts';
import { remotePackage, remotePrefixes, storeRemotes } from '@store/federation';
import { changeLive, findVersion, insertVersion } from './registryStore.ts';
import { backfillUploadedHashes, seedBuildHashes, seedShellHashes } from './scriptHashes.ts';

/**
 * Fills the registry at start, so `npm start` works on a fresh clone with no set-up: each remote of
 * store-remotes.json gets the build it has here (its dist, served at /mfe/<name>/) or the address
 * REMOTE_<NAME>_URL names, as a version of its own. A remote whose live version is a deploy keeps
 * it (a restart never undoes a deploy); one still on a seed follows a rebuild or a new address.
 */
export async function seedRegistry(db: Db, opts: { frontendsRoot: string; defaults: Record<string, string>; publicUrl: string; log?: (m: string) => void }): Promise<void> {
  const log = opts.log ?? (() => {});
  for (const { name } of storeRemotes) {
    const entry = opts.defaults[name] ?? `${remotePrefixes[name]}mf-manifest.json`;
    const local = entry === `${remotePrefixes[name]}mf-manifest.json`;
    const text = local ? readLocal(join(opts.frontendsRoot, remotePackage(name), 'dist', 'mf-manifest.json')) : await fetchText(new URL(entry, opts.publicUrl).href);
    if (local && text === null) {
      log(`[remotes] ${name} is not built; it stays unavailable until it is built or deployed`);
      continue;
    }
    const contentHash = createHash('sha256').update(text ?? entry).digest('hex').slice(0, 12);
    const version = `${local ? 'build' : 'url'}-${contentHash}`;
    // the payment page's inventory (#27): each JS file's hash, as first seen for this version
    if (local) await seedBuildHashes(db, name, version, join(opts.frontendsRoot, remotePackage(name), 'dist'));
    const [live] = await db.query<{ live_version: string; source: string }>(
      'SELECT r.live_version, v.source FROM remotes r JOIN remote_versions v ON v.remote = r.name AND v.version = r.live_version WHERE r.name = $1',
      [name],
    );
    if (live?.live_version === version) continue;
    if (live && live.source === 'upload') {
      log(`[remotes] ${name} stays on deployed version ${live.live_version} (the local build is ${version})`);
      continue;
    }
    let manifest: unknown = {};
    try {
      manifest = text ? JSON.parse(text) : {};
    } catch {
      log(`[remotes] ${name}: its manifest is not JSON`);
    }
    await insertVersion(db, { remote: name, version, entry, contentHash, manifest, source: local ? 'build' : 'url', createdBy: 'start' }, true);
    // Two instances starting together: the second finds the first's seed and changes nothing.
    await changeLive(db, {
      remote: name,
      live: version,
      action: 'seed',
      actor: 'start',
      reason: local ? 'the build in this checkout' : 'REMOTE_URL',
      check: async (tx) => {
        const [now] = await tx.query<{ live_version: string }>('SELECT live_version FROM remotes WHERE name = $1', [name]);
        if (now && now.live_version !== live?.live_version) throw new SeedRace();
      },
    }).catch((err: unknown) => {
      if (!(err instanceof SeedRace)) throw err;
    });
    if (!(await findVersion(db, name, version))) throw new Error(`seed of ${name} was not stored`);
  }
  await seedShellHashes(db, opts.frontendsRoot);
  await backfillUploadedHashes(db);
}

class SeedRace extends Error {}

function readLocal(file: string): string | null {
  return existsSync(file) ? readFileSync(file, 'utf8') : null;
}

async function fetchText(url: string): Promise<string | null> {
  // A CDN that does not answer yet: the version is still recorded; its manifest is read when served.
  return fetch(url, { signal: AbortSignal.timeout(2_000) })
    .then((r) => (r.ok ? r.text() : null))
    .catch(() => null);
}
