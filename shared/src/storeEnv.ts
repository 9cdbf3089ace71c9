// What a page's code needs to know about the store it renders for: how /api is reached, the public
// origin, the print provider and (on the server) the request being answered. In the browser it is
// the page itself (fetch, meta tags). On the server many requests render at once in one process,
// so the server keeps one env per request (api/src/ssr/renderEnv.ts) and tells this module how to
// find the current one; nothing here is set once per process.

/** How the shared API client reaches /api: fetch in the browser, the server itself while it renders. */
export type ApiTransport = (path: string, init: RequestInit) => Promise<Response>;

export interface StoreEnv {
  api: ApiTransport;
  /** the store's public origin (PUBLIC_URL), for absolute links in a page */
  publicOrigin: string;
  /** the print provider's name (first segment of /api/{provider}/…) */
  provider: string;
  /** the page request being rendered (its in-process API calls log under it) */
  requestId?: string;
}

let source: () => StoreEnv | undefined = () => undefined;

/**
 * Server only: how to find the env of the render in progress (its per-request async context).
 * Shared is browser code, so it cannot hold that context itself. Installing the same source again
 * is harmless; outside a render the source answers undefined and the page's defaults apply.
 */
export function setStoreEnvSource(next: () => StoreEnv | undefined): void {
  source = next;
}

/** The server's env for the render in progress, or undefined (the browser, or no render). */
export function serverStoreEnv(): StoreEnv | undefined {
  return source();
}
