import { centsToDollars, htmlToPlainText, leaves, productPath, socialImagePath, xmlText } from '@store/shared/rules';
import type { FeedProductRow } from './feedQueries.ts';

/** Google Merchant Center's limits (product data specification): longer text is refused, not cut. */
const TITLE_MAX = 150;
const DESCRIPTION_MAX = 5000;

const categoryLabel = new Map(leaves.map((l) => [l.slug, l.label]));

const cut = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`);
const tag = (name: string, value: string) => `<${name}>${xmlText(value)}</${name}>`;

/** Which option value (color, size) each of a product's value ids is. */
function optionValues(row: FeedProductRow): Map<number, { type: string; title: string }> {
  const byId = new Map<number, { type: string; title: string }>();
  for (const option of Array.isArray(row.options) ? row.options : []) {
    for (const value of option.values ?? []) byId.set(value.id, { type: option.type, title: value.title });
  }
  return byId;
}

/**
 * One <item> per variant the shop sells (enabled ones: a disabled variant cannot be ordered),
 * grouped by product in g:item_group_id. Print-on-demand goods carry no GTIN or MPN, so
 * g:identifier_exists is "no"; the brand is the shop's own. The picture is the variant's own
 * (else the product's first), as PNG where the store's is SVG (socialImagePath). What all of a
 * product's items share is escaped once (a feed is 200,000 items for 100,000 products).
 */
export function feedItems(row: FeedProductRow, origin: string, brandTag: string): string {
  const shared = [
    tag('description', cut(htmlToPlainText(row.description) || row.title, DESCRIPTION_MAX)),
    tag('link', new URL(productPath({ category: row.category, title: row.title, productId: row.id }), origin).href),
    '<g:condition>new</g:condition>',
    brandTag,
    '<g:identifier_exists>no</g:identifier_exists>',
    tag('g:item_group_id', row.id),
    categoryLabel.has(row.category) ? tag('g:product_type', categoryLabel.get(row.category)!) : '',
  ].join('');
  const values = optionValues(row);
  const images = Array.isArray(row.images) ? row.images : [];
  const pictureTags = new Map<string, string>();
  const pictureTag = (src: string) => {
    let t = pictureTags.get(src);
    if (t === undefined) pictureTags.set(src, (t = tag('g:image_link', new URL(socialImagePath(src), origin).href)));
    return t;
  };
  const variants = (Array.isArray(row.variants) ? row.variants : []).filter((v) => v.is_enabled);
  return variants.map((v) => {
    const picture = images.find((i) => i.variant_ids?.includes(v.id))?.src ?? images[0]?.src ?? row.image;
    const chosen = (v.options ?? []).map((id) => values.get(id)).filter((x) => x !== undefined);
    const color = chosen.find((o) => o.type === 'color')?.title;
    const size = chosen.find((o) => o.type === 'size')?.title;
    return [
      '<item>',
      tag('g:id', `${row.id}-${v.id}`),
      tag('title', cut(v.title ? `${row.title} - ${v.title}` : row.title, TITLE_MAX)),
      shared,
      pictureTag(picture),
      `<g:price>${centsToDollars(Math.round(v.price))} USD</g:price>`,
      row.in_stock && v.is_available ? '<g:availability>in_stock</g:availability>' : '<g:availability>out_of_stock</g:availability>',
      color ? tag('g:color', color) : '',
      size ? tag('g:size', size) : '',
      '</item>\n',
    ].join('');
  }).join('');
}

/** The feed's g:brand element, escaped once. */
export const brandTag = (brand: string) => tag('g:brand', brand);
