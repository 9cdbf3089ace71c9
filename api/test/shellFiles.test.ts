import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { serveShellFiles } from '../src/static/shellFiles.ts';

async function shellFront() {
  const root = mkdtempSync(join(tmpdir(), 'shell-files-'));
  const dist = join(root, 'shell', 'dist');
  mkdirSync(join(dist, 'assets'), { recursive: true });
  mkdirSync(join(dist, '.vite'), { recursive: true });
  writeFileSync(join(dist, 'assets', 'entry-abc12345.js'), 'export {};\n');
  writeFileSync(join(dist, 'robots.txt'), 'User-agent: *\n');
  // a build's precompressed copies (vite-precompress.ts): markers, so the test sees which file went out
  writeFileSync(join(dist, 'assets', 'app-def67890.js'), 'export const app = 1;\n');
  writeFileSync(join(dist, 'assets', 'app-def67890.js.br'), 'BROTLI-COPY');
  writeFileSync(join(dist, 'assets', 'app-def67890.js.gz'), 'GZIP-COPY');
  writeFileSync(join(dist, 'index.html'), '<!doctype html>');
  writeFileSync(join(dist, '.vite', 'manifest.json'), '{}');
  writeFileSync(join(dist, '.vite', 'document.json'), '{}');
  const pages: string[] = [];
  const app = Fastify();
  await serveShellFiles(app, root, async (req, reply) => {
    pages.push(req.url);
    return reply.type('text/html').send('<p>page</p>');
  });
  app.setNotFoundHandler((_req, reply) => reply.status(404).send('not found'));
  await app.ready();
  return { app, pages };
}

describe("the shell's files (static/ serves files only)", () => {
  it('serves built files with their cache headers; a hashed asset is immutable', async () => {
    const { app } = await shellFront();
    const js = await app.inject({ method: 'GET', url: '/assets/entry-abc12345.js' });
    expect(js.statusCode).toBe(200);
    expect(js.headers['cache-control']).toContain('immutable');
    expect((await app.inject({ method: 'GET', url: '/robots.txt' })).body).toBe('User-agent: *\n');
  });

  it("sends the build's brotli or gzip copy as it is, cached like the file it stands for", async () => {
    const { app } = await shellFront();
    const get = (encoding: string) => app.inject({ method: 'GET', url: '/assets/app-def67890.js', headers: { 'accept-encoding': encoding } });
    const br = await get('gzip, deflate, br, zstd');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.body).toBe('BROTLI-COPY');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers['cache-control']).toContain('immutable');
    expect(br.headers.vary).toContain('accept-encoding');
    const gz = await get('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.body).toBe('GZIP-COPY');
    const plain = await get('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('export const app = 1;\n');
  });

  it('hands an address without an extension to the page pipeline, never an API address', async () => {
    const { app, pages } = await shellFront();
    expect((await app.inject({ method: 'GET', url: '/shop/hoodies?page=2' })).body).toBe('<p>page</p>');
    expect((await app.inject({ method: 'GET', url: '/api/no-such-route' })).statusCode).toBe(404);
    expect(pages).toEqual(['/shop/hoodies?page=2']);
  });

  it('never serves the build manifest, the document template or index.html, however the path is spelled', async () => {
    const { app, pages } = await shellFront();
    for (const url of ['/.vite/manifest.json', '/.vite/document.json', '/%2Evite/manifest.json', '/index.html', '/%69ndex.html', '/assets/missing.js']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
    }
    expect(pages).toEqual([]);
  });
});
