import type { PaymentGateway } from './paymentGateway.ts';
import type { Sql } from '../../db/db.ts';
import { createLocalSandbox, localSandboxOptionsFromEnv } from './sandbox/localSandbox.ts';
import { createAuthorizeNetGateway } from './authorizenet/authorizeNetGateway.ts';
import { authorizeNetOptionsFromEnv } from './authorizenet/authorizeNetOptions.ts';

/**
 * PAYMENT_GATEWAY picks the implementation: 'sandbox' (default: the local gateway, a service of its
 * own on its own port, started by the store) or a vendor's client. Given a database, the local
 * gateway keeps its ledger there (shared by every instance).
 * This registry is the one file outside a vendor folder allowed to name vendors (see `npm run lint`);
 * each vendor reads its own settings.
 */
export function selectPaymentGateway(name: string, env: NodeJS.ProcessEnv = process.env, db?: Sql): PaymentGateway {
  switch (name) {
    case 'sandbox':
      return createLocalSandbox(localSandboxOptionsFromEnv(env), db);
    case 'authorizenet':
      return createAuthorizeNetGateway(authorizeNetOptionsFromEnv(env));
    default:
      throw new Error(`Unknown PAYMENT_GATEWAY "${name}"`);
  }
}
