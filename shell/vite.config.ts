import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { federation } from '@module-federation/vite';
import { readFileSync } from 'node:fs';
import { composeRouteTable, parseRouteDeclarations } from '../shared/src/routes.ts';
import { devPorts, remoteNames, remotePackage, sharedDeps } from '../mf-shared.ts';
import pkg from './package.json' with { type: 'json' };
import { iconSprite } from './build/iconSprite.ts';
import { documentTemplateFile } from './build/documentTemplateFile.ts';
import { precompressedAssets } from '../vite-precompress.ts';
import { minifiedPublicScripts } from './build/minifiedPublicScripts.ts';

/** In dev, remotes.json points at the remotes' dev servers (a remote in dev needs a host in dev). */
function devRemotesJson(): Plugin {
  const map = Object.fromEntries(remoteNames.map((n) => [n, `http://localhost:${devPorts[n]}/mf-manifest.json`]));
  return {
    name: 'dev-remotes-json',
    apply: 'serve',
    configureServer(server) {
      // The route table the store's server builds from built manifests, here from the remotes' sources.
      server.middlewares.use('/routes.json', (_req, res) => {
        const declared = remoteNames.map((n) => [n, parseRouteDeclarations(JSON.parse(readFileSync(new URL(`../${remotePackage(n)}/src/routes.json`, import.meta.url), 'utf8')))] as const);
        res.setHeader('Content-Type', 'application/json');
        res.setHeader('Cache-Control', 'no-store');
        res.end(JSON.stringify(composeRouteTable(declared).routes));
      });
      server.middlewares.use('/remotes.json', (_req, res) => {
        res.setHeader('Content-Type', 'application/json');
        res.setHeader('Cache-Control', 'no-store');
        res.end(JSON.stringify(map));
      });
    },
  };
}

/** The icons' sprite at the top of the body, outside React's root (see build/iconSprite.ts). */
function inlineIconSprite(): Plugin {
  return { name: 'inline-icon-sprite', transformIndexHtml: (html) => html.replace('<body>', `<body>\n    ${iconSprite()}`) };
}

/**
 * `vite build --ssr` builds the shell's server entry (src/server/entry-server.tsx) into dist-server/
 * for the store's server renderer. No federation there: the server hands the remote pages in, and
 * `@store/shared` stays external so the server, the shell and the remotes share one instance.
 */
const serverBuild = {
  plugins: [react()],
  build: { outDir: 'dist-server', target: 'node20', emptyOutDir: true, copyPublicDir: false, rollupOptions: { input: 'src/server/entry-server.tsx', external: [/^@store\/shared(\/|$)/] } },
};

export default defineConfig(({ isSsrBuild }) => isSsrBuild ? serverBuild : {
  plugins: [
    react(),
    // No remotes at build time: remotes.json decides where each remote lives, at start.
    federation({
      name: 'shell',
      remotes: {},
      shared: sharedDeps(pkg),
      dts: false,
      shareStrategy: 'loaded-first',
      // The one Module Federation runtime of the page; built remotes use it (externalRuntime).
      experiments: { provideExternalRuntime: true },
    }),
    devRemotesJson(),
    inlineIconSprite(),
    documentTemplateFile(),
    minifiedPublicScripts(),
    precompressedAssets(),
  ],
  server: { port: devPorts.shell, strictPort: true, origin: `http://localhost:${devPorts.shell}`, proxy: { '/api': 'http://localhost:8080' } },
  // the manifest names the chunks the federation runtime imports after the entry: the document template lists them (#23)
  build: { target: 'esnext', manifest: true },
});
