import { createHash } from 'node:crypto';
import { join } from 'node:path';
import type { Db } from '../db/db.ts';
import { remotePackage, remotePrefixes, storeRemotes } from '@store/federation';
import { changeLive, findVersion, insertFiles, insertVersion } from './registryStore.ts';
import { backfillUploadedHashes, recordScriptHashes } from './scriptHashes.ts';
import { recordShellBuild, type ShellBuildAtStart } from './shellBuild.ts';
import { builtFiles } from './builtFiles.ts';
import { contentHashOf } from './deploys.ts';
import { componentLog } from '../log.ts';

const log = componentLog('remotes');

/**
 * Fills the registry at start, so `npm start` works on a fresh clone with no set-up: each remote of
 * store-remotes.json gets the build it has here (its dist, copied as version build-<hash>) or the address
 * REMOTE_<NAME>_URL names, as a version of its own. A remote whose live version is a deploy keeps
 * it (a restart never undoes a deploy); one still on a seed follows a rebuild or a new address.
 */
export async function seedRegistry(
  db: Db,
  opts: { frontendsRoot: string; defaults: Record<string, string>; publicUrl: string; log?: (m: string) => void; /** SHELL_DEPLOY_REASON: trust a changed shell build */ shellReason?: string },
): Promise<{ shell: ShellBuildAtStart }> {
  const log = opts.log ?? (() => {});
  for (const { name } of storeRemotes) {
    const address = opts.defaults[name] ?? `${remotePrefixes[name]}mf-manifest.json`;
    const local = address === `${remotePrefixes[name]}mf-manifest.json`;
    const seed = local ? await copyLocalBuild(db, name, join(opts.frontendsRoot, remotePackage(name), 'dist')) : await urlSeed(address, opts.publicUrl);
    if (!seed) {
      log(`[remotes] ${name} is not built; it stays unavailable until it is built or deployed`);
      continue;
    }
    const { version, entry, contentHash, manifest } = seed;
    const [live] = await db.query<{ live_version: string; source: string }>(
      'SELECT r.live_version, v.source FROM remotes r JOIN remote_versions v ON v.remote = r.name AND v.version = r.live_version WHERE r.name = $1',
      [name],
    );
    if (live?.live_version === version) continue;
    if (live && live.source === 'upload') {
      log(`[remotes] ${name} stays on deployed version ${live.live_version} (the local build is ${version})`);
      continue;
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
  const shell = await recordShellBuild(db, opts.frontendsRoot, opts.shellReason);
  await backfillUploadedHashes(db);
  return { shell };
}

interface Seed {
  version: string;
  entry: string;
  contentHash: string;
  manifest: unknown;
}

/**
 * This checkout's build of a remote, copied where versions live (remote_files) as an immutable
 * version named by the hash of all its files, and served from there (#39 item 2): a later
 * `npm run deploy` builds into the same dist folder, and a version served from it would change under
 * the tabs and the rollbacks that rely on it. Its scripts' hashes are recorded from the copied bytes.
 */
async function copyLocalBuild(db: Db, name: string, dist: string): Promise<Seed | null> {
  const files = builtFiles(dist);
  const manifestFile = files.find((f) => f.path === 'mf-manifest.json');
  if (!manifestFile) return null;
  const hash = contentHashOf(files);
  const version = `build-${hash.slice(0, 12)}`;
  const entry = `/mfe/${name}/${version}/mf-manifest.json`;
  let manifest: unknown = {};
  try {
    manifest = JSON.parse(manifestFile.body.toString('utf8'));
  } catch {
    log.warn({ remote: name }, 'its manifest is not JSON');
  }
  if (!(await findVersion(db, name, version))) {
    await db.transaction(async (tx) => {
      // two instances starting together copy the same build: the first's rows are kept
      await insertVersion(tx, { remote: name, version, entry, contentHash: hash.slice(0, 16), manifest, source: 'build', createdBy: 'start' }, true);
      await insertFiles(tx, name, version, files, true);
      await recordScriptHashes(tx, name, version, files);
    });
  }
  return { version, entry, contentHash: hash.slice(0, 16), manifest };
}

/** A REMOTE_<NAME>_URL seed: recorded by its manifest's address and content (read now, if it answers). */
async function urlSeed(entry: string, publicUrl: string): Promise<Seed> {
  const text = await fetchText(new URL(entry, publicUrl).href);
  const contentHash = createHash('sha256').update(text ?? entry).digest('hex').slice(0, 12);
  let manifest: unknown = {};
  try {
    manifest = text ? JSON.parse(text) : {};
  } catch {
    log.warn({ entry }, 'the manifest is not JSON');
  }
  return { version: `url-${contentHash}`, entry, contentHash, manifest };
}

class SeedRace extends Error {}

async function fetchText(url: string): Promise<string | null> {
  // A CDN that does not answer yet: the version is still recorded; its manifest is read when served.
  return fetch(url, { signal: AbortSignal.timeout(2_000) })
    .then((r) => (r.ok ? r.text() : null))
    .catch(() => null);
}
