import { describe, expect, it } from 'vitest';
import { isShopSlug, leaves, listingForShopSlug, listings, menuGroups, stripCategories } from './categories.ts';

describe('categories map', () => {
  it('has one listing per spec §7 endpoint, each endpoint once', () => {
    const endpoints = listings.map((l) => l.endpoint);
    expect(new Set(endpoints).size).toBe(endpoints.length);
    for (const p of ['/api/t-shirts', '/api/mobile-cover', '/api/shop-home-living', '/api/mens-clothing/longsleeve', '/api/womens-clothing/skirts-and-dresses', '/api/kids-clothing/other', '/api/rugs-mats', '/api/shop-products']) {
      expect(endpoints).toContain(p);
    }
  });

  it('maps /shop slugs to their listing and unknown slugs to the general list', () => {
    expect(listingForShopSlug('phone-cases').endpoint).toBe('/api/mobile-cover');
    expect(listingForShopSlug('adidas-collection').endpoint).toBe('/api/adidas');
    expect(listingForShopSlug('home-living').endpoint).toBe('/api/shop-home-living');
    expect(listingForShopSlug('product').endpoint).toBe('/api/shop-products');
    expect(listingForShopSlug('no-such-thing').endpoint).toBe('/api/shop-products');
    expect(listingForShopSlug(undefined).endpoint).toBe('/api/shop-products');
  });

  it('tells a slug that names a listing (leaf, group, alias) from an unknown one', () => {
    for (const slug of ['hoodies', 'phone-cases', 'home-living', 'clothing', 'adidas-collection', 'product', ...leaves.map((l) => l.slug)]) expect(isShopSlug(slug), slug).toBe(true);
    for (const slug of ['no-such-thing', 'hoodie', '', 'HOODIES', 'shop-products-2']) expect(isShopSlug(slug), slug).toBe(false);
  });

  it('aggregates group and unisex lists over their leaves', () => {
    expect(listingForShopSlug('t-shirts').members).toEqual(['t-shirts', 'mens-t-shirts', 'womens-t-shirts', 'kids-t-shirts']);
    expect(listingForShopSlug('clothing').members).toContain('womens-skirts-dresses');
    expect(listingForShopSlug('accessories').members).toContain('phone-cases');
    expect(listingForShopSlug('home-living').members).toContain('mugs');
  });

  it('lists the six menu groups of the spec and about 55 strip chips', () => {
    expect(menuGroups.map((g) => g.label)).toEqual(["Men's Clothing", "Women's Clothing", "Kids' Clothing", 'Food - Health - Beauty', 'Accessories', 'Home & Living']);
    expect(stripCategories.length).toBeGreaterThanOrEqual(50);
    expect(leaves.every((l) => /^[a-z-]+$/.test(l.slug))).toBe(true);
  });
});
