import type { Sql } from '../db/db.ts';
import type { RemoteRegistry } from '../remotes/registry.ts';
import type { Variant } from '../remotes/visitorVariant.ts';
import { SHELL, isBrowserScript, scriptHashesOf, shellVersion, type ScriptHash } from '../remotes/scriptHashes.ts';
import { parseRouteDeclarations } from '@store/shared/routes';
import { servesPaymentPage } from '@store/shared/rules';
import { remoteScriptOrigins } from '../http/contentSecurityPolicy.ts';
import { recordRemoteScripts } from './remoteScripts.ts';

/** One script the payment page may load: where from, and the hash the browser must find. */
export interface PaymentScript extends ScriptHash {
  url: string;
}

/** A line of the inventory the owner reads: the script, and who shipped its version, when and why. */
export interface PaymentScriptEntry extends PaymentScript {
  reason: string | null;
  deployedBy: string;
  deployedAt: string | null;
}

export interface PaymentScriptInventory {
  /** the versions the payment page serves this visitor (the shell's build and each remote with a payment route) */
  versions(variant?: Variant): PaymentVersion[];
  /** every browser script of those versions, with its URL on this store */
  scripts(variant?: Variant): Promise<PaymentScript[]>;
  /** the same, with the deploy that shipped each version (the back office's list) */
  entries(): Promise<PaymentScriptEntry[]>;
  /** the other origins that serve a payment remote's live or canary version (a static origin, a CDN): inside the page's lock */
  remoteOrigins(): string[];
}

export interface PaymentVersion {
  remote: string;
  version: string;
  /** where its files are: a path on this store, or a URL of another origin */
  base: string;
  /** its manifest's address */
  entry: string;
}

const FROM_ORIGIN_RETRY_MS = 30_000;

const declaredRoutes = (routes: unknown) => {
  try {
    return parseRouteDeclarations(routes ?? []);
  } catch {
    return [];
  }
};

/**
 * The payment page's script inventory (PCI DSS 6.4.3), from the registry: the shell's build and the
 * live (or this visitor's canary) version of each remote that declares a payment route, with every
 * JS file's SHA-384 recorded when that version was stored. Hashes of a version never change, so
 * they are kept in memory once read.
 */
export function paymentScripts(db: Sql, registry: RemoteRegistry, frontendsRoot: string): PaymentScriptInventory {
  const known = new Map<string, ScriptHash[]>();
  // a version served from another origin: read from there once (one read at a time, a failed one retried after a pause)
  const fromOrigin = new Map<string, { reading: Promise<unknown>; at: number }>();
  const servesPayment = (name: string, version: string) => {
    const loaded = registry.manifest(name, version);
    return loaded && servesPaymentPage(declaredRoutes(loaded.manifest.metaData?.routes)) ? loaded : null;
  };

  function versions(variant?: Variant) {
    const out: PaymentVersion[] = [];
    const shell = shellVersion(frontendsRoot);
    if (shell) out.push({ remote: SHELL, version: shell, base: '/', entry: '/index.html' });
    for (const r of registry.live()) {
      const version = variant?.versions[r.name] ?? r.version;
      const loaded = servesPayment(r.name, version);
      if (loaded) out.push({ remote: r.name, version, base: loaded.base, entry: loaded.ref });
    }
    return out;
  }

  async function hashesOf(v: PaymentVersion): Promise<ScriptHash[]> {
    const rows = await scriptHashesOf(db, [v]);
    if (rows.length || !/^https?:\/\//.test(v.base)) return rows;
    const key = `${v.remote}@${v.version}`;
    let read = fromOrigin.get(key);
    if (!read || Date.now() - read.at > FROM_ORIGIN_RETRY_MS) fromOrigin.set(key, (read = { reading: recordRemoteScripts(db, v.remote, v.version, v.entry), at: Date.now() }));
    await read.reading;
    return scriptHashesOf(db, [v]);
  }

  async function scripts(variant?: Variant): Promise<PaymentScript[]> {
    const out: PaymentScript[] = [];
    for (const v of versions(variant)) {
      const key = `${v.remote}@${v.version}`;
      let rows = known.get(key);
      if (!rows) {
        rows = await hashesOf(v);
        if (rows.length) known.set(key, rows);
      }
      for (const r of rows) if (isBrowserScript(r.path)) out.push({ ...r, url: v.base + r.path });
    }
    return out;
  }

  async function entries(): Promise<PaymentScriptEntry[]> {
    const list = await scripts();
    const shipped = new Map<string, { reason: string | null; deployedBy: string; deployedAt: string | null }>();
    for (const v of versions()) {
      const [h] = await db.query<{ reason: string | null; actor: string; created_at: string }>(
        `SELECT reason, actor, created_at FROM remote_deploys WHERE remote = $1 AND version = $2 AND action IN ('seed', 'deploy', 'canary') ORDER BY id LIMIT 1`,
        [v.remote, v.version],
      );
      const [recorded] = h ? [] : await db.query<{ at: string }>('SELECT min(recorded_at) AS at FROM script_hashes WHERE remote = $1 AND version = $2', [v.remote, v.version]);
      shipped.set(`${v.remote}@${v.version}`, h
        ? { reason: h.reason, deployedBy: h.actor, deployedAt: new Date(h.created_at).toISOString() }
        : { reason: v.remote === SHELL ? "the shell's build on this server (not deployed through the registry)" : null, deployedBy: 'start', deployedAt: recorded?.at ? new Date(recorded.at).toISOString() : null });
    }
    return list.map((s) => ({ ...s, ...shipped.get(`${s.remote}@${s.version}`)! }));
  }

  function remoteOrigins(): string[] {
    const entries = registry.live().flatMap((r) => [
      ...(servesPayment(r.name, r.version) ? [r.entry] : []),
      ...(r.canary && servesPayment(r.name, r.canary.version) ? [r.canary.entry] : []),
    ]);
    return remoteScriptOrigins(entries);
  }

  return { versions, scripts, entries, remoteOrigins };
}
