import type { ProviderDetails } from './types.ts';
import { serverStoreEnv } from './storeEnv.ts';

/**
 * The print provider's name: the first segment of /api/{provider}/blueprints and the prefix of the
 * cart row's `{provider}Details` object (spec §3, §7). The server names the active provider in a
 * meta tag of the page it serves, so no vendor name is built into a bundle; its own render reads
 * the request's env (a server render must ask the active provider's /api/{provider}/…, not /api/local/…).
 */
export function printProvider(): string {
  const env = serverStoreEnv();
  if (env) return env.provider;
  // typed structurally: the server (no DOM types) compiles this file too
  const page = globalThis as { document?: { querySelector(s: string): { getAttribute(n: string): string | null } | null } };
  return page.document?.querySelector('meta[name="store:print-provider"]')?.getAttribute('content') || 'local';
}

export function providerDetailsOf(row: Record<string, unknown>): ProviderDetails | undefined {
  return row[`${printProvider()}Details`] as ProviderDetails | undefined;
}
