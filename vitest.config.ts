import { defineConfig } from 'vitest/config';
import storeRemotes from './store-remotes.json' with { type: 'json' };

// `npm run test:unit`: every package's unit and API tests in one run.
export default defineConfig({
  test: {
    projects: ['scripts', 'shared', 'shell', ...storeRemotes.map((r) => r.package), 'api'],
  },
});
