import { createContext, useContext } from 'react';
import { useQueryClient, type QueryKey } from '../serverState.ts';
import { ApiError } from '../api/client.ts';

/**
 * On the server a page says "not found" during its render (an unknown product, a missing post):
 * the renderer provides a collector here and answers 404. The generic server layer knows no page;
 * the page knows its data. It lives in the shared singleton, so remote pages and the shell's frame
 * see one context. In the browser there is no collector and this does nothing.
 */
export const PageStatusContext = createContext<((status: 404) => void) | null>(null);

/**
 * The HTTP status the API failed the query with, or undefined. It reads the query's cached state,
 * not the hook's result: on the server a failed query shows as pending again (TanStack retries on
 * mount), and the markup must stay the browser's.
 */
export function useQueryErrorStatus(subject: QueryKey): number | undefined {
  const error = useQueryClient().getQueryState(subject)?.error;
  return error instanceof ApiError ? error.status : undefined;
}

/** Reports the page as not found (HTTP 404 on the server) when the query that loads its subject answered 404. */
export function useNotFound(subject: QueryKey): void {
  useNotFoundWhen(useQueryErrorStatus(subject) === 404);
}

/**
 * Reports the page as not found when the page knows it from its address alone (an unknown category
 * slug): the page may still show something useful, while crawlers and the page cache see a 404.
 */
export function useNotFoundWhen(missing: boolean): void {
  const report = useContext(PageStatusContext);
  if (report && missing) report(404);
}
