import { createContext, type ComponentType } from 'react';

/**
 * On the server: the remote pages this request could load in time, by `remote/Page`. A page not
 * in the map is left to the browser (its area is rendered there while the rest stays server HTML).
 * Null in the browser, where pages load through the Module Federation runtime.
 */
export const ServerPagesContext = createContext<ReadonlyMap<string, ComponentType> | null>(null);

/** The digest the browser recognises as "this area was meant to render here", not a failure. */
export const CLIENT_AREA_DIGEST = 'store:client-area';

/** Thrown on the server inside the page's Suspense boundary: React then renders it in the browser. */
export class ClientAreaSignal extends Error {
  readonly digest = CLIENT_AREA_DIGEST;
  constructor(module: string) {
    super(`${module} renders in the browser`);
    this.name = 'ClientAreaSignal';
  }
}
