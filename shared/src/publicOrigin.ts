// The store's public origin (PUBLIC_URL) for absolute links in a page (structured data, share
// links). The same on the server's render and in the browser, so hydration matches.
import { serverStoreEnv } from './storeEnv.ts';

/** PUBLIC_URL: the server render's env, else as the server wrote it into the page (<meta name="store:public-url">), else this page's origin. */
export function publicOrigin(): string {
  const env = serverStoreEnv();
  if (env) return env.publicOrigin;
  // typed structurally: the server (no DOM types) compiles this file too
  const page = globalThis as { document?: { querySelector(s: string): { getAttribute(n: string): string | null } | null }; location?: { origin: string } };
  if (!page.document || !page.location) return 'http://localhost';
  const declared = page.document.querySelector('meta[name="store:public-url"]')?.getAttribute('content');
  try {
    if (declared) return new URL(declared).origin;
  } catch {
    // a malformed value falls back to the page's own origin
  }
  return page.location.origin;
}
