import { defineConfig } from 'vite';
import { remoteViteConfig } from '../mf-remote-vite.ts';
import { exposesOf } from '../shared/src/routes.ts';
import pkg from './package.json' with { type: 'json' };

/** One exposed component per page this remote owns, from the shared route table (design §2). */
export const exposes = exposesOf('admin');

export default defineConfig(remoteViteConfig('admin', pkg, exposes));
