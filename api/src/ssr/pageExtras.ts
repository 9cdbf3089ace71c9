import type { Deps } from '../deps.ts';
import type { PageOptions } from '../static/frontends.ts';
import { pageStatus } from './pageStatus.ts';
import { remotePreload } from './remotePreload.ts';

/** What the store's server adds to the shell's index.html per page URL: real status, preloads. */
export function pageExtras(deps: Pick<Deps, 'db' | 'config'>): Pick<PageOptions, 'status' | 'preload'> {
  return { status: pageStatus(deps), preload: remotePreload(deps.config) };
}
