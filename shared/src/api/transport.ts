// How the shared API client reaches /api. The browser uses fetch; the store's server, while it
// renders a page, answers the same calls in-process (no HTTP request to itself).
export type ApiTransport = (path: string, init: RequestInit) => Promise<Response>;

let transport: ApiTransport = (path, init) => fetch(path, init);

export function apiTransport(path: string, init: RequestInit): Promise<Response> {
  return transport(path, init);
}

/** Server only: route the shared client's /api calls through `next` (e.g. Fastify's inject). */
export function setApiTransport(next: ApiTransport): void {
  transport = next;
}
