import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

export interface FakeBuild {
  routes?: object[];
  /**
   * page → what its server render does: 'data' declares its data (serverQueries: one query,
   * ['fake', page, its :n], fetched before the render); 'exits' declares it too and ends a render thread
   * that renders it (the main thread renders it fine)
   */
  pages?: Record<string, 'ok' | 'throws' | 'data' | 'exits'>;
  shared?: { name: string; version: string; requiredVersion: string }[];
  /** anything else in the manifest (a different name, no server entry…) */
  manifest?: Record<string, unknown>;
  /** a visible mark, so two builds of one remote differ */
  mark?: string;
  /** its server entry takes this long to load (top-level await), as a real remote's first import does */
  loadMs?: number;
}

/**
 * A remote's build as @module-federation/vite writes it, cut to what the store reads: the manifest
 * (routes in metaData, exposes, shared) and a server entry (the container interface init/get).
 */
export function fakeRemoteFiles(name: string, build: FakeBuild = {}): { path: string; data: string }[] {
  const pages = build.pages ?? { GiftCardsPage: 'ok' };
  const manifest = {
    id: name,
    name,
    metaData: {
      name,
      type: 'app',
      buildInfo: { buildVersion: '1.0.0', buildName: name },
      remoteEntry: { name: 'remoteEntry.js', path: '', type: 'module' },
      ssrRemoteEntry: { name: 'ssr/remoteEntry.ssr.js', path: '', type: 'module' },
      types: { path: '', name: '' },
      globalName: name,
      pluginVersion: '1.23.0',
      publicPath: 'auto',
      routes: build.routes ?? [{ path: '/gift-cards', page: 'GiftCardsPage' }],
    },
    shared: build.shared ?? [{ name: 'react', version: '19.3.1', requiredVersion: '^19.0.0' }],
    remotes: [],
    exposes: Object.keys(pages).map((page) => ({ id: `${name}:${page}`, name: page, path: `./${page}`, assets: { js: { sync: [], async: [] }, css: { sync: [], async: [] } } })),
    ...build.manifest,
  };
  const mark = JSON.stringify(build.mark ?? 'v1');
  const entry = [
    `import { isMainThread } from 'node:worker_threads';`,
    ...(build.loadMs ? [`await new Promise((r) => setTimeout(r, ${build.loadMs}));`] : []),
    `const pages = ${JSON.stringify(pages)};`,
    'export async function init() {}',
    `export async function get(id) {`,
    `  const page = id.replace('./', '');`,
    `  const kind = pages[page];`,
    `  const serverQueries = kind === 'data' || kind === 'exits' ? ({ params }) => [{ queryKey: ['fake', page, params.n ?? ''], queryFn: async () => ['fetched', page, params.n].filter(Boolean).join(' ') }] : undefined;`,
    `  const Page = () => { if (kind === 'throws') throw new Error('window is not defined'); if (kind === 'exits' && !isMainThread) process.exit(1); return ${mark} + ' ' + page; };`,
    `  return () => (serverQueries ? { default: Page, serverQueries } : { default: Page });`,
    '}',
  ].join('\n');
  const b64 = (text: string) => Buffer.from(text).toString('base64');
  return [
    { path: 'mf-manifest.json', data: b64(JSON.stringify(manifest)) },
    { path: 'remoteEntry.js', data: b64('export const browserEntry = true;\n') },
    { path: 'ssr/remoteEntry.ssr.js', data: b64(entry) },
  ];
}

/**
 * A store checkout in a temp folder: the shell's server entry (a frame that renders the page it is
 * handed, with this process's React) and built remotes under <name>-mfe/dist.
 */
export function fakeStoreRoot(builds: Record<string, FakeBuild>): string {
  const root = mkdtempSync(join(tmpdir(), 'store-root-'));
  const react = pathToFileURL(createRequire(import.meta.url).resolve('react')).href;
  mkdirSync(join(root, 'shell', 'dist-server'), { recursive: true });
  writeFileSync(
    join(root, 'shell', 'dist-server', 'entry-server.js'),
    [
      `import React from ${JSON.stringify(react)};`,
      `export const CLIENT_AREA_DIGEST = 'store:client-area';`,
      `export function renderApp({ pages }) { return React.createElement('main', null, ...[...pages.values()].map((P, i) => React.createElement(P, { key: i }))); }`,
    ].join('\n'),
  );
  for (const [name, build] of Object.entries(builds)) {
    const dist = join(root, `${name}-mfe`, 'dist');
    for (const f of fakeRemoteFiles(name, build)) {
      mkdirSync(join(dist, f.path, '..'), { recursive: true });
      writeFileSync(join(dist, f.path), Buffer.from(f.data, 'base64'));
    }
  }
  return root;
}
