import { expect, type Page } from '@playwright/test';
import { cardNumberRuns } from '../../shared/src/rules/cardData.ts';

export interface SeenRequest {
  url: string;
  body: string;
}

/**
 * Every request the page sends to the store's own origin (URL and body), and separately to any
 * other origin: the card-data audit of a payment journey (PCI: card data never reaches the store).
 */
export function recordRequests(page: Page, storeOrigin: string) {
  const store: SeenRequest[] = [];
  const elsewhere: SeenRequest[] = [];
  page.on('request', (r) => {
    const seen = { url: r.url(), body: r.postData() ?? '' };
    (new URL(seen.url).origin === storeOrigin ? store : elsewhere).push(seen);
  });
  return { store, elsewhere };
}

/** No Luhn-valid 13–19 digit run and no `cvv` (a distinctive value, not inside an id) in what the store received. */
export function expectNoCardData(seen: SeenRequest[], cvv: string) {
  const cvvAlone = new RegExp(`(^|[^0-9a-z])${cvv}([^0-9a-z]|$)`, 'i');
  for (const { url, body } of seen) {
    const text = `${decodeURIComponent(url)}\n${body}`;
    expect(cardNumberRuns(text), `card number in a request to ${url.split('?')[0]}`).toEqual([]);
    expect(cvvAlone.test(body), `CVV in the body of ${url.split('?')[0]}`).toBe(false);
    expect(body).not.toMatch(/"(cardNumber|cvv|cardCode|expiry)"/);
  }
}
