import { describe, expect, it } from 'vitest';
import { shippingMethods, type ShippingMethod } from '@store/shared/rules';
import { contactChatText, validateContact } from './contactForm.ts';
import { deliveryRows, deliveryTableState } from './deliveryRows.ts';

describe('contact form rules', () => {
  const good = { fullName: 'Ada Lovelace', email: 'ada@example.com', phone: '+44 20 7946 0958', message: 'Hi!\nCan you print this?' };

  it('requires all four fields after trimming', () => {
    expect(validateContact({ fullName: ' ', email: '', phone: '', message: '\n' })).toEqual({
      fullName: 'Please enter your full name.',
      email: 'Please enter your email address.',
      phone: 'Please enter your phone number.',
      message: 'Please enter your message.',
    });
  });

  it('checks the e-mail format', () => {
    expect(validateContact({ ...good, email: 'ada@example' })).toEqual({ email: 'Please enter a valid email address.' });
    expect(validateContact(good)).toEqual({});
  });

  it('prefills the chat with every field', () => {
    expect(contactChatText({ ...good, fullName: '  Ada Lovelace ' })).toBe(
      'Hello! My name is Ada Lovelace.\nEmail: ada@example.com\nPhone: +44 20 7946 0958\n\nHi!\nCan you print this?',
    );
  });
});

describe('delivery rows', () => {
  it('words the four methods of spec §9', () => {
    expect(deliveryRows(shippingMethods)).toEqual([
      { id: 'economy', name: 'Economy', price: 'From $3.99', domestic: '4-8 business days (US)', international: 'Not available', note: 'US addresses only' },
      { id: 'standard', name: 'Standard', price: 'From $4.75', domestic: '2-5 business days (US)', international: '10-30 business days', note: 'Available worldwide' },
      { id: 'priority', name: 'Priority', price: 'Individually calculated', domestic: '2-3 business days (US)', international: '3-5 business days', note: 'Price individually calculated at checkout' },
      { id: 'express', name: 'Express', price: '$7.99 + $2.40 per additional item', domestic: '2-3 business days (US)', international: 'Not available', note: 'Not available for international orders' },
    ]);
  });

  it('tells an empty or broken table apart', () => {
    expect(deliveryTableState(shippingMethods)).toBe('ok');
    expect(deliveryTableState([])).toBe('empty');
    expect(deliveryTableState(null)).toBe('invalid');
    expect(deliveryTableState([{ name: 'X' } as unknown as ShippingMethod])).toBe('invalid');
  });
});
