import { sourceRouteTable as liveTable } from './helpers/sourceRoutes.ts';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileDocument } from '@store/shared/document';
import { servePages } from '../src/ssr/pageRoutes.ts';
import { renderGate } from '../src/ssr/renderGate.ts';
import { pageCache } from '../src/ssr/pageCache.ts';
import { shellHtml } from './helpers/shellDocument.ts';

const document = compileDocument(shellHtml({ root: '<div class="boot"><p>Loading</p></div>' }));

/** A store front whose renderer waits until the test lets it finish. */
async function frontWith(maxRenders: number) {
  const rendered: string[] = [];
  let finish!: () => void;
  const released = new Promise<void>((done) => (finish = done));
  const app = Fastify();
  const fallback = await servePages(app, {
    config: { publicUrl: 'http://store.test', printProvider: 'local' },
    document: () => document,
    table: async () => liveTable,
    render: async ({ url }) => {
      rendered.push(url.pathname + url.search);
      await released;
      return { html: `<main>${url.pathname}${url.search}</main>`, state: '{}', head: null };
    },
    cache: pageCache({ ttlMs: 60_000, version: () => 'v' }),
    gate: renderGate(maxRenders),
  });
  app.setNotFoundHandler(fallback);
  await app.ready();
  return { app, rendered, finish };
}

describe('bound on concurrent server renders (#24 item 3)', () => {
  let t: Awaited<ReturnType<typeof frontWith>>;
  beforeAll(async () => {
    t = await frontWith(4);
  });
  afterAll(() => t.app.close());

  it('renders at most 4 pages at once; 36 more parallel requests get the client-rendered page at once, not a queue', async () => {
    const urls = Array.from({ length: 40 }, (_, i) => `/t-shirts/tee/p${i}`);
    const answered: Awaited<ReturnType<FastifyInstance['inject']>>[] = [];
    // .then starts each request (inject is lazy); all 40 are in flight together
    const replies = urls.map((url) => t.app.inject({ method: 'GET', url }).then((r) => (answered.push(r), r)));
    // the 36 past the bound answer while the 4 renders are still waiting
    for (let waited = 0; answered.length < 36 && waited < 2_000; waited += 10) await new Promise((done) => setTimeout(done, 10));
    expect(answered).toHaveLength(36);
    expect(t.rendered).toHaveLength(4);
    for (const r of answered) {
      expect(r.statusCode).toBe(200);
      expect(r.headers['x-store-render']).toBe('browser');
      expect(r.body).toContain('<p>Loading</p>'); // the document's loading state: the first paint
    }
    t.finish();
    const all = await Promise.all(replies);
    const first = all.filter((r) => !answered.slice(0, 36).includes(r));
    expect(first).toHaveLength(4);
    for (const r of first) {
      expect(r.body).toMatch(/<main>\/t-shirts\/-\/p\d<\/main>/); // the slug is no part of the rendered URL
      expect(r.headers['x-store-render']).toBeUndefined();
    }
    // a page that went out client-rendered was not kept: asked again, it is rendered
    const deferredUrl = answered[0]!.raw.req.url!;
    const again = await t.app.inject({ method: 'GET', url: deferredUrl });
    expect(again.body).toContain(`<main>${deferredUrl.replace('/tee/', '/-/')}</main>`);
  });

  it('renders and caches the URL with only the parameters the page reads: tracking parameters share one render', async () => {
    const before = t.rendered.length;
    const replies = await Promise.all(
      ['?utm_source=a', '?utm_source=b&gclid=1', '?fbclid=x&utm_campaign=c', ''].map((q) => t.app.inject({ method: 'GET', url: `/shop/hoodies${q}` })),
    );
    expect(t.rendered.length - before).toBe(1);
    expect(t.rendered.at(-1)).toBe('/shop/hoodies');
    expect(new Set(replies.map((r) => r.body)).size).toBe(1);
    const paged = await t.app.inject({ method: 'GET', url: '/shop/hoodies?utm_source=z&page=2' });
    expect(paged.body).toContain('<main>/shop/hoodies?page=2</main>');
  });
});

describe('the render bound follows what a render costs (no RENDER_CONCURRENCY)', () => {
  /** a gate whose process CPU clock the test moves: each finished render costs `ms` */
  function gateAt(ms: number) {
    let cpu = 0;
    const gate = renderGate({ queueMs: 150, min: 4, max: 64, cpuMs: () => cpu, sample: 10 });
    const finish = (n: number, each: number) => {
      for (let i = 0; i < n; i++) {
        const release = gate.tryEnter();
        expect(release).not.toBeNull();
        cpu += each;
        release!();
      }
    };
    finish(10, ms);
    return { gate, finish };
  }

  it('admits as many renders as finish within 150 ms of CPU: 15 at 10 ms each, 3 → the floor of 4 at 50 ms', async () => {
    expect(gateAt(10).gate.bound()).toBe(15);
    expect(gateAt(50).gate.bound()).toBe(4);
    expect(gateAt(1).gate.bound()).toBe(64); // cheap renders (waiting on the database): up to the memory cap
  });

  it('refuses the render past the bound at once, in parallel, and re-measures as renders get dearer', async () => {
    const { gate } = gateAt(10);
    const held = Array.from({ length: 20 }, () => gate.tryEnter());
    expect(held.filter(Boolean)).toHaveLength(15);
    expect(gate.running()).toBe(15);
    const { gate: later, finish } = gateAt(10);
    finish(10, 30);
    expect(later.bound()).toBe(5);
  });
  it("does not count the CPU the process spent before its first render (start-up is no render's)", async () => {
    let cpu = 5_000; // migrations, seeding and code loading before the first page
    const gate = renderGate({ queueMs: 150, min: 4, max: 64, cpuMs: () => cpu, sample: 10 });
    cpu += 1_000;
    for (let i = 0; i < 10; i++) {
      const release = gate.tryEnter()!;
      cpu += 10;
      release();
    }
    expect(gate.bound()).toBe(15);
  });
});
