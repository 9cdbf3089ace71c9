import type { CardProduct, ProductImage, ProductListItem, ProductOption, Variant } from '../types.ts';

/** A variant the shop can sell: available at the provider and enabled in the store. */
export const isSellable = (v: Variant) => v.is_available && v.is_enabled;

/**
 * The option a product page offers (spec §2): colour swatches if a colour option exists, else size
 * chips; only values used by at least one sellable variant are listed.
 */
export function selectableOption(options: ProductOption[], variants: Variant[]): ProductOption | null {
  const option = options.find((o) => o.type === 'color') ?? options.find((o) => o.type === 'size');
  if (!option) return null;
  const used = new Set(variants.filter(isSellable).flatMap((v) => v.options));
  return { ...option, values: option.values.filter((val) => used.has(val.id)) };
}

/** Variants containing the chosen option value that are available and enabled (spec §4). */
export function variantsForValue(variants: Variant[], valueId: number): Variant[] {
  return variants.filter((v) => isSellable(v) && v.options.includes(valueId));
}

/** The gallery image linked to any of these variants, as an index (-1 when none is linked). */
export function imageIndexFor(images: ProductImage[], variants: Variant[]): number {
  const ids = new Set(variants.map((v) => v.id));
  return images.findIndex((img) => img.variant_ids.some((id) => ids.has(id)));
}

/** The size value title of a variant (its option id that belongs to the size option). */
export function sizeOf(options: ProductOption[], variant: Variant): string | null {
  const size = options.find((o) => o.type === 'size');
  return size?.values.find((val) => variant.options.includes(val.id))?.title ?? null;
}

export function colorOf(options: ProductOption[], variant: Variant): { id: number; title: string } | null {
  const color = options.find((o) => o.type === 'color');
  const val = color?.values.find((v) => variant.options.includes(v.id));
  return val ? { id: val.id, title: val.title } : null;
}

export const CARD_SIZE_CHIPS = 10;

/**
 * Size chips on a card (spec §2): the first 10 size titles, and whether 'See more' follows.
 * `optionsJson` is the list item's JSON text; anything unparseable means no chips.
 */
export function cardSizeChips(optionsJson: string, limit = CARD_SIZE_CHIPS): { sizes: string[]; more: boolean } {
  let options: unknown;
  try {
    options = JSON.parse(optionsJson);
  } catch {
    return { sizes: [], more: false };
  }
  if (!Array.isArray(options)) return { sizes: [], more: false };
  const size = options.find((o): o is ProductOption => typeof o === 'object' && o !== null && (o as ProductOption).type === 'size');
  const titles = Array.isArray(size?.values) ? size.values.map((v) => String(v.title)) : [];
  return { sizes: titles.slice(0, limit), more: titles.length > limit };
}

/**
 * A list item as a card needs it (see CardProduct): no variants, the size chips precomputed. The
 * API hands out cards already when asked (`view=card`): those are kept as they are.
 */
export function toCardProduct(item: ProductListItem | Omit<ProductListItem, 'variants'> | CardProduct): CardProduct {
  if ('sizes' in item) return item;
  const { sizes, more } = cardSizeChips(item.options);
  const card: CardProduct = { id: item.id, productId: item.productId, title: item.title, category: item.category, image: item.image, price: item.price, sizes, moreSizes: more };
  // the reference price travels only where the API sent one (a compare-at price above the price)
  if (item.compareAtCents != null) Object.assign(card, { compareAtCents: item.compareAtCents, lowest30dCents: item.lowest30dCents ?? null });
  return card;
}
