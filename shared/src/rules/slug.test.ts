import { describe, expect, it } from 'vitest';
import { productPath, titleSlug } from './slug.ts';

describe('titleSlug (spec §2 slug rule)', () => {
  it.each([
    ['Retro Sunset T-Shirt', 'retro-sunset-t-shirt'],
    ['  Coffee & Code Mug ', 'coffee-and-code-mug'],
    ['Lahore | City of Gardens T-Shirt', 'lahore-city-of-gardens-t-shirt'],
    ['"Stay Wild" Forest Hoodie', 'stay-wild-forest-hoodie'],
    ["Kid's (Mini) [Limited] {Edition} Tee", 'kids-mini-limited-edition-tee'],
    ['Bookworm, Est. 1999 Mug', 'bookworm-est-1999-mug'],
    ['Bold   --  Brave!!! Hat', 'bold-brave-hat'],
    ['Café Crème Tote', 'café-crème-tote'],
  ])('%s → %s', (title, slug) => {
    expect(titleSlug(title)).toBe(slug);
  });

  it('builds the card link /{category}/{title-slug}/{productId}', () => {
    expect(productPath({ category: 'mugs', title: 'Coffee & Code Mug', productId: 'abc123' })).toBe('/mugs/coffee-and-code-mug/abc123');
  });
});
