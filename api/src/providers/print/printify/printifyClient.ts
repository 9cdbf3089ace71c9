/**
 * Minimal Printify v1 REST client: bearer token, a User-Agent (the API expects one), JSON in and
 * out, a timeout, and the documented error shapes turned into one Error with status and code.
 */
export interface PrintifyClientOptions {
  token: string;
  shopId: string;
  /** https://api.printify.com (tests point it at a local fake) */
  baseUrl: string;
  timeoutMs?: number;
}

export class PrintifyError extends Error {
  constructor(readonly status: number, message: string, readonly code?: number) {
    super(message);
    this.name = 'PrintifyError';
  }
}

export type PrintifyRequest = <T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown) => Promise<T>;

export function createPrintifyClient(opts: PrintifyClientOptions): PrintifyRequest {
  const base = opts.baseUrl.replace(/\/$/, '');
  return async function request<T>(method: string, path: string, body?: unknown): Promise<T> {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: {
        Authorization: `Bearer ${opts.token}`,
        'Content-Type': 'application/json;charset=utf-8',
        'User-Agent': 'store-api',
        Accept: 'application/json',
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(opts.timeoutMs ?? 15_000),
    });
    const text = await res.text();
    let json: unknown = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      /* non-JSON error page */
    }
    if (!res.ok) {
      const e = (json ?? {}) as { message?: string; error?: string; code?: number; errors?: { reason?: string; code?: number } };
      // never include the token or request body in the message
      throw new PrintifyError(res.status, e.errors?.reason ?? e.message ?? e.error ?? `HTTP ${res.status}`, e.errors?.code ?? e.code);
    }
    return json as T;
  };
}
