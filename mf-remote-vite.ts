import type { UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { federation } from '@module-federation/vite';
import { devPorts, remoteBuild, remoteFederation, remoteSsrOptions, type RemoteName } from './mf-shared.ts';

type Manifest = { dependencies?: Record<string, string> };

/**
 * How every remote is built and served, in one place: the browser build and its server entry
 * (`vite build --ssr`), the standalone dev server on the remote's own port with /api proxied to
 * the store. A remote's vite.config.ts names itself and the pages it exposes (from the route table).
 */
export function remoteViteConfig(name: RemoteName, pkg: Manifest, exposes: Record<string, string>) {
  const port = devPorts[name];
  return ({ command, isSsrBuild }: { command: 'build' | 'serve'; isSsrBuild?: boolean }): UserConfig => ({
    plugins: [react(), federation(remoteFederation(name, pkg, exposes, command))],
    server: { port, strictPort: true, origin: `http://localhost:${port}`, proxy: { '/api': 'http://localhost:8080' } },
    preview: { port, strictPort: true },
    build: remoteBuild(exposes, isSsrBuild),
    ssr: remoteSsrOptions(pkg),
  });
}
