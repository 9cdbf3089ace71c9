import { sandboxEndpoint, type AuthorizeNetOptions } from './authorizeNetGateway.ts';

/** Accept.js is served by the gateway's own CDN; the sandbox and production scripts differ. */
const acceptJs = { sandbox: 'https://jstest.authorize.net/v1/Accept.js', production: 'https://js.authorize.net/v1/Accept.js' } as const;

/** This gateway's own settings, read and checked here so the core never learns their names. */
export function authorizeNetOptionsFromEnv(env: NodeJS.ProcessEnv): AuthorizeNetOptions {
  const apiLoginId = env.AUTHORIZENET_API_LOGIN_ID;
  const transactionKey = env.AUTHORIZENET_TRANSACTION_KEY;
  const clientKey = env.AUTHORIZENET_CLIENT_KEY;
  if (!apiLoginId || !transactionKey || !clientKey) {
    throw new Error('PAYMENT_GATEWAY=authorizenet needs AUTHORIZENET_API_LOGIN_ID, AUTHORIZENET_TRANSACTION_KEY and AUTHORIZENET_CLIENT_KEY (the public client key)');
  }
  const endpoint = env.AUTHORIZENET_ENDPOINT || sandboxEndpoint;
  const acceptJsUrl = env.AUTHORIZENET_ACCEPT_JS_URL || (endpoint === sandboxEndpoint ? acceptJs.sandbox : acceptJs.production);
  return { apiLoginId, transactionKey, clientKey, endpoint, acceptJsUrl };
}
