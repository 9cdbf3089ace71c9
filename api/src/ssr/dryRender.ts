import { createHash } from 'node:crypto';
import type { ComponentType } from 'react';
import type { StoreRoute } from '@store/shared/routes';
import { hostShared } from './hostShared.ts';
import { renderApp } from './renderApp.ts';
import { serverRemotes } from './serverRemotes.ts';
import { shellServer } from './shellServer.ts';
import { GateRefusal } from '../remotes/deployGate.ts';
import type { RemoteManifest } from '../remotes/remoteManifests.ts';
import type { StoreEnv } from '@store/shared/env';
import { inStoreEnv } from './renderEnv.ts';

/** A public page of a version under test must render within this (the renderer's own budget). */
export const DRY_RENDER_BUDGET_MS = 2_000;
/** …and its server entry must load within this. */
const LOAD_BUDGET_MS = 5_000;

let runs = 0;

/** A path of the pattern with a stand-in for each parameter (a page then renders "not found", which is fine). */
export function samplePath(pattern: string): string {
  return pattern.replace(/:[^/]+/g, 'gate-sample');
}

/**
 * The gate's last check: loads the candidate's server entry in a runtime instance of its own (under
 * a name of its own, so the live renderer's copy of that remote is never touched) and renders every
 * public route of it inside the shell's frame, as a shopper's request would. Any error, a page that
 * does not load, or a render over budget refuses the version. No shell server build: nothing to check.
 */
export function dryRenderer(frontendsRoot: string, localOrigin: () => string, envFor: () => StoreEnv) {
  const shell = shellServer(frontendsRoot);
  return async (remote: string, entry: string, manifest: RemoteManifest, table: StoreRoute[]): Promise<void> => {
    const frame = await shell().catch(() => null);
    if (!frame) return;
    const alias = `${remote}_gate_${++runs}`;
    const manifestUrl = new URL(entry, localOrigin()).href;
    const loaded = { ref: manifestUrl, base: manifestUrl.replace(/[^/]*$/, ''), manifest, hash: createHash('sha256').update(JSON.stringify(manifest)).digest('hex').slice(0, 16) };
    const remotes = serverRemotes({ name: `store_gate_${runs}`, manifest: async (r) => (r === alias ? loaded : null), baseUrl: localOrigin, shared: await hostShared(), budgetMs: LOAD_BUDGET_MS });
    for (const route of table.filter((r) => r.remote === remote && !r.private)) {
      const module = await remotes.page<{ default?: ComponentType }>(alias, route.page);
      if (!module?.default) throw new GateRefusal('server-render', `${route.page} (${route.path}) did not load from the server entry within ${LOAD_BUDGET_MS} ms.`);
      const Page = module.default;
      const errors: unknown[] = [];
      const started = Date.now();
      // rendered as a shopper's page would be: in the store's env, its API calls answered in-process
      await inStoreEnv(envFor(), () =>
        renderApp(frame, {
          url: samplePath(route.path),
          pages: new Map([[`${remote}/${route.page}`, Page]]),
          routes: table,
          renderBudgetMs: DRY_RENDER_BUDGET_MS,
          onError: (e) => errors.push(e),
        }),
      ).catch((e: unknown) => errors.push(e));
      if (errors.length) throw new GateRefusal('server-render', `${route.page} (${route.path}) failed to render on the server: ${(errors[0] as Error)?.name ?? 'Error'}: ${String((errors[0] as Error)?.message ?? '').slice(0, 200)}`);
      if (Date.now() - started > DRY_RENDER_BUDGET_MS) throw new GateRefusal('server-render', `${route.page} (${route.path}) took over ${DRY_RENDER_BUDGET_MS} ms to render.`);
    }
  };
}
