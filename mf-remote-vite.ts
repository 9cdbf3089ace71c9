import type { Plugin, UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { federation } from '@module-federation/vite';
import { devPorts, remoteBuild, remoteFederation, remoteSsrOptions, type RemoteName } from './mf-shared.ts';
import { precompressedAssets } from './vite-precompress.ts';

type Manifest = { dependencies?: Record<string, string> };

/**
 * A remote's standalone page (`npm run dev -w <remote>`): its index.html names only its title and
 * entry script; the document around them is the same for every remote and written here.
 */
function standalonePage(): Plugin {
  return {
    name: 'remote-standalone-page',
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? 'Remote (standalone)';
        const entry = /<script type="module" src="([^"]+)"><\/script>/.exec(html)?.[1] ?? '/src/standalone.tsx';
        return [
          '<!doctype html>',
          '<html lang="en">',
          '  <head>',
          '    <meta charset="UTF-8" />',
          '    <meta name="viewport" content="width=device-width, initial-scale=1.0" />',
          `    <title>${title}</title>`,
          '  </head>',
          '  <body>',
          '    <div id="root"></div>',
          `    <script type="module" src="${entry}"></script>`,
          '  </body>',
          '</html>',
          '',
        ].join('\n');
      },
    },
  };
}

/**
 * How every remote is built and served, in one place: the browser build and its server entry
 * (`vite build --ssr`), the standalone dev server on the remote's own port with /api proxied to
 * the store. A remote's vite.config.ts names itself and the pages it exposes (from its own routes.json).
 */
export function remoteViteConfig(name: RemoteName, pkg: Manifest, exposes: Record<string, string>, routes: readonly object[] = []) {
  const port = devPorts[name];
  return ({ command, isSsrBuild }: { command: 'build' | 'serve'; isSsrBuild?: boolean }): UserConfig => ({
    plugins: [standalonePage(), react(), federation(remoteFederation(name, pkg, exposes, command, routes)), precompressedAssets()],
    server: { port, strictPort: true, origin: `http://localhost:${port}`, proxy: { '/api': 'http://localhost:8080' } },
    preview: { port, strictPort: true },
    build: remoteBuild(name, exposes, isSsrBuild),
    ssr: remoteSsrOptions(pkg),
  });
}
