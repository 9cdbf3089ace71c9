import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from './helpers/testDatabases.ts';
import { startTestApp, type TestApp } from './helpers/testApp.ts';
import { outbox } from './authHelpers.ts';
import type { PrintProvider } from '../src/providers/print/printProvider.ts';
import { createLocalPrintProvider } from '../src/providers/print/local/localPrintProvider.ts';
import type { ProviderProduct } from '../src/providers/print/catalogueSource.ts';
import { sanitizeBlogHtml, htmlToText } from '../src/content/sanitizeBlogHtml.ts';

const xssSlug = 'community-spotlight-customer-designs';

describe.each(testDatabases)('content API on $name', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    // the catalogue is not needed here; the blog seed comes with the migrations
    t = await startTestApp(database, {}, { seed: false });
  });
  afterAll(() => t.close());

  describe('GET /api/blogs', () => {
    it('pages the 12 seeded posts, newest first, six per page', async () => {
      const first = (await t.app.inject({ method: 'GET', url: '/api/blogs' })).json();
      expect(first.success).toBe(true);
      expect(first.data).toHaveLength(6);
      expect(first.pagination).toMatchObject({ currentPage: 1, totalPages: 2, hasPrevPage: false, hasNextPage: true });
      const second = (await t.app.inject({ method: 'GET', url: '/api/blogs?page=2' })).json();
      expect(second.data).toHaveLength(6);
      expect(second.pagination).toMatchObject({ currentPage: 2, totalPages: 2, hasPrevPage: true, hasNextPage: false });
      const all = [...first.data, ...second.data];
      expect(new Set(all.map((b: { slug: string }) => b.slug)).size).toBe(12);
      const dates = all.map((b: { createdAt: string }) => Date.parse(b.createdAt));
      expect(dates).toEqual([...dates].sort((a, b) => b - a));
      expect(all[0]).toMatchObject({ slug: 'sizing-guide-hoodies-and-sweatshirts', createdAt: '2025-04-05T09:00:00.000Z', featured_image: '/api/blog-images/sizing-guide-hoodies-and-sweatshirts.svg' });
    });

    it('gives each card a plain-text excerpt without markup or script text', async () => {
      const { data } = (await t.app.inject({ method: 'GET', url: '/api/blogs?page=1' })).json();
      const second = (await t.app.inject({ method: 'GET', url: '/api/blogs?page=2' })).json();
      for (const card of [...data, ...second.data]) {
        expect(card.excerpt.length).toBeGreaterThan(40);
        expect(card.excerpt).not.toMatch(/[<>]|__xssExecuted|alert\(/);
        expect(card).not.toHaveProperty('content');
      }
    });

    it('answers an empty page past the end and a 400 envelope for a bad page', async () => {
      const past = (await t.app.inject({ method: 'GET', url: '/api/blogs?page=9' })).json();
      expect(past).toMatchObject({ success: true, data: [], pagination: { currentPage: 9, totalPages: 2, hasNextPage: false } });
      for (const page of ['0', '-1', 'abc', '1.5']) {
        const res = await t.app.inject({ method: 'GET', url: `/api/blogs?page=${page}` });
        expect(res.statusCode, page).toBe(400);
        expect(res.json()).toMatchObject({ success: false, data: null });
      }
    });
  });

  describe('blog lookup', () => {
    it('finds a post by slug with sanitised content and three related posts', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/blogs/slug/caring-for-your-printed-hoodies' });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.data).toMatchObject({ slug: 'caring-for-your-printed-hoodies', title: 'Caring for Your Printed Hoodies and Sweatshirts', featured_image: expect.stringMatching(/\.svg$/) });
      expect(body.data.content).toContain('<h2>Washing</h2>');
      expect(body.data.content).toContain('<a href="/shop/hoodies">hoodies</a>');
      expect(body.related).toHaveLength(3);
      expect(body.related.map((r: { slug: string }) => r.slug)).not.toContain('caring-for-your-printed-hoodies');
      // same topic first
      expect(body.related[0].slug).toBe('sizing-guide-hoodies-and-sweatshirts');
    });

    it('answers an unknown slug with a 404 envelope', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/blogs/slug/no-such-post' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, message: 'Blog not found.', data: null });
    });

    it('finds a post by id and refuses bad or unknown ids in the envelope', async () => {
      const bySlug = (await t.app.inject({ method: 'GET', url: '/api/blogs/slug/gift-ideas-custom-mugs' })).json();
      const byId = (await t.app.inject({ method: 'GET', url: `/api/blog/details/${bySlug.data.id}` })).json();
      expect(byId.data).toEqual(bySlug.data);
      expect((await t.app.inject({ method: 'GET', url: '/api/blog/details/99999' })).statusCode).toBe(404);
      const bad = await t.app.inject({ method: 'GET', url: '/api/blog/details/abc' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ success: false, data: null });
    });

    it('strips the stored script, event handlers and javascript: URL of the XSS post', async () => {
      const [stored] = await t.db.query<{ content: string }>('SELECT content FROM blogs WHERE slug = $1', [xssSlug]);
      // the payload really is in the database …
      expect(stored!.content).toContain('<script>');
      expect(stored!.content).toContain('onerror=');
      expect(stored!.content).toContain('javascript:');
      // … and never in what the API serves
      const { data } = (await t.app.inject({ method: 'GET', url: `/api/blogs/slug/${xssSlug}` })).json();
      expect(data.content).not.toMatch(/<script|onerror|onclick|onmouseover|javascript:|<iframe|style=|__xssExecuted|alert\(/i);
      expect(data.content).toContain('<h2>Retro sunsets are back</h2>');
      expect(data.content).toContain('<img src="/api/blog-images/community-spotlight-customer-designs.svg" alt="Retro sunset design" />');
      expect(data.content).toContain('<a>Send us your design</a>');
      expect(data.content).toContain('<a href="mailto:support@printpop.store">');
    });
  });

  describe('POST /api/subscribe', () => {
    const post = (payload: unknown) => t.app.inject({ method: 'POST', url: '/api/subscribe', payload: payload as object });

    it('stores an address once and answers a repeat, confirmed or not, exactly like a first time (issue #24)', async () => {
      const first = await post({ email: 'Reader@Example.com' });
      expect(first.statusCode).toBe(200);
      const answer = { success: true, message: 'Thank you for subscribing to our newsletter! If your address still needs confirming, we have e-mailed you a link.', data: null };
      expect(first.json()).toEqual(answer);
      const again = await post({ email: '  reader@example.COM ' });
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(answer);
      await t.db.query(`UPDATE newsletter_subscribers SET confirmed_at = now() WHERE email = 'reader@example.com'`);
      expect((await post({ email: 'reader@example.com' })).json()).toEqual(answer);
      const rows = await t.db.query<{ email: string }>("SELECT email FROM newsletter_subscribers WHERE email LIKE 'reader@%'");
      expect(rows).toEqual([{ email: 'reader@example.com' }]);
    });

    it('sends at most 3 confirmation mails a day to one address, however many clients ask at once (issue #24)', async () => {
      const before = (await outbox(t, 0)).filter((m) => m.to === 'target@example.com').length;
      const replies = await Promise.all(
        Array.from({ length: 12 }, (_, i) => t.app.inject({ method: 'POST', url: '/api/subscribe', remoteAddress: `198.51.100.${i + 1}`, payload: { email: 'target@example.com' } })),
      );
      expect(new Set(replies.map((r) => `${r.statusCode} ${r.body}`)).size).toBe(1);
      await new Promise((r) => setTimeout(r, 500)); // the mails are sent after the replies
      expect((await outbox(t, 0)).filter((m) => m.to === 'target@example.com').length - before).toBe(3);
    });

    it.each([{ email: 'not-an-email' }, { email: '' }, { email: 42 }, {}, { email: `${'a'.repeat(250)}@x.com` }])('refuses %j with a 400 envelope', async (payload) => {
      const res = await post(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, message: 'Please enter a valid email address.', data: null });
    });
  });

  it('throttles subscriptions per client address with a 429 envelope', async () => {
    const hit = (i: number) => t.app.inject({ method: 'POST', url: '/api/subscribe', remoteAddress: '203.0.113.7', payload: { email: `bulk${i}@example.com` } });
    for (let i = 0; i < 20; i++) expect((await hit(i)).statusCode, `attempt ${i}`).toBe(200);
    const blocked = await hit(20);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeTruthy();
    expect(blocked.json()).toMatchObject({ success: false, message: expect.stringMatching(/^Too many subscription attempts\. Please try again in \d+ minutes?\.$/), data: null });
    // another client is not affected
    expect((await t.app.inject({ method: 'POST', url: '/api/subscribe', payload: { email: 'someone-else@example.com' } })).statusCode).toBe(200);
  });

  describe('featured images', () => {
    it('draws a cacheable SVG per slug and 404s an unknown one', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/blog-images/gift-ideas-custom-mugs.svg' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('image/svg+xml');
      expect(res.headers['cache-control']).toContain('max-age=604800');
      expect(res.body).toContain('10 Gift Ideas With Custom');
      const again = await t.app.inject({ method: 'GET', url: '/api/blog-images/gift-ideas-custom-mugs.svg' });
      expect(again.body).toBe(res.body);
      expect((await t.app.inject({ method: 'GET', url: '/api/blog-images/nope.svg' })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: '/api/blog-images/..%2Fetc.svg' })).statusCode).toBe(400);
    });

    it("serves no picture for a draft, so the draft's title does not leak (issue #24)", async () => {
      await t.db.query(
        `INSERT INTO blogs (slug, title, topic, content, featured_image, published, created_at, updated_at)
         VALUES ('secret-spring-launch', 'Secret Spring Launch', 'news', '<p>soon</p>', '/api/blog-images/secret-spring-launch.svg', false, now(), now())`,
      );
      const draft = await t.app.inject({ method: 'GET', url: '/api/blog-images/secret-spring-launch.svg' });
      expect(draft.statusCode).toBe(404);
      expect(draft.body).not.toContain('Secret Spring');
      await t.db.query(`UPDATE blogs SET published = true WHERE slug = 'secret-spring-launch'`);
      expect((await t.app.inject({ method: 'GET', url: '/api/blog-images/secret-spring-launch.svg' })).statusCode).toBe(200);
    });
  });
});

const secretToken = 'prov-secret-token-0f9a8b7c6d5e';

function fakeProvider(products: ProviderProduct[], fail = false): PrintProvider & { token: string; calls: number } {
  const provider = {
    name: 'fake',
    token: secretToken,
    calls: 0,
    catalogue: {
      catalogueVersion: async () => 'v1',
      async *listProducts() {
        provider.calls += 1;
        await new Promise((r) => setTimeout(r, 20)); // a provider round trip
        if (fail) throw new Error(`401 from provider with Bearer ${secretToken}`);
        yield* products;
      },
      listBlueprints: async () => [],
    },
    fulfilment: createLocalPrintProvider().fulfilment,
  };
  return provider;
}

function product(i: number): ProviderProduct {
  return {
    id: `p${i}`,
    title: `Product ${i}`,
    description: `<p>Soft <strong>cotton</strong> &amp; friends ${i}</p><script>steal("${secretToken}")</script>`,
    tags: [],
    category: 't-shirts',
    blueprint_id: 1,
    options: [],
    variants: [
      { id: 1, title: 'S', price: 1999 + i, options: [], is_available: true, is_enabled: true, sku: 'S' },
      { id: 2, title: 'M', price: 5000, options: [], is_available: true, is_enabled: true, sku: 'M' },
    ],
    images: [{ src: `https://img.example/${i}-a.png`, variant_ids: [1] }, { src: `https://img.example/${i}-b.png`, variant_ids: [2] }],
  };
}

describe.each(testDatabases)('provider products through the server on $name', (database) => {
  it('lists the first 20 products with title, first image, text description and first variant price, and no token', async () => {
    const t = await startTestApp(database, { print: fakeProvider(Array.from({ length: 30 }, (_, i) => product(i))) }, { seed: false });
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/provider/products' });
      expect(res.statusCode).toBe(200);
      const { success, data } = res.json();
      expect(success).toBe(true);
      expect(data).toHaveLength(20);
      expect(data[3]).toEqual({ id: 'p3', title: 'Product 3', image: 'https://img.example/3-a.png', description: 'Soft cotton & friends 3', price: 2002 });
      expect(res.body).not.toContain(secretToken);
    } finally {
      await t.close();
    }
  });

  it('turns a provider failure into a 502 envelope that does not leak the provider error', async () => {
    const t = await startTestApp(database, { print: fakeProvider([], true) }, { seed: false });
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/provider/products' });
      expect(res.statusCode).toBe(502);
      expect(res.json()).toEqual({ success: false, message: 'Unable to load products from the print provider. Please try again later.', data: null });
      expect(res.body).not.toContain(secretToken);
    } finally {
      await t.close();
    }
  });

  it('calls the provider once for 60 parallel and 20 later requests, and once for a failure (issue #24)', async () => {
    const print = fakeProvider(Array.from({ length: 30 }, (_, i) => product(i)));
    const t = await startTestApp(database, { print }, { seed: false });
    try {
      const get = () => t.app.inject({ method: 'GET', url: '/api/provider/products', remoteAddress: `203.0.113.${Math.floor(Math.random() * 200)}` });
      const burst = await Promise.all(Array.from({ length: 60 }, get));
      expect(burst.every((r) => r.statusCode === 200 && r.json().data.length === 20)).toBe(true);
      for (let i = 0; i < 20; i++) expect((await get()).statusCode).toBe(200);
      expect(print.calls).toBe(1);
    } finally {
      await t.close();
    }
    const down = fakeProvider([], true);
    const t2 = await startTestApp(database, { print: down }, { seed: false });
    try {
      const replies = await Promise.all(Array.from({ length: 20 }, () => t2.app.inject({ method: 'GET', url: '/api/provider/products' })));
      expect(replies.every((r) => r.statusCode === 502)).toBe(true);
      expect((await t2.app.inject({ method: 'GET', url: '/api/provider/products' })).statusCode).toBe(502);
      expect(down.calls).toBe(1);
    } finally {
      await t2.close();
    }
  });

  it('serves the local provider catalogue by default', async () => {
    const t = await startTestApp(database, {}, { seed: false });
    try {
      const { data } = (await t.app.inject({ method: 'GET', url: '/api/provider/products' })).json();
      expect(data).toHaveLength(20);
      for (const p of data) {
        expect(p.title).toBeTruthy();
        expect(Number.isInteger(p.price)).toBe(true);
        expect(p.image).toMatch(/^\/api\/mockups\//);
      }
    } finally {
      await t.close();
    }
  });
});

describe('blog sanitiser', () => {
  it('keeps the allowed structure and drops everything else', () => {
    const out = sanitizeBlogHtml(
      '<h1>Top</h1><h2>Sub</h2><p style="x" class="y">Hi <em>there</em> <u>u</u></p><a href="https://ext.example/a" target="_blank" rel="opener">ext</a><a href="JaVaScRiPt:alert(1)">js</a><a href="data:text/html,x">data</a><img src="javascript:alert(1)" alt="a"><img src="//evil.example/x.png" alt="b"><svg onload="alert(1)"></svg><object data="x"></object>',
    );
    expect(out).toBe('Top<h2>Sub</h2><p>Hi <em>there</em> u</p><a href="https://ext.example/a" rel="noopener noreferrer nofollow">ext</a><a>js</a><a>data</a><img alt="a" /><img alt="b" />');
  });

  it('turns HTML into text for excerpts', () => {
    expect(htmlToText('<p>A &amp; B</p><p>C &lt;3</p><script>x()</script>')).toBe('A & B C <3');
  });
});
