// Pure rules: no React, no browser — the API server imports these too.
export * from './slug.ts';
export * from './money.ts';
export * from './pagination.ts';
export * from './categories.ts';
