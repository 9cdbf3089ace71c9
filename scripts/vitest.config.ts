import { defineConfig } from 'vitest/config';

// Tests of the repository's own tooling (lint rules).
export default defineConfig({
  test: { name: 'tooling', environment: 'node', include: ['lint/**/*.test.{ts,mjs}'], testTimeout: 30_000 },
});
