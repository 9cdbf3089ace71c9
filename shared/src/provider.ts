/**
 * The print provider's name: the first segment of /api/{provider}/blueprints and the prefix of the
 * cart row's `{provider}Details` object (spec §3, §7). The server names the active provider in a
 * meta tag of the page it serves, so no vendor name is built into a bundle.
 */
export function printProvider(): string {
  if (typeof document === 'undefined') return 'local';
  return document.querySelector<HTMLMetaElement>('meta[name="store:print-provider"]')?.content || 'local';
}

import type { ProviderDetails } from './types.ts';

export function providerDetailsOf(row: Record<string, unknown>): ProviderDetails | undefined {
  return row[`${printProvider()}Details`] as ProviderDetails | undefined;
}
