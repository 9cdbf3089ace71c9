import { describe, expect, it } from 'vitest';
import { excludedCountries, formatDayRange, isShippingExcluded, methodsForCountry, shippingMethods, shippingOptionDetails, shippingOptionsExplained, tableShippingCents } from './delivery.ts';

const byId = (id: string) => shippingMethods.find((m) => m.id === id)!;

describe('delivery table (spec §9)', () => {
  it('states the four methods with their rates in cents and their day ranges', () => {
    expect(shippingMethods.map((m) => m.name)).toEqual(['Economy', 'Standard', 'Priority', 'Express']);
    expect(byId('economy')).toMatchObject({ fromCents: 399, domesticDays: { min: 4, max: 8 }, internationalDays: null });
    expect(byId('standard')).toMatchObject({ fromCents: 475, domesticDays: { min: 2, max: 5 }, internationalDays: { min: 10, max: 30 } });
    expect(byId('priority')).toMatchObject({ fromCents: null, domesticDays: { min: 2, max: 3 }, internationalDays: { min: 3, max: 5 } });
    expect(byId('express')).toMatchObject({ fromCents: 799, perAdditionalItemCents: 240, domesticDays: { min: 2, max: 3 }, internationalDays: null });
  });

  it('prices Express as 7.99 plus 2.40 per additional item', () => {
    expect(tableShippingCents(byId('express'), 1)).toBe(799);
    expect(tableShippingCents(byId('express'), 3)).toBe(799 + 2 * 240);
    expect(tableShippingCents(byId('express'), 0)).toBe(799);
    expect(tableShippingCents(byId('standard'), 4)).toBe(475);
    expect(tableShippingCents(byId('priority'), 2)).toBeNull();
  });

  it('excludes North Korea, Russia, Belarus and Ukraine by ISO code, case-insensitively', () => {
    expect(excludedCountries.map((c) => c.code)).toEqual(['KP', 'RU', 'BY', 'UA']);
    for (const code of ['KP', 'ru', ' by ', 'Ua']) expect(isShippingExcluded(code), code).toBe(true);
    expect(isShippingExcluded('PK')).toBe(false);
    expect(methodsForCountry('RU')).toEqual([]);
  });

  it('offers domestic-only methods to US addresses only', () => {
    expect(methodsForCountry('US').map((m) => m.id)).toEqual(['economy', 'standard', 'priority', 'express']);
    expect(methodsForCountry('de').map((m) => m.id)).toEqual(['standard', 'priority']);
  });

  it('formats day ranges for the page', () => {
    expect(formatDayRange({ min: 4, max: 8 })).toBe('4-8 business days');
    expect(formatDayRange({ min: 3, max: 3 })).toBe('3 business days');
  });
});

describe('what the checkout says under each option (issue 41, defect 10)', () => {
  it('gives the delivery time for the destination and why the price is what it is', () => {
    expect(shippingOptionDetails('Express', 'US')).toBe('2-3 business days: a flat rate for US addresses');
    expect(shippingOptionDetails('Priority', 'us')).toBe('2-3 business days: priced for your parcel and destination, not a flat rate; the fast way abroad');
    expect(shippingOptionDetails('Standard', 'DE')).toBe('10-30 business days: tracked, ships worldwide');
    expect(shippingOptionDetails('Priority', 'DE')).toMatch(/^3-5 business days/);
    expect(shippingOptionDetails('Economy', 'US')).toMatch(/^4-8 business days/);
  });
  it('says nothing it does not know', () => {
    expect(shippingOptionDetails('Express', 'DE')).toBeNull();
    expect(shippingOptionDetails('Drone', 'US')).toBeNull();
  });
  it('explains why Priority can cost more than Express', () => expect(shippingOptionsExplained).toMatch(/Express is a flat rate.*Priority is priced for each parcel/));
});
