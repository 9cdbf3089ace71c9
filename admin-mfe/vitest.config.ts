import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Unit tests run without the federation plugin: pages render inside MemoryRouter + QueryClientProvider.
export default defineConfig({
  plugins: [react()],
  test: { name: 'admin-mfe', environment: 'happy-dom', include: ['src/**/*.test.{ts,tsx}'], setupFiles: ['../shared/src/test/setup.ts'] },
});
