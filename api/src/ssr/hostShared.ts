import { createRequire } from 'node:module';
import type { HostShared } from './serverRemotes.ts';
import { singletonNames } from '@store/federation';

const require = createRequire(import.meta.url);

/**
 * The singletons of @store/federation, as this server process has them: what the store's server offers
 * remotes' server entries as their one shared instance — the same modules the shell's server entry
 * imports, so a page and the frame around it share React, the router's and the query client's
 * contexts (inside @store/shared) and the stores.
 */
export async function hostShared(): Promise<Record<string, HostShared>> {
  const entries = await Promise.all(
    singletonNames.map(async (name) => {
      const lib: unknown = await import(name);
      const version = (require(`${name}/package.json`) as { version: string }).version;
      return [name, { version, lib }] as const;
    }),
  );
  return Object.fromEntries(entries);
}
