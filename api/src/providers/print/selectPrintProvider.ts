import type { Config } from '../../config.ts';
import type { PrintProvider } from './printProvider.ts';
import { createLocalPrintProvider } from './local/localPrintProvider.ts';

/** PRINT_PROVIDER picks the implementation; 'local' (the default) needs no network. */
export function selectPrintProvider(config: Config): PrintProvider {
  switch (config.printProvider) {
    case 'local':
      return createLocalPrintProvider();
    default:
      throw new Error(`Unknown PRINT_PROVIDER "${config.printProvider}"`);
  }
}
