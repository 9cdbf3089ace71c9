import type { SizeGuide } from '@store/shared/rules';
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
  /** measurements per size (apparel); absent when the provider has none */
  sizeGuide?: SizeGuide | null;
}

/**
 * Where the store's catalogue comes from (Medusa calls this a product source). The core may rely on:
 * - `catalogueVersion()` is cheap and changes whenever anything `listProducts()`/`listBlueprints()`
 *   return would change, so an unchanged version lets a sync do nothing;
 * - `listProducts()` yields each visible product once, with only the variants that can be sold,
 *   prices in cents and `category` set to one of the store's leaf slugs;
 * - `listBlueprints()` is called after `listProducts()` in the same sync and describes (at least) the
 *   blueprints those products use; a blueprint whose size guide cannot be read has `sizeGuide: null`;
 * - every method may throw on an unreachable provider: the sync keeps the last good catalogue.
 */
export interface CatalogueSource {
  catalogueVersion(): Promise<string>;
  listProducts(): AsyncIterable<ProviderProduct>;
  listBlueprints(): Promise<ProviderBlueprint[]>;
}
