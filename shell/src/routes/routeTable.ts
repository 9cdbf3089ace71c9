import { createContext } from 'react';
import type { StoreRoute } from '@store/shared';

export type { StoreRoute as RemoteRoute } from '@store/shared';

/**
 * The store's route table, built by the server from the live remotes' manifests (#25): each remote
 * declares its own routes and ships them with its build, so the shell owns none but its 404. The
 * browser reads it from the page (`<script id="store-routes">`), or from /routes.json when the page
 * did not come from the store's server; the server renderer hands it to the shell's server entry.
 */
export const RouteTableContext = createContext<readonly StoreRoute[]>([]);

export async function loadRouteTable(): Promise<readonly StoreRoute[]> {
  const inPage = document.getElementById('store-routes')?.textContent;
  if (inPage) return JSON.parse(inPage) as StoreRoute[];
  const reply = await fetch(`${import.meta.env.BASE_URL}routes.json`, { cache: 'no-store' }).catch(() => null);
  // No table: every path shows the 404 page, which still offers the way home.
  return reply?.ok ? ((await reply.json()) as StoreRoute[]) : [];
}
