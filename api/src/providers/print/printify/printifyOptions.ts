import type { PrintifyOptions } from './printifyProvider.ts';

/** This provider's own settings, read and checked here so the core never learns their names. */
export function printifyOptionsFromEnv(env: NodeJS.ProcessEnv, defaultWebhookSecret: string): PrintifyOptions {
  const token = env.PRINTIFY_API_TOKEN;
  const shopId = env.PRINTIFY_SHOP_ID;
  if (!token || !shopId) throw new Error('PRINT_PROVIDER=printify needs PRINTIFY_API_TOKEN and PRINTIFY_SHOP_ID');
  return {
    token,
    shopId,
    baseUrl: env.PRINTIFY_BASE_URL || 'https://api.printify.com',
    webhookSecret: env.PRINTIFY_WEBHOOK_SECRET || defaultWebhookSecret,
  };
}
