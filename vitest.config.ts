import { defineConfig } from 'vitest/config';

// `npm run test:unit`: every package's unit and API tests in one run.
export default defineConfig({
  test: {
    projects: ['scripts', 'shared', 'shell', 'catalog-mfe', 'checkout-mfe', 'account-mfe', 'content-mfe', 'admin-mfe', 'api'],
  },
});
