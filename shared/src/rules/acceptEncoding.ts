/**
 * Which of the encodings a server holds a reply in to send for a request's Accept-Encoding
 * (RFC 9110 §12.5.3): the first of `held` (in the server's order of preference) the client accepts
 * with q > 0, `*` covering any not named; 'identity' when none is (no header: identity, since a
 * client that sent none may not decode anything).
 */
export function preferredEncoding<E extends string>(header: string | undefined, held: readonly E[]): E | 'identity' {
  if (!header) return 'identity';
  const q = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name, ...params] = part.split(';').map((s) => s.trim());
    if (!name) continue;
    const weight = params.find((p) => p.startsWith('q='));
    const value = weight === undefined ? 1 : Number(weight.slice(2));
    q.set(name === 'x-gzip' ? 'gzip' : name, Number.isFinite(value) ? value : 0);
  }
  const accepts = (e: string) => (q.get(e) ?? q.get('*') ?? 0) > 0;
  return held.find(accepts) ?? 'identity';
}
