import { createSandboxGateway, sandboxCards, type SandboxGateway } from '../../src/providers/payment/sandbox/sandboxGateway.ts';
import { memoryNonceVault } from '../../src/providers/payment/sandbox/nonceVault.ts';
import { startSandboxGatewayServer, type SandboxGatewayServer } from '../../src/providers/payment/sandbox/sandboxGatewayServer.ts';
import { createSandboxGatewayClient } from '../../src/providers/payment/sandbox/sandboxGatewayClient.ts';
import type { CardToken, PaymentGateway } from '../../src/providers/payment/paymentGateway.ts';

export const gatewayKeys = { apiLoginId: 'test-login', clientKey: 'test-public-key', secretKey: 'test-secret-key' };

export interface LocalGateway {
  bank: SandboxGateway;
  server: SandboxGatewayServer;
  /** the store's provider: HTTP to the gateway with the secret key */
  client: PaymentGateway;
  /** what the browser's tokenizer does: the card to the gateway (public key), a nonce back */
  tokenize(cardNumber?: string, cardCode?: string): Promise<CardToken>;
  /** moves the gateway's clock (nonce expiry) */
  advance(ms: number): void;
  close(): Promise<void>;
}

/** The local gateway as the store runs it, on a free port of 127.0.0.1. */
export async function startLocalGateway(): Promise<LocalGateway> {
  let skew = 0;
  const bank = createSandboxGateway(undefined, { vault: memoryNonceVault({ now: () => Date.now() + skew }) });
  const server = await startSandboxGatewayServer(bank, gatewayKeys, { port: 0, host: '127.0.0.1' });
  return {
    bank,
    server,
    client: createSandboxGatewayClient({ url: server.url, keys: gatewayKeys, timeoutMs: 5000 }),
    async tokenize(cardNumber = sandboxCards.approve, cardCode = '123') {
      const res = await fetch(`${server.url}/xml/v1/request.api`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ getPaymentNonceRequest: { merchantAuthentication: { name: gatewayKeys.apiLoginId, clientKey: gatewayKeys.clientKey }, data: { type: 'TOKEN', id: 't', token: { cardNumber, expirationDate: '1230', cardCode } } } }),
      });
      const reply = JSON.parse((await res.text()).replace(/^\uFEFF/, '')) as { opaqueData?: CardToken; messages: { message: { text: string }[] } };
      if (!reply.opaqueData) throw new Error(reply.messages.message[0]?.text);
      return reply.opaqueData;
    },
    advance(ms) {
      skew += ms;
    },
    close: () => server.close(),
  };
}
