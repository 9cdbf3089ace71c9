// How the shared API client reaches /api. The browser uses fetch; the store's server, while it
// renders a page, answers the same calls in-process (no HTTP request to itself), through the env
// of that page's request.
import { serverStoreEnv, type ApiTransport } from '../storeEnv.ts';

export type { ApiTransport };

export function apiTransport(path: string, init: RequestInit): Promise<Response> {
  const env = serverStoreEnv();
  return env ? env.api(path, init) : fetch(path, init);
}
