import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { timingSafeEqual } from 'node:crypto';
import { cardTokenDescriptor, type ChargeRequest, type RefundRequest } from '../paymentGateway.ts';
import type { SandboxGateway } from './sandboxGateway.ts';
import { tokenizeCard, tokenizerErrors, type TokenCard } from './nonceVault.ts';
import { tokenizerScript } from './tokenizerScript.ts';

/**
 * The local gateway as a real HTTP service on its own origin (its own port), so the demo and every
 * journey take production's path: the page loads the tokenizer from here, the browser sends the
 * card here (getPaymentNonceRequest, public client key, CORS), and the store charges here by nonce
 * with its secret key (`/server/v1/*`). Nothing it receives is logged.
 */
export interface SandboxGatewayKeys {
  apiLoginId: string;
  /** public: the page sends it with the card */
  clientKey: string;
  /** secret: only the store's server uses it to charge, refund, void and look up */
  secretKey: string;
}

export interface SandboxGatewayServer {
  /** http://host:port */
  url: string;
  close(): Promise<void>;
}

const BOM = '\uFEFF';
const MAX_BODY = 16 * 1024;
const cors = { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Methods': 'POST, GET, OPTIONS', 'Access-Control-Allow-Headers': 'Content-Type', 'Access-Control-Max-Age': '600' };

async function readJson(req: IncomingMessage): Promise<Record<string, unknown> | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const c of req) {
    size += (c as Buffer).length;
    if (size > MAX_BODY) return null;
    chunks.push(c as Buffer);
  }
  try {
    const parsed: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8').replace(/^\uFEFF/, ''));
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

export function sandboxGatewayHandler(bank: SandboxGateway, keys: SandboxGatewayKeys) {
  return async (req: IncomingMessage, res: ServerResponse) => {
    const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff', ...headers });
      res.end((headers['Access-Control-Allow-Origin'] ? BOM : '') + JSON.stringify(body));
    };
    const path = (req.url ?? '/').split('?')[0];
    try {
      if (req.method === 'OPTIONS') {
        res.writeHead(204, cors);
        return res.end();
      }
      if (req.method === 'GET' && path === '/v1/Accept.js') {
        res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-cache', 'X-Content-Type-Options': 'nosniff', 'Cross-Origin-Resource-Policy': 'cross-origin', 'Access-Control-Allow-Origin': '*' });
        return res.end(tokenizerScript);
      }
      if (req.method === 'GET' && path === '/health') return send(200, { ok: true });
      if (req.method !== 'POST') return send(404, { error: 'not found' });
      const body = await readJson(req);
      if (path === '/xml/v1/request.api') {
        const error = (e: { code: string; text: string }) => send(200, { messages: { resultCode: 'Error', message: [e] } }, cors);
        const nonceReq = body?.getPaymentNonceRequest as { merchantAuthentication?: { name?: string; clientKey?: string }; data?: { token?: TokenCard } } | undefined;
        if (!nonceReq) return error({ code: 'E00003', text: 'The request is not a getPaymentNonceRequest.' });
        const auth = nonceReq.merchantAuthentication;
        if (auth?.name !== keys.apiLoginId || auth.clientKey !== keys.clientKey) return error(tokenizerErrors.auth);
        const out = tokenizeCard(bank.vault, nonceReq.data?.token ?? { cardNumber: '', expirationDate: '' });
        if ('error' in out) return error(out.error);
        return send(200, { opaqueData: { dataDescriptor: cardTokenDescriptor, dataValue: out.nonce }, messages: { resultCode: 'Ok', message: [{ code: 'I_WC_01', text: 'Successful.' }] } }, cors);
      }
      // the store's server side: secret key, and never a card, only a nonce
      if (!sameSecret(String(req.headers.authorization ?? ''), `Bearer ${keys.secretKey}`)) return send(401, { error: 'User authentication failed due to invalid authentication values.' });
      if (!body) return send(400, { error: 'The request body is not valid JSON.' });
      if (path === '/server/v1/charge') {
        const token = body.token as { dataDescriptor?: unknown; dataValue?: unknown } | undefined;
        // a charge is by nonce only: anything else (a card) is refused before it is looked at
        if (typeof token?.dataDescriptor !== 'string' || typeof token.dataValue !== 'string' || 'card' in body) return send(400, { error: 'A charge needs payment.opaqueData and nothing else.' });
        return send(200, await bank.charge(body as unknown as ChargeRequest));
      }
      if (path === '/server/v1/lookup') return send(200, await bank.lookup(String(body.invoice ?? '')));
      if (path === '/server/v1/refund') return send(200, await bank.refund(body as unknown as RefundRequest));
      if (path === '/server/v1/void') return send(200, await bank.void(String(body.transactionId ?? '')));
      return send(404, { error: 'not found' });
    } catch {
      if (!res.headersSent) send(500, { error: 'The gateway failed.' });
    }
  };
}

export async function startSandboxGatewayServer(bank: SandboxGateway, keys: SandboxGatewayKeys, listen: { port: number; host: string }): Promise<SandboxGatewayServer> {
  const server: Server = createServer(sandboxGatewayHandler(bank, keys));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(listen.port, listen.host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const host = listen.host === '0.0.0.0' || listen.host === '::' ? '127.0.0.1' : listen.host;
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}
