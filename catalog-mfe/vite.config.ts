import { defineConfig } from 'vite';
import { remoteViteConfig } from '../mf-remote-vite.ts';
import { exposesOf, parseRouteDeclarations } from '../shared/src/routes.ts';
import pkg from './package.json' with { type: 'json' };
import declared from './src/routes.json' with { type: 'json' };

/** The routes this remote owns (src/routes.json), checked; its build publishes them in mf-manifest.json. */
export const routes = parseRouteDeclarations(declared);
/** One exposed component per page of those routes. */
export const exposes = exposesOf(routes);

export default defineConfig(remoteViteConfig('catalog', pkg, exposes, routes));
