/**
 * The catalogue map, stated once: every /shop/{slug}, the API list path that serves it (spec §7,
 * spelling included), and the leaf categories (product.category values) it lists. Menus, listings,
 * the server's routes and the demo seed all read this table.
 */
export type MenuGroupId = 'mens' | 'womens' | 'kids' | 'food-health-beauty' | 'accessories' | 'home-living';

export interface Leaf {
  /** product.category and /shop/{slug} */
  slug: string;
  label: string;
  /** GET list path of spec §7 */
  endpoint: string;
  group: MenuGroupId | null;
  /** what the demo catalogue prints on it */
  kind: ProductKind;
}

export type ProductKind =
  | 'tshirt' | 'hoodie' | 'sweatshirt' | 'longsleeve' | 'tank' | 'sportswear' | 'bottoms' | 'swimwear'
  | 'shoes' | 'dress' | 'baby' | 'phone-case' | 'jewelry' | 'mug' | 'blanket' | 'bag' | 'socks' | 'hat'
  | 'mask' | 'mousepad' | 'pet' | 'kitchen' | 'car' | 'travel' | 'glass' | 'bottle' | 'canvas' | 'decor'
  | 'bathroom' | 'towel' | 'pillow' | 'game' | 'rug' | 'beauty' | 'coffee' | 'supplement';

const leaf = (slug: string, label: string, endpoint: string, group: MenuGroupId | null, kind: ProductKind): Leaf => ({
  slug, label, endpoint, group, kind,
});

export const leaves: readonly Leaf[] = [
  leaf('t-shirts', 'T-Shirts', '/api/t-shirts', null, 'tshirt'),
  leaf('hoodies', 'Hoodies', '/api/hoodies', null, 'hoodie'),
  leaf('sweatshirts', 'Sweatshirts', '/api/sweatshirts', null, 'sweatshirt'),
  leaf('phone-cases', 'Phone Cases', '/api/mobile-cover', 'accessories', 'phone-case'),
  leaf('jewelry', 'Jewelry', '/api/jewelry', 'accessories', 'jewelry'),
  leaf('mugs', 'Mugs', '/api/mugs', 'home-living', 'mug'),
  leaf('blankets', 'Blankets', '/api/blankets', 'home-living', 'blanket'),
  leaf('adidas', 'Adidas', '/api/adidas', null, 'sportswear'),
  leaf('mens-t-shirts', "Men's T-Shirts", '/api/mens-clothing/t-shirts', 'mens', 'tshirt'),
  leaf('mens-hoodies', "Men's Hoodies", '/api/mens-clothing/hoodies', 'mens', 'hoodie'),
  leaf('mens-sweatshirts', "Men's Sweatshirts", '/api/mens-clothing/sweatshirt', 'mens', 'sweatshirt'),
  leaf('mens-long-sleeves', "Men's Long Sleeves", '/api/mens-clothing/longsleeve', 'mens', 'longsleeve'),
  leaf('mens-tank-tops', "Men's Tank Tops", '/api/mens-clothing/tanktops', 'mens', 'tank'),
  leaf('mens-sportswear', "Men's Sportswear", '/api/mens-clothing/sportswear', 'mens', 'sportswear'),
  leaf('mens-bottoms', "Men's Bottoms", '/api/mens-clothing/bottoms', 'mens', 'bottoms'),
  leaf('mens-swimwear', "Men's Swimwear", '/api/mens-clothing/swimwear', 'mens', 'swimwear'),
  leaf('mens-shoes', "Men's Shoes", '/api/mens-clothing/shoes', 'mens', 'shoes'),
  leaf('womens-t-shirts', "Women's T-Shirts", '/api/womens-clothing/t-shirts', 'womens', 'tshirt'),
  leaf('womens-hoodies', "Women's Hoodies", '/api/womens-clothing/hoodies', 'womens', 'hoodie'),
  leaf('womens-sweatshirts', "Women's Sweatshirts", '/api/womens-clothing/sweatshirt', 'womens', 'sweatshirt'),
  leaf('womens-long-sleeves', "Women's Long Sleeves", '/api/womens-clothing/longsleeve', 'womens', 'longsleeve'),
  leaf('womens-tank-tops', "Women's Tank Tops", '/api/womens-clothing/tanktops', 'womens', 'tank'),
  leaf('womens-skirts-dresses', "Women's Skirts & Dresses", '/api/womens-clothing/skirts-and-dresses', 'womens', 'dress'),
  leaf('womens-sportswear', "Women's Sportswear", '/api/womens-clothing/sportswear', 'womens', 'sportswear'),
  leaf('womens-bottoms', "Women's Bottoms", '/api/womens-clothing/bottoms', 'womens', 'bottoms'),
  leaf('womens-swimwear', "Women's Swimwear", '/api/womens-clothing/swimwear', 'womens', 'swimwear'),
  leaf('womens-shoes', "Women's Shoes", '/api/womens-clothing/shoes', 'womens', 'shoes'),
  leaf('kids-t-shirts', "Kids' T-Shirts", '/api/kids-clothing/t-shirts', 'kids', 'tshirt'),
  leaf('kids-long-sleeves', "Kids' Long Sleeves", '/api/kids-clothing/longsleeve', 'kids', 'longsleeve'),
  leaf('kids-sweatshirts', "Kids' Sweatshirts", '/api/kids-clothing/sweatshirt', 'kids', 'sweatshirt'),
  leaf('kids-baby-clothing', 'Baby Clothing', '/api/kids-clothing/baby-clothing', 'kids', 'baby'),
  leaf('kids-sportswear', "Kids' Sportswear", '/api/kids-clothing/sportswear', 'kids', 'sportswear'),
  leaf('kids-bottoms', "Kids' Bottoms", '/api/kids-clothing/bottoms', 'kids', 'bottoms'),
  leaf('kids-other', "Kids' Other", '/api/kids-clothing/other', 'kids', 'hat'),
  leaf('beauty', 'Beauty', '/api/beauty', 'food-health-beauty', 'beauty'),
  leaf('coffee', 'Coffee', '/api/coffee', 'food-health-beauty', 'coffee'),
  leaf('supplements', 'Supplements', '/api/supplements', 'food-health-beauty', 'supplement'),
  leaf('kitchen-accessories', 'Kitchen Accessories', '/api/kitchen-accessories', 'accessories', 'kitchen'),
  leaf('baby-accessories', 'Baby Accessories', '/api/baby-accessories', 'accessories', 'baby'),
  leaf('car-accessories', 'Car Accessories', '/api/car-accessories', 'accessories', 'car'),
  leaf('travel-accessories', 'Travel Accessories', '/api/travel-accessories', 'accessories', 'travel'),
  leaf('bags', 'Bags', '/api/bags', 'accessories', 'bag'),
  leaf('mouse-pads', 'Mouse Pads', '/api/mouse-pads', 'accessories', 'mousepad'),
  leaf('pets', 'Pets', '/api/pets', 'accessories', 'pet'),
  leaf('socks', 'Socks', '/api/socks', 'accessories', 'socks'),
  leaf('hats', 'Hats', '/api/hats', 'accessories', 'hat'),
  leaf('face-masks', 'Face Masks', '/api/face-masks', 'accessories', 'mask'),
  leaf('glassware', 'Glassware', '/api/glassware', 'home-living', 'glass'),
  leaf('bottles-tumblers', 'Bottles & Tumblers', '/api/bottles-tumblers', 'home-living', 'bottle'),
  leaf('canvas', 'Canvas', '/api/canvas', 'home-living', 'canvas'),
  leaf('home-decor', 'Home Decor', '/api/home-decor', 'home-living', 'decor'),
  leaf('bathroom', 'Bathroom', '/api/bathroom', 'home-living', 'bathroom'),
  leaf('towels', 'Towels', '/api/towels', 'home-living', 'towel'),
  leaf('pillows-covers', 'Pillows & Covers', '/api/pillows-covers', 'home-living', 'pillow'),
  leaf('sports-games', 'Sports & Games', '/api/sports-games', 'home-living', 'game'),
  leaf('rugs-mats', 'Rugs & Mats', '/api/rugs-mats', 'home-living', 'rug'),
];

export interface Listing {
  slug: string;
  title: string;
  endpoint: string;
  /** leaf categories listed */
  members: string[];
}

const slugsWhere = (pred: (l: Leaf) => boolean) => leaves.filter(pred).map((l) => l.slug);
const clothingKinds = new Set<ProductKind>([
  'tshirt', 'hoodie', 'sweatshirt', 'longsleeve', 'tank', 'sportswear', 'bottoms', 'swimwear', 'shoes', 'dress',
]);

/** Lists that span several leaves (general, groups, and the unisex clothing lists). */
export const aggregateListings: readonly Listing[] = [
  { slug: 'shop-products', title: 'All Products', endpoint: '/api/shop-products', members: leaves.map((l) => l.slug) },
  {
    slug: 'clothing', title: 'Clothing', endpoint: '/api/shop-clothing',
    members: slugsWhere((l) => ['mens', 'womens', 'kids'].includes(l.group ?? '') || (l.group === null && clothingKinds.has(l.kind))),
  },
  { slug: 'accessories', title: 'Accessories', endpoint: '/api/shop-accessories', members: slugsWhere((l) => l.group === 'accessories') },
  { slug: 'home-living', title: 'Home & Living', endpoint: '/api/shop-home-living', members: slugsWhere((l) => l.group === 'home-living') },
];

const unisexAggregates: Record<string, string[]> = {
  't-shirts': ['t-shirts', 'mens-t-shirts', 'womens-t-shirts', 'kids-t-shirts'],
  hoodies: ['hoodies', 'mens-hoodies', 'womens-hoodies'],
  sweatshirts: ['sweatshirts', 'mens-sweatshirts', 'womens-sweatshirts', 'kids-sweatshirts'],
};

/** Every list the API serves, one per endpoint. */
export const listings: readonly Listing[] = [
  ...aggregateListings,
  ...leaves.map((l) => ({ slug: l.slug, title: l.label, endpoint: l.endpoint, members: unisexAggregates[l.slug] ?? [l.slug] })),
];

/** /shop/{slug} aliases that are not leaves themselves. */
const shopAliases: Record<string, string> = {
  'adidas-collection': 'adidas',
  product: 'shop-products',
};

export const GENERAL_LISTING = 'shop-products';

/** The listing a /shop/{slug} names, or undefined for an unknown slug. */
function namedListing(slug: string): Listing | undefined {
  const key = shopAliases[slug] ?? slug;
  return listings.find((l) => l.slug === key);
}

/** The listing a /shop/{slug} shows; an unknown slug falls back to the general list (spec §2). */
export function listingForShopSlug(slug: string | undefined): Listing {
  return (slug ? namedListing(slug) : undefined) ?? listings.find((l) => l.slug === GENERAL_LISTING)!;
}

/** True when /shop/{slug} names a listing (a category, a group or an alias); false for an unknown slug. */
export function isShopSlug(slug: string): boolean {
  return namedListing(slug) !== undefined;
}

export interface MenuGroup {
  id: MenuGroupId;
  label: string;
  items: { slug: string; label: string }[];
}

const groupLabels: Record<MenuGroupId, string> = {
  mens: "Men's Clothing",
  womens: "Women's Clothing",
  kids: "Kids' Clothing",
  'food-health-beauty': 'Food - Health - Beauty',
  accessories: 'Accessories',
  'home-living': 'Home & Living',
};

/** The desktop hover panel's six groups, in spec order. */
export const menuGroups: readonly MenuGroup[] = (Object.keys(groupLabels) as MenuGroupId[]).map((id) => ({
  id,
  label: groupLabels[id],
  items: leaves.filter((l) => l.group === id).map((l) => ({ slug: l.slug, label: l.label })),
}));

/** The ≈55 chips of the category strip. */
export const stripCategories: readonly { slug: string; label: string }[] = leaves.map((l) => ({ slug: l.slug, label: l.label }));
