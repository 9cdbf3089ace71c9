import { escapeHtml } from '@store/shared/rules';

// A page that moved for good (a product under a category not its own): its 301's Location and body.

/**
 * A page's reported new address as a Location header: a path on this store only, percent-encoded
 * (no control or non-ASCII character reaches the header); null for anything else (another origin,
 * `//host`, a backslash), and the page then answers 404. Built from the page's data, never from the
 * request; a query or fragment is dropped: the 301 is cached under the page's canonical URL and
 * served to every spelling of it, so it cannot carry one visitor's query (the product route reads none).
 */
export function sameOriginPath(path: string, origin: string): string | null {
  if (!path.startsWith('/') || path.startsWith('//') || path.includes('\\')) return null;
  let url: URL;
  try {
    url = new URL(path, origin);
  } catch {
    return null;
  }
  // `/.//host` resolves to the path `//host`, which a browser reads as another host
  if (url.origin !== new URL(origin).origin || url.pathname.startsWith('//')) return null;
  return url.pathname;
}

/** The body of a 301: a link for the rare client that does not follow the Location itself. */
export function movedPage(location: string): string {
  const href = escapeHtml(location);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Moved</title></head><body><p>This page has moved to <a href="${href}">${href}</a>.</p></body></html>`;
}
