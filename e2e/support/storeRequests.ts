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

/** Built files: their names are fixed at build time (content hashes can be digit runs), never shopper input. */
const builtFile = /\/(mfe\/[a-z]+\/)?assets\/[^?]+\.(js|css|svg|woff2?|png|webp)$/;

/**
 * No Luhn-valid 13–19 digit run (in any body, and in any URL but a built file's), none of
 * `cards` anywhere, and no `cvv` (a distinctive value, not inside an id) in what the store received.
 */
export function expectNoCardData(seen: SeenRequest[], cvv: string, cards: string[] = ['4111111111111111', '4000000000000002']) {
  const cvvAlone = new RegExp(`(^|[^0-9a-z])${cvv}([^0-9a-z]|$)`, 'i');
  for (const { url, body } of seen) {
    const path = new URL(url).pathname;
    const text = `${builtFile.test(path) ? '' : decodeURIComponent(url)}\n${body}`;
    expect(cardNumberRuns(text), `card number in a request to ${path}`).toEqual([]);
    for (const card of cards) expect(`${url}\n${body}`.replace(/\D/g, '')).not.toContain(card);
    expect(cvvAlone.test(body), `CVV in the body of ${path}`).toBe(false);
    expect(body).not.toMatch(/"(cardNumber|cvv|cardCode|expiry)"/);
  }
}
