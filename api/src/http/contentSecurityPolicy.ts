/** What the payment page's policy allows beyond the store's own origin. */
export interface PaymentPageOrigins {
  /** the card gateway's tokenizer: its script, and where it sends the card */
  tokenizer: readonly string[];
  /** the origins that serve the payment page's remotes (a static origin, a CDN): their scripts, styles, fonts and images */
  remotes: readonly string[];
  /** the hashes of the inline styles the shell's document holds itself ('sha256-…', 'unsafe-hashes') */
  styles?: readonly string[];
}

/**
 * The store's Content-Security-Policy, built in one place. Scripts run only from the store's own
 * origin and the listed remote origins; inline script only with this response's nonce (JSON-LD and
 * dehydrated data are not executable, so they need none). No 'unsafe-inline' or 'unsafe-eval'.
 *
 * A payment page (`payment` given) is closed by default (`default-src 'none'`, #39 item 9): each
 * kind of resource is allowed from the store's origin and the origins serving the payment page's
 * remotes only (#39 item 0: the same origins its inventory and tamper check cover), plus the card
 * gateway's tokenizer for its script, its requests and its frames; images also as data: URIs (the
 * UI kit's inline icons); inline styles only the shell document's own (by hash) and those a script
 * adds with the reply's nonce. No other remote's origin: PCI DSS 6.4.3 wants every script of that page
 * inventoried, and a skimmer can neither load a stylesheet or image from elsewhere nor post out.
 */
export function contentSecurityPolicy(scriptOrigins: readonly string[], nonce?: string, payment?: PaymentPageOrigins): string {
  const nonceSource = nonce ? [`'nonce-${nonce}'`] : [];
  if (!payment) {
    return [`script-src ${["'self'", ...new Set(scriptOrigins), ...nonceSource].join(' ')}`, "object-src 'none'", "base-uri 'self'", "frame-ancestors 'none'", "form-action 'self'"].join('; ');
  }
  const store = ["'self'", ...new Set(payment.remotes)];
  const gateway = [...new Set(payment.tokenizer)];
  const list = (...sources: string[]) => [...new Set(sources)].join(' ');
  return [
    "default-src 'none'",
    `script-src ${list(...store, ...gateway, ...nonceSource)}`,
    `connect-src ${list(...store, ...gateway)}`,
    // the reply's nonce: the page's own scripts may add a style element (the toasts' stylesheet) with it
    `style-src ${list(...store, ...nonceSource, ...(payment.styles ?? []))}`,
    `img-src ${list(...store, 'data:')}`,
    `font-src ${list(...store)}`,
    `manifest-src 'self'`,
    `frame-src ${gateway.length ? list(...gateway) : "'none'"}`,
    "worker-src 'none'",
    "object-src 'none'",
    "base-uri 'none'",
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
