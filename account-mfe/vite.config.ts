import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { federation } from '@module-federation/vite';
import { devPorts, remoteFederation } from '../mf-shared.ts';
import pkg from './package.json' with { type: 'json' };

/** One exposed component per page this remote owns (design §1). */
export const exposes = {
  './RegisterPage': './src/pages/RegisterPage.tsx',
  './LoginPage': './src/pages/LoginPage.tsx',
  './ForgotPasswordPage': './src/pages/ForgotPasswordPage.tsx',
  './OtpVerificationPage': './src/pages/OtpVerificationPage.tsx',
  './UpdatePasswordPage': './src/pages/UpdatePasswordPage.tsx',
  './ProfilePage': './src/pages/ProfilePage.tsx',
  './OrdersPage': './src/pages/OrdersPage.tsx',
};

export default defineConfig(({ command }) => ({
  plugins: [react(), federation(remoteFederation('account', pkg, exposes, command))],
  server: { port: devPorts.account, strictPort: true, origin: `http://localhost:${devPorts.account}`, proxy: { '/api': 'http://localhost:8080' } },
  preview: { port: devPorts.account, strictPort: true },
  build: { target: 'esnext' },
}));
