/**
 * The store's Content-Security-Policy, built in one place. Scripts run only from the store's own
 * origin and the listed remote origins; inline script only with this response's nonce (JSON-LD and
 * dehydrated data are not executable, so they need none). No 'unsafe-inline' or 'unsafe-eval'.
 * A payment page (`tokenizerOrigins` given) allows only the store's origin and the card gateway's
 * tokenizer origins, for its script and for sending the card (no remote on another origin: PCI DSS
 * 6.4.3 wants every script of that page inventoried), and may connect nowhere else: a skimmer
 * cannot post out.
 */
export function contentSecurityPolicy(scriptOrigins: readonly string[], nonce?: string, tokenizerOrigins?: readonly string[]): string {
  const origins = tokenizerOrigins ? [...new Set(tokenizerOrigins)] : [...new Set(scriptOrigins)];
  const scripts = ["'self'", ...origins, ...(nonce ? [`'nonce-${nonce}'`] : [])];
  const connect = tokenizerOrigins ? [`connect-src ${["'self'", ...origins].join(' ')}`] : [];
  return [
    `script-src ${scripts.join(' ')}`,
    ...connect,
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join('; ');
}

/**
 * The origins remotes are loaded from, taken from remotes.json's manifest URLs: a relative URL is
 * the store's own origin ('self'), an absolute one adds its origin. Anything unparsable is skipped.
 */
export function remoteScriptOrigins(remotes: Record<string, string> | readonly string[]): string[] {
  const origins: string[] = [];
  for (const url of Array.isArray(remotes) ? remotes : Object.values(remotes)) {
    if (!/^https?:\/\//i.test(url)) continue;
    try {
      origins.push(new URL(url).origin);
    } catch {
      /* not a URL: nothing to allow */
    }
  }
  return origins;
}
