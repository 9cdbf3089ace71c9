// Pure rules: no React, no browser — the API server imports these too.
export * from './slug.ts';
export * from './money.ts';
export * from './pagination.ts';
export * from './categories.ts';
export * from './delivery.ts';
export * from './emailAddress.ts';
export * from './otp.ts';
export * from './card.ts';
export * from './orderStatus.ts';
export * from './billing.ts';
export * from './tax.ts';
export * from './variants.ts';
export * from './images.ts';
export * from './profile.ts';
export * from './sizeGuide.ts';
export * from './plainText.ts';
export * from './random.ts';
