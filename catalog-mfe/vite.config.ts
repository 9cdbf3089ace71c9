import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { federation } from '@module-federation/vite';
import { devPorts, remoteBuild, remoteFederation, remoteSsrOptions } from '../mf-shared.ts';
import { exposesOf } from '../shared/src/routes.ts';
import pkg from './package.json' with { type: 'json' };

/** One exposed component per page this remote owns, from the shared route table (design §2). */
export const exposes = exposesOf('catalog');

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [react(), federation(remoteFederation('catalog', pkg, exposes, command))],
  server: { port: devPorts.catalog, strictPort: true, origin: `http://localhost:${devPorts.catalog}`, proxy: { '/api': 'http://localhost:8080' } },
  preview: { port: devPorts.catalog, strictPort: true },
  build: remoteBuild(exposes, isSsrBuild),
  ssr: remoteSsrOptions(pkg),
}));
