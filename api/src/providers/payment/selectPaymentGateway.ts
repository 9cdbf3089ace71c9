import type { PaymentGateway } from './paymentGateway.ts';
import type { Sql } from '../../db/db.ts';
import { createSandboxGateway, databaseLedger } from './sandbox/sandboxGateway.ts';
import { createAuthorizeNetGateway } from './authorizenet/authorizeNetGateway.ts';
import { authorizeNetOptionsFromEnv } from './authorizenet/authorizeNetOptions.ts';

/**
 * PAYMENT_GATEWAY picks the implementation: 'sandbox' (default, no network) or a vendor's client.
 * Given a database, the sandbox keeps its ledger there (shared by every instance).
 * This registry is the one file outside a vendor folder allowed to name vendors (see `npm run lint`);
 * each vendor reads its own settings.
 */
export function selectPaymentGateway(name: string, env: NodeJS.ProcessEnv = process.env, db?: Sql): PaymentGateway {
  switch (name) {
    case 'sandbox':
      return createSandboxGateway(db ? databaseLedger(db) : undefined);
    case 'authorizenet':
      return createAuthorizeNetGateway(authorizeNetOptionsFromEnv(env));
    default:
      throw new Error(`Unknown PAYMENT_GATEWAY "${name}"`);
  }
}
