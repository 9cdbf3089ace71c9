import type { ProductKind } from '@store/shared/rules';

/** How the demo catalogue makes each kind of product: noun, base price, option sets, mockup shape. */
export interface KindSpec {
  noun: string;
  basePrice: number;
  colors: number; // how many colours a product offers (0 = no colour option)
  sizes: readonly string[];
  shape: MockupShape;
  features: string[];
}

export type MockupShape = 'tee' | 'hoodie' | 'mug' | 'phone' | 'bag' | 'cap' | 'pillow' | 'bottle' | 'frame' | 'shoe' | 'box';

const adult = ['XS', 'S', 'M', 'L', 'XL', '2XL', '3XL'];
const baby = ['NB', '0-3M', '3-6M', '6-12M', '12-18M', '18-24M'];
const shoes = ['US 6', 'US 7', 'US 8', 'US 9', 'US 10', 'US 11', 'US 12'];
const phones = [
  'iPhone 13', 'iPhone 14', 'iPhone 14 Pro', 'iPhone 15', 'iPhone 15 Plus', 'iPhone 15 Pro', 'iPhone 15 Pro Max',
  'iPhone 16', 'iPhone 16 Pro', 'iPhone 16 Pro Max', 'Galaxy S23', 'Galaxy S24', 'Galaxy S24 Ultra', 'Pixel 8', 'Pixel 9',
];
const cotton = ['100% combed ring-spun cotton', 'Pre-shrunk, soft hand feel', 'Tear-away label', 'Printed on demand just for you'];

export const kindSpecs: Record<ProductKind, KindSpec> = {
  tshirt: { noun: 'T-Shirt', basePrice: 2199, colors: 5, sizes: adult, shape: 'tee', features: cotton },
  hoodie: { noun: 'Hoodie', basePrice: 4299, colors: 4, sizes: adult, shape: 'hoodie', features: ['50% cotton, 50% polyester fleece', 'Double-lined hood', 'Front pouch pocket'] },
  sweatshirt: { noun: 'Sweatshirt', basePrice: 3599, colors: 4, sizes: adult, shape: 'hoodie', features: ['Crewneck, ribbed cuffs', 'Soft brushed fleece inside'] },
  longsleeve: { noun: 'Long Sleeve Tee', basePrice: 2699, colors: 4, sizes: adult, shape: 'tee', features: cotton },
  tank: { noun: 'Tank Top', basePrice: 1999, colors: 4, sizes: adult, shape: 'tee', features: ['Lightweight jersey', 'Relaxed fit'] },
  sportswear: { noun: 'Performance Tee', basePrice: 2899, colors: 4, sizes: adult, shape: 'tee', features: ['Moisture-wicking polyester', 'Four-way stretch'] },
  bottoms: { noun: 'Joggers', basePrice: 3999, colors: 3, sizes: adult, shape: 'box', features: ['Elastic waistband', 'Side pockets'] },
  swimwear: { noun: 'Swim Shorts', basePrice: 3299, colors: 3, sizes: adult, shape: 'box', features: ['Quick-dry fabric', 'Mesh lining'] },
  shoes: { noun: 'Sneakers', basePrice: 6499, colors: 2, sizes: shoes, shape: 'shoe', features: ['Canvas upper', 'Rubber outsole', 'Cushioned insole'] },
  dress: { noun: 'Skater Dress', basePrice: 4499, colors: 3, sizes: ['XS', 'S', 'M', 'L', 'XL', '2XL'], shape: 'tee', features: ['Flowy skater skirt', 'Soft stretch fabric'] },
  baby: { noun: 'Baby Bodysuit', basePrice: 1899, colors: 4, sizes: baby, shape: 'tee', features: ['Envelope neckline', 'Snap closure'] },
  'phone-case': { noun: 'Phone Case', basePrice: 1899, colors: 0, sizes: phones, shape: 'phone', features: ['Impact-resistant polycarbonate', 'Supports wireless charging', 'Glossy finish'] },
  jewelry: { noun: 'Pendant Necklace', basePrice: 2999, colors: 2, sizes: ['16"', '18"', '20"'], shape: 'box', features: ['Stainless steel chain', 'Tarnish resistant'] },
  mug: { noun: 'Mug', basePrice: 1499, colors: 2, sizes: ['11oz', '15oz'], shape: 'mug', features: ['Ceramic, glossy finish', 'Dishwasher and microwave safe'] },
  blanket: { noun: 'Fleece Blanket', basePrice: 4999, colors: 0, sizes: ['30x40"', '50x60"', '60x80"'], shape: 'pillow', features: ['Ultra-soft fleece', 'Vivid print on one side'] },
  bag: { noun: 'Tote Bag', basePrice: 2299, colors: 3, sizes: ['Standard', 'Large'], shape: 'bag', features: ['Heavy canvas', 'Reinforced handles'] },
  socks: { noun: 'Crew Socks', basePrice: 1399, colors: 3, sizes: ['S', 'M', 'L'], shape: 'box', features: ['Cushioned sole', 'Ribbed leg'] },
  hat: { noun: 'Dad Hat', basePrice: 2199, colors: 4, sizes: ['One size'], shape: 'cap', features: ['Adjustable strap', 'Embroidered-look print'] },
  mask: { noun: 'Face Mask', basePrice: 999, colors: 3, sizes: ['Kids', 'Adult'], shape: 'box', features: ['Two-layer fabric', 'Washable'] },
  mousepad: { noun: 'Mouse Pad', basePrice: 1299, colors: 0, sizes: ['Rectangle', 'Round', 'XL Desk Mat'], shape: 'frame', features: ['Non-slip rubber base', 'Smooth surface'] },
  pet: { noun: 'Pet Bandana', basePrice: 1599, colors: 3, sizes: ['S', 'M', 'L'], shape: 'box', features: ['Soft polyester', 'Adjustable fit'] },
  kitchen: { noun: 'Apron', basePrice: 2499, colors: 3, sizes: ['One size'], shape: 'bag', features: ['Adjustable neck strap', 'Front pocket'] },
  car: { noun: 'Car Seat Cover', basePrice: 3499, colors: 0, sizes: ['Standard'], shape: 'box', features: ['Universal fit', 'Washable'] },
  travel: { noun: 'Travel Pouch', basePrice: 1799, colors: 3, sizes: ['Small', 'Large'], shape: 'bag', features: ['Zip closure', 'Water resistant'] },
  glass: { noun: 'Pint Glass', basePrice: 1699, colors: 0, sizes: ['16oz'], shape: 'bottle', features: ['Clear glass', 'Durable print'] },
  bottle: { noun: 'Tumbler', basePrice: 2799, colors: 3, sizes: ['20oz', '30oz'], shape: 'bottle', features: ['Double-wall insulated', 'Keeps drinks cold 24h'] },
  canvas: { noun: 'Canvas Print', basePrice: 3999, colors: 0, sizes: ['8x10"', '12x16"', '16x20"', '24x36"'], shape: 'frame', features: ['Gallery wrapped', 'Ready to hang'] },
  decor: { noun: 'Wall Clock', basePrice: 3299, colors: 2, sizes: ['10"'], shape: 'frame', features: ['Silent movement', 'Glass face'] },
  bathroom: { noun: 'Shower Curtain', basePrice: 4599, colors: 0, sizes: ['71x74"'], shape: 'frame', features: ['Water repellent', 'Hooks not included'] },
  towel: { noun: 'Beach Towel', basePrice: 3299, colors: 0, sizes: ['30x60"', '36x72"'], shape: 'pillow', features: ['Absorbent cotton back', 'Fade resistant'] },
  pillow: { noun: 'Throw Pillow', basePrice: 2799, colors: 0, sizes: ['14x14"', '16x16"', '18x18"', '20x20"'], shape: 'pillow', features: ['Concealed zipper', 'Insert included'] },
  game: { noun: 'Puzzle', basePrice: 2599, colors: 0, sizes: ['252 pcs', '500 pcs', '1000 pcs'], shape: 'frame', features: ['Premium chipboard', 'Gift box'] },
  rug: { noun: 'Area Rug', basePrice: 5999, colors: 0, sizes: ['2x3\'', '3x5\'', '4x6\''], shape: 'frame', features: ['Anti-slip backing', 'Soft chenille'] },
  beauty: { noun: 'Lip Balm', basePrice: 899, colors: 0, sizes: ['Single', '3-Pack'], shape: 'bottle', features: ['Natural beeswax', 'Custom label'] },
  coffee: { noun: 'Coffee Blend', basePrice: 1899, colors: 0, sizes: ['12oz Whole Bean', '12oz Ground'], shape: 'bag', features: ['Medium roast', 'Roasted to order'] },
  supplement: { noun: 'Vitamin Gummies', basePrice: 2499, colors: 0, sizes: ['30 ct', '60 ct'], shape: 'bottle', features: ['Custom label', 'Made in a GMP facility'] },
};

/** Colour names with swatch hex, as a print provider lists them. */
export const palette: readonly { title: string; hex: string }[] = [
  { title: 'White', hex: '#ffffff' }, { title: 'Black', hex: '#1b1b1b' }, { title: 'Navy', hex: '#1f2a44' },
  { title: 'Heather Grey', hex: '#9ea3a8' }, { title: 'Red', hex: '#b3261e' }, { title: 'Forest Green', hex: '#2d5a3d' },
  { title: 'Royal Blue', hex: '#2b59c3' }, { title: 'Maroon', hex: '#6d1f2b' }, { title: 'Sand', hex: '#d8c8a8' },
  { title: 'Pink', hex: '#f2a7bf' }, { title: 'Mustard', hex: '#d4a21f' }, { title: 'Purple', hex: '#5b3a8c' },
];
