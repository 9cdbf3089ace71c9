import type { ChargeResult, LookupResult, PaymentGateway, RefundResult, TokenizerConfig, VoidResult } from '../paymentGateway.ts';
import type { SandboxGatewayKeys } from './sandboxGatewayServer.ts';

/**
 * The store's side of the local gateway: every call goes over HTTP to the gateway's own service
 * (sandboxGatewayServer.ts) with the secret key, as a vendor's client would. No answer (timeout,
 * network, 5xx) is 'unknown': the charge may have happened, so the store reconciles and never resends.
 */
export interface SandboxClientOptions {
  /** where the store's server reaches the gateway, e.g. http://127.0.0.1:9080 */
  url: string;
  /** the origin browsers load the tokenizer from; unset: the store's own host name on the gateway's port */
  publicUrl?: string;
  keys: SandboxGatewayKeys;
  timeoutMs?: number;
}

/** A host name as the shopper's browser used it, reduced to something safe to put in a URL and a CSP. */
export function safeHostName(host: string): string {
  const name = host.replace(/:\d+$/, '');
  return /^[a-z0-9.-]{1,253}$/i.test(name) || /^\[[0-9a-f:.]+\]$/i.test(name) ? name : '127.0.0.1';
}

export function sandboxTokenizer(opts: Pick<SandboxClientOptions, 'url' | 'publicUrl' | 'keys'>, host: string): TokenizerConfig {
  const origin = opts.publicUrl ? new URL(opts.publicUrl).origin : `http://${safeHostName(host)}:${new URL(opts.url).port || '80'}`;
  return { kind: 'dispatch-data', scriptUrl: `${origin}/v1/Accept.js`, apiLoginId: opts.keys.apiLoginId, clientKey: opts.keys.clientKey, origins: [origin] };
}

const noAnswer = { outcome: 'unknown', message: 'The payment gateway did not answer.' } as const;

export function createSandboxGatewayClient(opts: SandboxClientOptions): PaymentGateway {
  async function call<T>(op: string, body: unknown, refused: T): Promise<T | typeof noAnswer> {
    let res: Response;
    try {
      res = await fetch(`${opts.url}/server/v1/${op}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', authorization: `Bearer ${opts.keys.secretKey}` },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(opts.timeoutMs ?? 20_000),
      });
    } catch {
      return noAnswer;
    }
    if (res.status >= 500) return noAnswer;
    if (!res.ok) return refused;
    return (await res.json().catch(() => noAnswer)) as T;
  }
  const refused = { outcome: 'declined', message: 'The payment gateway refused the request.' } as const;
  return {
    name: 'sandbox',
    tokenizer: (host) => sandboxTokenizer(opts, host),
    charge: (req) => call<ChargeResult>('charge', req, refused),
    lookup: (invoice) => call<LookupResult>('lookup', { invoice }, refused),
    refund: (req) => call<RefundResult>('refund', req, refused),
    void: (transactionId) => call<VoidResult>('void', { transactionId }, refused),
  };
}
