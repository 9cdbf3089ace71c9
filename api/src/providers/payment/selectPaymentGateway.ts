import type { PaymentGateway } from './paymentGateway.ts';
import { createSandboxGateway } from './sandbox/sandboxGateway.ts';
import { createAuthorizeNetGateway, sandboxEndpoint } from './authorizenet/authorizeNetGateway.ts';

/** PAYMENT_GATEWAY picks the implementation: 'sandbox' (default, no network) or 'authorizenet'. */
export function selectPaymentGateway(name: string, env: NodeJS.ProcessEnv = process.env): PaymentGateway {
  switch (name) {
    case 'sandbox':
      return createSandboxGateway();
    case 'authorizenet': {
      const apiLoginId = env.AUTHORIZENET_API_LOGIN_ID;
      const transactionKey = env.AUTHORIZENET_TRANSACTION_KEY;
      if (!apiLoginId || !transactionKey) throw new Error('PAYMENT_GATEWAY=authorizenet needs AUTHORIZENET_API_LOGIN_ID and AUTHORIZENET_TRANSACTION_KEY');
      return createAuthorizeNetGateway({ apiLoginId, transactionKey, endpoint: env.AUTHORIZENET_ENDPOINT || sandboxEndpoint });
    }
    default:
      throw new Error(`Unknown PAYMENT_GATEWAY "${name}"`);
  }
}
