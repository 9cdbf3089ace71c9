import { join } from 'node:path';
import type { Deps } from '../deps.ts';
import type { Db } from '../db/db.ts';
import { notifyOwner } from '../mail/ownerMail.ts';
import { recordHistory } from './registryStore.ts';
import { builtScripts, recordScriptHashes, SHELL, shellVersion } from './scriptHashes.ts';
import { componentLog } from '../log.ts';

const log = componentLog('remotes');

/** What a start made of the shell's build on disk. */
export type ShellBuildAtStart =
  | { outcome: 'none' }
  | { outcome: 'known' | 'first' | 'deployed'; version: string }
  | { outcome: 'refused'; version: string; trusted: string; reason: string };

/**
 * The shell's build at start (#39 item 8). The shell is not a remote of the registry, but its scripts
 * are in the payment page's inventory, so a start must not trust whatever sits in shell/dist: its
 * hashes are recorded on the store's first start, or when the start names a reason
 * (SHELL_DEPLOY_REASON: a deploy of the shell, in the history with that reason). A build that
 * changed on disk without one is refused: its scripts are not inventoried (the payment page stays held
 * to the build trusted before), the refusal is in the history, and the caller alerts the owner.
 */
export async function recordShellBuild(db: Db, frontendsRoot: string, reason?: string): Promise<ShellBuildAtStart> {
  const version = shellVersion(frontendsRoot);
  if (!version) return { outcome: 'none' };
  const [known] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM script_hashes WHERE remote = $1 AND version = $2', [SHELL, version]);
  if (known?.n) return { outcome: 'known', version };
  const [trusted] = await db.query<{ version: string }>('SELECT version FROM script_hashes WHERE remote = $1 ORDER BY recorded_at DESC, version LIMIT 1', [SHELL]);
  const scripts = builtScripts(join(frontendsRoot, 'shell', 'dist'));
  if (!trusted || reason?.trim()) {
    await db.transaction(async (tx) => {
      await recordScriptHashes(tx, SHELL, version, scripts);
      await recordHistory(tx, { remote: SHELL, version, action: trusted ? 'deploy' : 'seed', previous: trusted?.version ?? null, actor: 'start', reason: trusted ? reason!.trim() : "the store's first start: the shell build it was installed with" });
    });
    return { outcome: trusted ? 'deployed' : 'first', version };
  }
  const why = `The shell's build on disk changed (${version}, after ${trusted.version}) with no deploy reason: its scripts are not trusted. If the change is yours, restart with SHELL_DEPLOY_REASON="…" to deploy it.`;
  await recordHistory(db, { remote: SHELL, version, action: 'refused', previous: trusted.version, actor: 'start', reason: why });
  return { outcome: 'refused', version, trusted: trusted.version, reason: why };
}

/** A refused shell build is reported as the tamper check reports a changed payment page: in the log and to the owner. */
export async function alertRefusedShell(deps: Pick<Deps, 'db' | 'config' | 'mail'>, start: ShellBuildAtStart): Promise<void> {
  if (start.outcome !== 'refused') return;
  log.warn({ reason: start.reason }, 'shell build');
  await notifyOwner(deps, { kind: 'payment-scripts-changed', lines: [start.reason] });
}
