import { statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ComponentType, ReactElement } from 'react';
import type { QueryClient } from '@tanstack/react-query';

/** What the shell's server entry (shell/dist-server/entry-server.js) exports. */
import type { PageHead } from '@store/shared/types';
import type { StoreRoute } from '@store/shared/routes';

/** A page's head as the shell resolves it (`pageHead` in @store/shared). */
export type RenderedHead = PageHead;

export interface ShellServerEntry {
  renderApp(input: {
    url: string;
    pages: ReadonlyMap<string, ComponentType>;
    queryClient: QueryClient;
    /** the store's route table, built from the live remotes */
    routes: readonly StoreRoute[];
    onPageHead?: (head: RenderedHead) => void;
    /** receives 404 when the page reports its data not found (useNotFound), 301 and the path when it moved (useMovedTo) */
    onPageStatus?: (status: 404 | 301, location?: string) => void;
  }): ReactElement;
  CLIENT_AREA_DIGEST: string;
}

/**
 * Loads the shell's server entry from its build, again when the file changes (a redeployed shell
 * needs no restart of the server). Null while the shell has no server build: pages are then
 * rendered in the browser only, as before.
 */
export function shellServer(frontendsRoot: string) {
  const file = join(frontendsRoot, 'shell', 'dist-server', 'entry-server.js');
  let cached: { mtimeMs: number; entry: Promise<ShellServerEntry | null> } | null = null;
  return (): Promise<ShellServerEntry | null> => {
    const mtimeMs = statSync(file, { throwIfNoEntry: false })?.mtimeMs;
    if (mtimeMs === undefined) return Promise.resolve(null);
    if (!cached || cached.mtimeMs !== mtimeMs) {
      const url = `${pathToFileURL(file).href}?v=${mtimeMs}`;
      cached = { mtimeMs, entry: import(url) as Promise<ShellServerEntry> };
    }
    return cached.entry;
  };
}
