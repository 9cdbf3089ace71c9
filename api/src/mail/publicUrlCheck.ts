/**
 * The List-Unsubscribe link (and every link in a mail) is built on PUBLIC_URL. Mail providers
 * expect https for one-click unsubscribe (RFC 8058); a plain-http public address is only right
 * for a store on this machine. Returns the start-up warning, or null when there is none.
 */
export function publicUrlWarning(publicUrl: string): string | null {
  let url: URL;
  try {
    url = new URL(publicUrl);
  } catch {
    return `PUBLIC_URL is not a URL; links in e-mails (confirmations, List-Unsubscribe) will not work.`;
  }
  if (url.protocol === 'https:') return null;
  const local = url.hostname === 'localhost' || url.hostname === '[::1]' || url.hostname.startsWith('127.') || url.hostname.endsWith('.localhost');
  if (local) return null;
  return `PUBLIC_URL is ${url.protocol.replace(':', '')}, not https: mail providers refuse or hide one-click unsubscribe (List-Unsubscribe) on plain-http links. Set PUBLIC_URL to the store's https address.`;
}
