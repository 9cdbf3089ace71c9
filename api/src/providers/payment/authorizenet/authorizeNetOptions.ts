import { sandboxEndpoint, type AuthorizeNetOptions } from './authorizeNetGateway.ts';

/** This gateway's own settings, read and checked here so the core never learns their names. */
export function authorizeNetOptionsFromEnv(env: NodeJS.ProcessEnv): AuthorizeNetOptions {
  const apiLoginId = env.AUTHORIZENET_API_LOGIN_ID;
  const transactionKey = env.AUTHORIZENET_TRANSACTION_KEY;
  if (!apiLoginId || !transactionKey) {
    throw new Error('PAYMENT_GATEWAY=authorizenet needs AUTHORIZENET_API_LOGIN_ID and AUTHORIZENET_TRANSACTION_KEY');
  }
  return { apiLoginId, transactionKey, endpoint: env.AUTHORIZENET_ENDPOINT || sandboxEndpoint };
}
