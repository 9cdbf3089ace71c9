import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { federation } from '@module-federation/vite';
import { devPorts, remoteFederation } from '../mf-shared.ts';
import pkg from './package.json' with { type: 'json' };

/** One exposed component per page this remote owns (design §1). */
export const exposes = {
  './CartPage': './src/pages/CartPage.tsx',
  './CheckoutPage': './src/pages/CheckoutPage.tsx',
  './OrderReviewPage': './src/pages/OrderReviewPage.tsx',
  './PaymentPage': './src/pages/PaymentPage.tsx',
  './CardPaymentPage': './src/pages/CardPaymentPage.tsx',
  './PaymentSuccessPage': './src/pages/PaymentSuccessPage.tsx',
  './PaymentCancelPage': './src/pages/PaymentCancelPage.tsx',
};

export default defineConfig(({ command }) => ({
  plugins: [react(), federation(remoteFederation('checkout', pkg, exposes, command))],
  server: { port: devPorts.checkout, strictPort: true, origin: `http://localhost:${devPorts.checkout}`, proxy: { '/api': 'http://localhost:8080' } },
  preview: { port: devPorts.checkout, strictPort: true },
  build: { target: 'esnext' },
}));
