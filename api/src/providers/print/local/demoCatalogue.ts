import { leaves, type Leaf, rng } from '@store/shared/rules';
import type { ProductImage, ProductOption, Variant } from '@store/shared/types';
import type { ProviderBlueprint, ProviderProduct } from '../catalogueSource.ts';
import { kindSpecs, palette } from './productKinds.ts';
import { mockupPath } from './mockupSvg.ts';
import { demoSizeGuide } from './sizeGuides.ts';

/** Bump when the generator changes: the store re-syncs its catalogue on the next start. */
export const DEMO_CATALOGUE_VERSION = 'demo-3';

/** Design themes printed on products; some carry '&', '|', quotes and commas on purpose (slug rule). */
const themes = [
  'Retro Sunset', 'Mountain Adventure', 'Coffee & Code', 'Lahore | City of Gardens', 'Good Vibes Only', 'Cosmic Cat',
  'Vintage Surf Club', 'Plant Mom', 'Midnight Wolf', '"Stay Wild" Forest', 'Minimal Wave', 'Desert Bloom',
  'Bookworm, Est. 1999', 'Geometric Fox', 'Neon Tiger', 'Ocean Breeze', 'Pixel Gamer', 'Floral Skull',
  'Happy Camper', 'Urban Skyline', 'Lucky Clover', 'Sunflower Fields', 'Space Explorer', 'Zen Garden',
  'Bold & Brave', 'Taco Tuesday', 'Northern Lights', 'Wild Horses', 'Lemon Zest', 'Origami Crane',
  'Mandala Dreams', 'Rainbow Pride', 'Vinyl Records', 'Golden Hour', 'Cactus Club', 'Polar Bear',
];
const adjectives = ['Classic', 'Premium', 'Vintage', 'Modern', 'Essential', 'Signature'];
const accents = ['#e4572e', '#17bebb', '#ffc914', '#76b041', '#2e86ab', '#f18f01', '#c73e1d', '#8e44ad'];
const bigCategories = new Set(['t-shirts', 'hoodies', 'mugs', 'phone-cases']);

/** How many demo products a leaf gets: ≥ 20 everywhere, many more for the best sellers. */
export function productCountFor(slug: string): number {
  return bigCategories.has(slug) ? 120 : 24;
}

const COLOR_ID_BASE = 500;
const SIZE_ID_BASE = 1000;

export function* demoProducts(): Generator<ProviderProduct> {
  for (const [leafIndex, leaf] of leaves.entries()) {
    const count = productCountFor(leaf.slug);
    for (let i = 0; i < count; i++) yield makeProduct(leaf, leafIndex, i);
  }
}

function makeProduct(leaf: Leaf, leafIndex: number, i: number): ProviderProduct {
  const r = rng(leafIndex * 10_007 + i * 131 + 7);
  const spec = kindSpecs[leaf.kind];
  const theme = themes[(i * 7 + leafIndex) % themes.length];
  const adjective = i < themes.length ? '' : `${adjectives[Math.floor(i / themes.length) % adjectives.length]} `;
  const title = `${adjective}${theme} ${spec.noun}`;
  const motif = (i + leafIndex) % 6;
  const accent = accents[(i + leafIndex * 3) % accents.length];

  const colors = spec.colors > 0 ? r.sample(palette, spec.colors) : [];
  const sizes = spec.sizes;
  const options: ProductOption[] = [];
  if (colors.length) {
    options.push({
      type: 'color',
      name: 'Colors',
      values: colors.map((c) => ({ id: COLOR_ID_BASE + palette.indexOf(c), title: c.title, colors: [c.hex] })),
    });
  }
  options.push({ type: 'size', name: 'Sizes', values: sizes.map((s, k) => ({ id: SIZE_ID_BASE + k, title: s })) });

  const designPremium = r.int(0, 6) * 100;
  const variants: Variant[] = [];
  const colorList = colors.length ? colors : [null];
  let vid = (leafIndex * 1000 + i) * 100;
  for (const color of colorList) {
    for (const [k, size] of sizes.entries()) {
      const upcharge = /^(2XL|3XL)$/.test(size) ? (size === '3XL' ? 400 : 200) : k * (spec.colors === 0 ? 300 : 0);
      variants.push({
        id: ++vid,
        title: color ? `${color.title} / ${size}` : size,
        price: spec.basePrice + designPremium + upcharge,
        options: color ? [COLOR_ID_BASE + palette.indexOf(color), SIZE_ID_BASE + k] : [SIZE_ID_BASE + k],
        is_available: r.next() > 0.06,
        is_enabled: r.next() > 0.04,
        sku: `${leaf.slug.slice(0, 4).toUpperCase()}-${String(i).padStart(3, '0')}-${vid}`,
      });
    }
  }

  const images: ProductImage[] = colorList.flatMap((color, ci) => {
    const hex = color?.hex ?? '#f4f1ea';
    const ids = variants.filter((v) => !color || v.options[0] === COLOR_ID_BASE + palette.indexOf(color)).map((v) => v.id);
    const views = ci === 0 ? ['front', 'detail'] : ['front'];
    return views.map((view, vi) => ({
      src: mockupPath({ shape: spec.shape, base: hex, accent, motif, view, label: theme }),
      variant_ids: ids,
      is_default: ci === 0 && vi === 0,
    }));
  });

  const features = spec.features.map((f) => `<li>${f}</li>`).join('');
  const description =
    `<p>Our ${theme} design on a ${spec.noun.toLowerCase()} made for everyday wear and gifting. ` +
    `Each piece is printed on demand once you order, so nothing is wasted and every print is fresh.</p>` +
    `<ul>${features}</ul><p>Designed in Lahore, printed and shipped worldwide by our fulfilment partners.</p>`;

  return {
    id: r.hex(24),
    title,
    description,
    tags: [spec.noun, leaf.label, ...theme.replace(/["|&,]/g, ' ').split(/\s+/).filter((w) => w.length > 2)].slice(0, 6),
    category: leaf.slug,
    blueprint_id: 1 + leafIndex,
    options,
    variants,
    images,
  };
}

export function demoBlueprints(): ProviderBlueprint[] {
  return leaves.map((leaf, idx) => {
    const spec = kindSpecs[leaf.kind];
    const shades = [palette[0].hex, palette[1].hex, palette[idx % palette.length].hex];
    return {
      id: 1 + idx,
      // The leaf's full label keeps titles distinct (men's, women's and kids' t-shirts are three blueprints).
      title: `${leaf.label} — ${spec.noun}`,
      brand: idx % 3 === 0 ? 'Gildan' : idx % 3 === 1 ? 'Bella+Canvas' : 'Generic',
      model: `${spec.noun.replace(/\s+/g, '')}-${100 + idx}`,
      description: `A ${spec.noun.toLowerCase()} blank ready for your own design. ${spec.features.join('. ')}.`,
      images: shades.map((hex, k) =>
        mockupPath({ shape: spec.shape, base: hex, accent: accents[(idx + k) % accents.length], motif: k, view: 'front', label: 'Your design' }),
      ),
      sizeGuide: demoSizeGuide(leaf.kind, spec.sizes),
    };
  });
}
