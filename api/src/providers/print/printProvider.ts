import type { ProductImage, ProductOption, Variant } from '@store/shared/types';

/** A product as the print provider describes it; prices are cents. */
export interface ProviderProduct {
  id: string;
  title: string;
  description: string;
  tags: string[];
  /** the store's leaf category slug this product is listed under */
  category: string;
  blueprint_id: number;
  options: ProductOption[];
  variants: Variant[];
  images: ProductImage[];
}

export interface ProviderBlueprint {
  id: number;
  title: string;
  brand: string;
  model: string;
  description: string;
  images: string[];
}

/**
 * What the store needs from a print-on-demand provider. The core only ever sees this interface;
 * vendor names live in the folder of their implementation.
 */
export interface PrintProvider {
  /** the provider's name: URL segment of /api/{provider}/… and prefix of `{provider}Details` */
  readonly name: string;
  /** changes whenever the catalogue changes, so a sync can be skipped when nothing did */
  catalogueVersion(): Promise<string>;
  listProducts(): AsyncIterable<ProviderProduct>;
  listBlueprints(): Promise<ProviderBlueprint[]>;
}
