import { describe, expect, it } from 'vitest';
import type { ProductOption, Variant } from '../types.ts';
import { cardSizeChips, imageIndexFor, selectableOption, sizeOf, toCardProduct, variantsForValue } from './variants.ts';

const color: ProductOption = { type: 'color', name: 'Colors', values: [{ id: 1, title: 'Black' }, { id: 2, title: 'White' }, { id: 3, title: 'Red' }] };
const size: ProductOption = { type: 'size', name: 'Sizes', values: [{ id: 10, title: 'S' }, { id: 11, title: 'M' }] };
const v = (id: number, options: number[], is_available = true, is_enabled = true): Variant => ({
  id, title: `v${id}`, price: 1000 + id, options, is_available, is_enabled, sku: `SKU${id}`,
});
const variants = [v(1, [1, 10]), v(2, [1, 11], false), v(3, [2, 10], true, false), v(4, [2, 11], false), v(5, [3, 11])];

describe('selectableOption', () => {
  it('offers colours first, listing only values used by an available and enabled variant', () => {
    const opt = selectableOption([size, color], variants)!;
    expect(opt.type).toBe('color');
    expect(opt.values.map((x) => x.title)).toEqual(['Black', 'Red']);
  });
  it('falls back to sizes when there is no colour option, and to null with neither', () => {
    expect(selectableOption([size], [v(1, [11])])!.values.map((x) => x.title)).toEqual(['M']);
    expect(selectableOption([], variants)).toBeNull();
  });
});

describe('variantsForValue', () => {
  it('keeps variants containing the value that are available and enabled', () => {
    expect(variantsForValue(variants, 1).map((x) => x.id)).toEqual([1]);
    expect(variantsForValue(variants, 2)).toEqual([]);
    expect(variantsForValue(variants, 11).map((x) => x.id)).toEqual([5]);
  });
});

describe('imageIndexFor / sizeOf', () => {
  it('finds the first image linked to one of the variants', () => {
    const images = [{ src: 'a', variant_ids: [9] }, { src: 'b', variant_ids: [5, 6] }];
    expect(imageIndexFor(images, [v(5, [])])).toBe(1);
    expect(imageIndexFor(images, [v(7, [])])).toBe(-1);
  });
  it('names the size of a variant', () => {
    expect(sizeOf([color, size], v(1, [1, 11]))).toBe('M');
    expect(sizeOf([color], v(1, [1]))).toBeNull();
  });
});

describe('cardSizeChips', () => {
  const json = (n: number) => JSON.stringify([color, { type: 'size', name: 'Sizes', values: Array.from({ length: n }, (_, i) => ({ id: i, title: `S${i}` })) }]);
  it('shows at most 10 sizes and says when more follow', () => {
    expect(cardSizeChips(json(15))).toEqual({ sizes: ['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7', 'S8', 'S9'], more: true });
    expect(cardSizeChips(json(10)).more).toBe(false);
    expect(cardSizeChips(json(3)).sizes).toHaveLength(3);
  });
  it('survives malformed option text', () => {
    expect(cardSizeChips('not json')).toEqual({ sizes: [], more: false });
    expect(cardSizeChips('{}')).toEqual({ sizes: [], more: false });
    expect(cardSizeChips(JSON.stringify([color]))).toEqual({ sizes: [], more: false });
  });
});

describe('toCardProduct', () => {
  it('keeps what a card shows, drops the variants and reads the size chips once', () => {
    const sizes: ProductOption = { type: 'size', name: 'Sizes', values: Array.from({ length: 12 }, (_, i) => ({ id: i, title: `S${i}` })) };
    const item = { id: 'a1', productId: 'p1', title: 'Tee', category: 't-shirts', image: '/i.png', price: 1999, options: JSON.stringify([color, sizes]), variants };
    const card = toCardProduct(item);
    expect(card).toEqual({ id: 'a1', productId: 'p1', title: 'Tee', category: 't-shirts', image: '/i.png', price: 1999, sizes: sizes.values.slice(0, 10).map((v) => v.title), moreSizes: true });
    expect(card).not.toHaveProperty('variants');
    expect(toCardProduct({ ...item, options: 'broken' })).toMatchObject({ sizes: [], moreSizes: false });
  });

  it('keeps a card the API already made (view=card) as it is: its chips are not read again from options it lacks', () => {
    const card = toCardProduct({ id: 'a1', productId: 'p1', title: 'Tee', category: 't-shirts', image: '/i.png', price: 1999, options: JSON.stringify([color]), variants });
    const made = { ...card, sizes: ['S', 'M'], moreSizes: true };
    expect(toCardProduct(made)).toBe(made);
  });
});
