import type { Sql } from '../../../db/db.ts';
import type { PaymentGateway } from '../paymentGateway.ts';
import { createSandboxGateway, databaseLedger } from './sandboxGateway.ts';
import { createSandboxGatewayClient } from './sandboxGatewayClient.ts';
import { startSandboxGatewayServer, type SandboxGatewayKeys, type SandboxGatewayServer } from './sandboxGatewayServer.ts';
import { componentLog } from '../../../log.ts';

const log = componentLog('payment');

/**
 * PAYMENT_GATEWAY=sandbox (the default): the store talks to the local gateway over HTTP, and the
 * store process also serves that gateway on its own port (SANDBOX_GATEWAY_PORT, default PORT+1000 = 9080) unless
 * SANDBOX_GATEWAY_URL points at one already running. When the port is taken (another instance of
 * a cluster serves it), this instance uses that one. The gateway's keys are demo values unless set.
 */
export interface LocalSandboxOptions {
  port: number;
  host: string;
  /** an already running local gateway: nothing is started */
  url?: string;
  publicUrl?: string;
  keys: SandboxGatewayKeys;
}

export function localSandboxOptionsFromEnv(env: NodeJS.ProcessEnv): LocalSandboxOptions {
  return {
    // the store's port + 1000 (9080 by default): clear of a cluster's instance ports (PORT+1…PORT+N)
    port: Number(env.SANDBOX_GATEWAY_PORT ?? (Number(env.PORT) || 8080) + 1000),
    host: env.SANDBOX_GATEWAY_HOST ?? env.HOST ?? '0.0.0.0',
    url: env.SANDBOX_GATEWAY_URL || undefined,
    publicUrl: env.SANDBOX_GATEWAY_PUBLIC_URL || undefined,
    keys: {
      apiLoginId: env.SANDBOX_GATEWAY_LOGIN_ID ?? 'local-store',
      clientKey: env.SANDBOX_GATEWAY_CLIENT_KEY ?? 'local-public-client-key',
      secretKey: env.SANDBOX_GATEWAY_SECRET_KEY ?? 'local-secret-key',
    },
  };
}

export function createLocalSandbox(opts: LocalSandboxOptions, db?: Sql): PaymentGateway {
  const url = opts.url ?? `http://127.0.0.1:${opts.port}`;
  const client = createSandboxGatewayClient({ url, publicUrl: opts.publicUrl, keys: opts.keys });
  let server: SandboxGatewayServer | undefined;
  return {
    ...client,
    async start() {
      if (opts.url) return;
      const bank = createSandboxGateway(db ? databaseLedger(db) : undefined);
      try {
        server = await startSandboxGatewayServer(bank, opts.keys, { port: opts.port, host: opts.host });
        log.info({ port: opts.port }, 'local card gateway (tokenizer and charges) listening');
      } catch (err) {
        if ((err as { code?: string }).code !== 'EADDRINUSE') throw err;
        log.info({ port: opts.port }, 'port taken: using the local card gateway already serving it');
      }
    },
    async stop() {
      await server?.close();
    },
  };
}
