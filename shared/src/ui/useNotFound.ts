import { createContext, useContext, useEffect } from 'react';
import { useQueryClient, type QueryKey } from '../serverState.ts';
import { useNavigate } from '../navigation.ts';
import { ApiError } from '../api/client.ts';

/**
 * What a page reports during its server render: 404 (not found), or 301 with the store path it
 * moved to for good. A 404 wins over a move (the renderer's rule: a page not found has nowhere to go).
 */
export type PageStatusReport = (status: 404 | 301, location?: string) => void;

/**
 * On the server a page says "not found" (an unknown product, a missing post) or "moved" (a product
 * under a category not its own) during its render: the renderer provides a collector here and
 * answers 404 or 301. The generic server layer knows no page; the page knows its data. It lives in
 * the shared singleton, so remote pages and the shell's frame see one context. In the browser there
 * is no collector and this does nothing.
 */
export const PageStatusContext = createContext<PageStatusReport | null>(null);

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

/**
 * The page lives at another address of this store (`path`, built from its data; null: it lives
 * here). On the server: a 301 to it, so bookmarks and indexed links keep working. In the browser (a
 * client-side navigation, a page the server left to it): the address is replaced by it, so the
 * shopper lands on the page and Back skips the old address.
 */
export function useMovedTo(path: string | null): void {
  const report = useContext(PageStatusContext);
  const navigate = useNavigate();
  if (report && path !== null) report(301, path);
  useEffect(() => {
    if (!report && path !== null) void navigate(path, { replace: true });
  }, [report, path, navigate]);
}
