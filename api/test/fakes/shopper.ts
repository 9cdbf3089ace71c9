import { randomBytes } from 'node:crypto';
import { SignJWT } from 'jose';
import type { TestApp } from '../helpers/testApp.ts';
import { sandboxCards, tokenizeCard } from '../../src/providers/payment/sandbox/nonceVault.ts';
import type { SandboxGateway } from '../../src/providers/payment/sandbox/sandboxGateway.ts';
import { cardTokenDescriptor } from '../../src/providers/payment/paymentGateway.ts';

/** A user created straight in SQL with a signed access token (the accounts area issues real ones). */
export async function createShopper(t: TestApp, name = 'shopper') {
  const email = `${name}-${randomBytes(4).toString('hex')}@example.com`;
  const [u] = await t.db.query<{ id: number }>(
    `INSERT INTO users (first_name, last_name, email, password_hash) VALUES ('Ada', 'Lovelace', $1, 'x') RETURNING id`,
    [email],
  );
  const token = await new SignJWT({ ver: 0 })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(u.id))
    .setIssuer('store-api')
    .setAudience('store-web')
    .setIssuedAt()
    .setExpirationTime('15m')
    .sign(new TextEncoder().encode(t.deps.config.secrets.jwt));
  return { id: String(u.id), email, headers: { authorization: `Bearer ${token}` } };
}

export interface PricedVariant {
  productId: string;
  category: string;
  variantId: number;
  price: number;
}

/** Enabled, available variants of the demo catalogue with their database prices. */
export async function someVariants(t: TestApp, n: number): Promise<PricedVariant[]> {
  const rows = await t.db.query<{ id: string; category: string; variants: { id: number; price: number; is_enabled: boolean; is_available: boolean }[] }>(
    'SELECT id, category, variants FROM products ORDER BY id LIMIT 50',
  );
  const out: PricedVariant[] = [];
  for (const r of rows) {
    const v = r.variants.find((x) => x.is_enabled && x.is_available);
    if (v) out.push({ productId: r.id, category: r.category, variantId: v.id, price: v.price });
    if (out.length === n) break;
  }
  return out;
}

export async function addToCart(t: TestApp, userId: string, v: PricedVariant, quantity = 1) {
  await t.db.query(`INSERT INTO favourites_cart (user_id, type, product_id, category, variant_id, quantity) VALUES ($1, 'cart', $2, $3, $4, $5)`, [
    userId,
    v.productId,
    v.category,
    v.variantId,
    quantity,
  ]);
}

export const billing = {
  fullName: 'Ada Lovelace',
  address: '1 Main Street',
  city: 'Austin',
  zipCode: '73301',
  country: 'US',
  state: 'Texas',
  phone: '+15125550100',
  email: 'ada@example.com',
};

/**
 * What the payment page posts once the local gateway's tokenizer has the card: a one-time nonce,
 * never the card. Issued by the in-process gateway the test app runs (its tokenizer's own check).
 */
export function cardToken(t: TestApp, cardNumber: string = sandboxCards.approve) {
  const out = tokenizeCard((t.deps.payment as SandboxGateway).vault, { cardNumber, expirationDate: '1230', cardCode: '123' });
  if ('error' in out) throw new Error(out.error.text);
  return { name: 'Ada Lovelace', currency: 'USD', opaqueData: { dataDescriptor: cardTokenDescriptor, dataValue: out.nonce } };
}

/** Waits until check() is truthy (jobs run asynchronously). */
export async function eventually<T>(check: () => Promise<T>, timeoutMs = 15_000): Promise<NonNullable<T>> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const v = await check();
    if (v) return v as NonNullable<T>;
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 200));
  }
}
