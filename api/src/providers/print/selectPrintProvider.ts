import type { Config } from '../../config.ts';
import type { PrintProvider } from './printProvider.ts';
import type { Sql } from '../../db/db.ts';
import { createLocalPrintProvider } from './local/localPrintProvider.ts';
import { createPrintifyProvider } from './printify/printifyProvider.ts';
import { printifyOptionsFromEnv } from './printify/printifyOptions.ts';

/**
 * PRINT_PROVIDER picks the implementation; 'local' (the default) needs no network and keeps its
 * orders in `db` when given. This registry is the one file outside a vendor folder allowed to name
 * vendors (see `npm run lint`); each vendor reads its own settings.
 */
export function selectPrintProvider(config: Config, env: NodeJS.ProcessEnv = process.env, db?: Sql): PrintProvider {
  switch (config.printProvider) {
    case 'local':
      return createLocalPrintProvider({ db });
    case 'printify':
      return createPrintifyProvider(printifyOptionsFromEnv(env, config.secrets.webhook));
    default:
      throw new Error(`Unknown PRINT_PROVIDER "${config.printProvider}"`);
  }
}
