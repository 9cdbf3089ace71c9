import type { CatalogueSource } from './catalogueSource.ts';
import type { FulfilmentProvider } from './fulfilmentProvider.ts';

/**
 * A print-on-demand provider: where the catalogue comes from and who makes and ships the orders —
 * two contracts (catalogueSource.ts, fulfilmentProvider.ts) that one vendor usually fills both of.
 * The core only ever sees these interfaces; vendor names live in the folder of their implementation.
 */
export interface PrintProvider {
  /** the provider's name: URL segment of /api/{provider}/… and prefix of `{provider}Details` */
  readonly name: string;
  readonly catalogue: CatalogueSource;
  readonly fulfilment: FulfilmentProvider;
}
