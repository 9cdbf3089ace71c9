import type { PrintProvider } from '../printProvider.ts';
import { DEMO_CATALOGUE_VERSION, demoBlueprints, demoProducts } from './demoCatalogue.ts';
import { localShippingQuote } from './localShipping.ts';
import { createLocalFulfilment, databaseOrderStore } from './localFulfilment.ts';
import type { Sql } from '../../../db/db.ts';

export interface LocalProviderOptions {
  /** how long each production step takes (on-hold → in-production → fulfilled) */
  fulfilmentStepMs?: number;
  /** keep orders in this database (shared by every instance) instead of memory */
  db?: Sql;
  /** the production line's clock (tests move it to put an order in production) */
  now?: () => number;
}

/**
 * The default print provider (no network): owns the demo catalogue, quotes shipping from the
 * delivery table and moves orders through production over configurable time.
 */
export function createLocalPrintProvider(opts: LocalProviderOptions = {}): PrintProvider {
  // each production step: a minute by default (LOCAL_FULFILMENT_STEP_MS; the browser journeys use 3 s)
  const stepMs = opts.fulfilmentStepMs ?? Number(process.env.LOCAL_FULFILMENT_STEP_MS || 60_000);
  const fulfilment = createLocalFulfilment(stepMs, opts.now ?? Date.now, opts.db ? databaseOrderStore(opts.db) : undefined);
  return {
    name: 'local',
    catalogue: {
      catalogueVersion: async () => DEMO_CATALOGUE_VERSION,
      async *listProducts() {
        yield* demoProducts();
      },
      listBlueprints: async () => demoBlueprints(),
    },
    fulfilment: {
      quoteShipping: async (items, address) => localShippingQuote(items, address),
      submitOrder: fulfilment.submitOrder,
      getOrder: fulfilment.getOrder,
      cancelOrder: fulfilment.cancelOrder,
    },
  };
}
