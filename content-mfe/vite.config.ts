import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { federation } from '@module-federation/vite';
import { devPorts, remoteFederation } from '../mf-shared.ts';
import pkg from './package.json' with { type: 'json' };

/** One exposed component per page this remote owns (design §1). */
export const exposes = {
  './BlogsPage': './src/pages/BlogsPage.tsx',
  './BlogPage': './src/pages/BlogPage.tsx',
  './AboutPage': './src/pages/AboutPage.tsx',
  './ContactPage': './src/pages/ContactPage.tsx',
  './DeliveryPage': './src/pages/DeliveryPage.tsx',
  './PrivacyPage': './src/pages/PrivacyPage.tsx',
  './TermsPage': './src/pages/TermsPage.tsx',
  './TestPage': './src/pages/TestPage.tsx',
};

export default defineConfig(({ command }) => ({
  plugins: [react(), federation(remoteFederation('content', pkg, exposes, command))],
  server: { port: devPorts.content, strictPort: true, origin: `http://localhost:${devPorts.content}`, proxy: { '/api': 'http://localhost:8080' } },
  preview: { port: devPorts.content, strictPort: true },
  build: { target: 'esnext' },
}));
