/**
 * Title → URL slug (spec §2 "Slug rule"). Order matters: '&' and '|' are kept through the
 * character filter so they can become 'and' and '-', and commas are dropped afterwards.
 */
export function titleSlug(title: string): string {
  return title
    .toLowerCase()
    .trim()
    .replace(/["'`‘’“”()[\]{}]/g, '')
    .replace(/[^\p{L}\p{N} \-&|,]/gu, '')
    .replace(/&/g, 'and')
    .replace(/\|/g, '-')
    .replace(/,/g, '')
    .replace(/\s+/g, '-')
    .replace(/-+/g, '-');
}

/** The product page URL a card links to: /{category}/{title-slug}/{productId}. */
export function productPath(p: { category: string; title: string; productId: string }): string {
  return `/${p.category}/${titleSlug(p.title)}/${p.productId}`;
}
