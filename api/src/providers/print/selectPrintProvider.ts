import type { Config } from '../../config.ts';
import type { PrintProvider } from './printProvider.ts';
import { createLocalPrintProvider } from './local/localPrintProvider.ts';
import { createPrintifyProvider } from './printify/printifyProvider.ts';

/** PRINT_PROVIDER picks the implementation; 'local' (the default) needs no network. */
export function selectPrintProvider(config: Config, env: NodeJS.ProcessEnv = process.env): PrintProvider {
  switch (config.printProvider) {
    case 'local':
      return createLocalPrintProvider();
    case 'printify': {
      const token = env.PRINTIFY_API_TOKEN;
      const shopId = env.PRINTIFY_SHOP_ID;
      if (!token || !shopId) throw new Error('PRINT_PROVIDER=printify needs PRINTIFY_API_TOKEN and PRINTIFY_SHOP_ID');
      return createPrintifyProvider({
        token,
        shopId,
        baseUrl: env.PRINTIFY_BASE_URL || 'https://api.printify.com',
        webhookSecret: env.PRINTIFY_WEBHOOK_SECRET || config.secrets.webhook,
      });
    }
    default:
      throw new Error(`Unknown PRINT_PROVIDER "${config.printProvider}"`);
  }
}
