/** One JSON call of a shopper: the envelope, the status, or what went wrong on the wire. */
export interface Reply {
  status: number;
  body: { success?: boolean; message?: string; data?: unknown; [k: string]: unknown } | null;
  /** set when no HTTP answer came (socket error, timeout) */
  wireError?: string;
}

export async function call(baseUrl: string, method: 'GET' | 'POST', path: string, opts: { token?: string; body?: unknown; timeoutMs?: number } = {}): Promise<Reply> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (opts.body !== undefined) headers['content-type'] = 'application/json';
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  try {
    const init: RequestInit = { method, headers, signal: AbortSignal.timeout(opts.timeoutMs ?? 120_000) };
    // a GET carries no body (fetch refuses one)
    if (method !== 'GET' && opts.body !== undefined) init.body = JSON.stringify(opts.body);
    const res = await fetch(baseUrl + path, init);
    const body = (await res.json().catch(() => null)) as Reply['body'];
    return { status: res.status, body };
  } catch (err) {
    return { status: 0, body: null, wireError: (err as Error).message };
  }
}

/** A clean failure is an answered envelope with a 4xx status: the shopper is told what happened. */
export const isClean = (r: Reply) => r.status >= 400 && r.status < 500 && r.body !== null && r.body.success === false;
