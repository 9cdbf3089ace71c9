import type { PrintProvider } from '../printProvider.ts';
import { DEMO_CATALOGUE_VERSION, demoBlueprints, demoProducts } from './demoCatalogue.ts';

/**
 * The default print provider: owns the demo catalogue (no network). Fulfilment and shipping
 * quotes are added with the checkout area.
 */
export function createLocalPrintProvider(): PrintProvider {
  return {
    name: 'local',
    catalogueVersion: async () => DEMO_CATALOGUE_VERSION,
    async *listProducts() {
      yield* demoProducts();
    },
    listBlueprints: async () => demoBlueprints(),
  };
}
