import type { DehydratedState } from '@tanstack/react-query';

/**
 * Reply fields that describe the caller, not the page. The server renders every page as an
 * anonymous caller, so its copy of these is an empty cart and wishlist: sent to the browser, it
 * would overwrite the shopper's own (issue #23). The browser's stores are the truth until its own
 * fetch brings the server's.
 */
export const PER_CALLER_FIELDS: readonly string[] = ['favouritesCart'];

/** Copies a value without the per-caller fields, on the reply itself and on its `data` (the home reply). */
function withoutCallerFields(value: unknown, depth = 0): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value) || depth > 1) return value;
  const copy: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    if (PER_CALLER_FIELDS.includes(k)) continue;
    copy[k] = k === 'data' ? withoutCallerFields(v, depth + 1) : v;
  }
  return copy;
}

/** The dehydrated cache with every query's per-caller fields removed. */
export function stripPerCallerFields(state: DehydratedState): DehydratedState {
  return {
    ...state,
    queries: state.queries.map((q) => ({ ...q, state: { ...q.state, data: withoutCallerFields(q.state.data) } })),
  };
}
