// The store's public origin (PUBLIC_URL) for absolute links in a page (structured data, share
// links). The same on the server's render and in the browser, so hydration matches.
let serverOrigin: string | null = null;

/** Server only: the origin pages are rendered for (the store's PUBLIC_URL). */
export function setServerPublicOrigin(origin: string): void {
  serverOrigin = new URL(origin).origin;
}

/** PUBLIC_URL as the server wrote it into the page (<meta name="store:public-url">), else this page's origin. */
export function publicOrigin(): string {
  // typed structurally: the server (no DOM types) compiles this file too
  const page = globalThis as { document?: { querySelector(s: string): { getAttribute(n: string): string | null } | null }; location?: { origin: string } };
  if (!page.document || !page.location) return serverOrigin ?? 'http://localhost';
  const declared = page.document.querySelector('meta[name="store:public-url"]')?.getAttribute('content');
  try {
    if (declared) return new URL(declared).origin;
  } catch {
    // a malformed value falls back to the page's own origin
  }
  return page.location.origin;
}
