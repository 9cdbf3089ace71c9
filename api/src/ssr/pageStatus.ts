/** What a page reported during its server render (PageStatusContext in @store/shared): not found, or moved to a store path. */
export interface PageStatus {
  status?: 404 | 301;
  /** the path a 301 page reported it moved to, as the page gave it (checked by `sameOriginPath` before it is a header) */
  location?: string;
}

/**
 * The collector a server render hands the shell (`onPageStatus`). A 404 wins over a move: a page
 * whose data is missing has nowhere to send the shopper.
 */
export function pageStatusCollector() {
  const found: PageStatus = {};
  return {
    report(status: 404 | 301, location?: string) {
      if (status === 404) {
        found.status = 404;
        delete found.location;
      } else if (found.status !== 404 && typeof location === 'string') {
        found.status = 301;
        found.location = location;
      }
    },
    result: (): PageStatus => ({ ...found }),
  };
}
