import { createRequire } from 'node:module';
import semver from 'semver';
import { composeRouteTable, parseRouteDeclarations, type RouteDeclaration, type StoreRoute } from '@store/shared/routes';
import { singletonNames } from '@store/federation';
import type { RemoteManifest } from './remoteManifests.ts';

/** The checks a version passes before it goes live, in order; a refusal names the one that failed. */
export type GateCheck = 'manifest' | 'exposes' | 'shared-versions' | 'path-collision' | 'server-render';

export class GateRefusal extends Error {
  constructor(readonly check: GateCheck, message: string) {
    super(message);
    this.name = 'GateRefusal';
  }
}

const require = createRequire(import.meta.url);

/** The versions of the singletons this store provides (the shell is built from the same packages). */
export function hostVersions(): Record<string, string> {
  return Object.fromEntries(singletonNames.map((name) => [name, (require(`${name}/package.json`) as { version: string }).version]));
}

export interface GateDeps {
  /** fetches the candidate's manifest as every reader will: from its versioned address on this store */
  fetchManifest(entry: string): Promise<string | null>;
  /** the other live remotes' routes, for the collision check */
  otherRoutes(remote: string): Promise<[string, RouteDeclaration[]][]>;
  host: Record<string, string>;
  /** renders every public route from the candidate's server entry; throws a GateRefusal on failure */
  dryRender(remote: string, entry: string, manifest: RemoteManifest, table: StoreRoute[]): Promise<void>;
}

/**
 * Nothing goes live unchecked: its manifest loads (from where it will be served), it exposes every
 * page its routes name, the versions it requires of the shared singletons are the host's, none of
 * its paths is another remote's, and its server entry renders every public route in a dry run.
 */
export async function runGate(remote: string, entry: string, deps: GateDeps): Promise<{ manifest: RemoteManifest; routes: RouteDeclaration[] }> {
  const text = await deps.fetchManifest(entry);
  if (text === null) throw new GateRefusal('manifest', `The manifest at ${entry} did not load.`);
  let manifest: RemoteManifest & { name?: string };
  try {
    manifest = JSON.parse(text) as RemoteManifest & { name?: string };
  } catch {
    throw new GateRefusal('manifest', 'mf-manifest.json is not JSON.');
  }
  if (manifest.name !== remote) throw new GateRefusal('manifest', `The manifest is remote "${String(manifest.name)}", not "${remote}".`);
  if (!manifest.metaData?.remoteEntry?.name) throw new GateRefusal('manifest', 'The manifest names no remote entry.');
  if (!manifest.metaData?.ssrRemoteEntry?.name) throw new GateRefusal('manifest', 'The manifest names no server entry (build with `vite build --ssr` too).');

  let routes: RouteDeclaration[];
  try {
    routes = parseRouteDeclarations(manifest.metaData?.routes ?? []);
  } catch (error) {
    throw new GateRefusal('exposes', `Its routes are not valid: ${(error as Error).message}.`);
  }
  const exposed = new Set((manifest.exposes ?? []).map((e) => e.name));
  const missing = [...new Set(routes.map((r) => r.page))].filter((p) => !exposed.has(p));
  if (missing.length) throw new GateRefusal('exposes', `Its routes name pages it does not expose: ${missing.join(', ')}.`);

  for (const s of manifest.shared ?? []) {
    const host = deps.host[s.name];
    if (!host || !s.requiredVersion) continue;
    if (!semver.satisfies(host, s.requiredVersion)) {
      throw new GateRefusal('shared-versions', `It requires ${s.name} ${s.requiredVersion}; the store provides ${host}.`);
    }
  }

  const { routes: table, collisions } = composeRouteTable([...(await deps.otherRoutes(remote)), [remote, routes]]);
  if (collisions.length) {
    const c = collisions[0]!;
    throw new GateRefusal('path-collision', `The path ${c.path} is already ${c.remotes[0]}'s.`);
  }

  await deps.dryRender(remote, entry, manifest, table);
  return { manifest, routes };
}
