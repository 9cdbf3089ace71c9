/**
 * React (and react-router) pick their development build when NODE_ENV is unset: about three times
 * the CPU per server render, with checks meant for a developer's console (CPU profile of #24: the
 * development jsx runtime and react-dom-server were the top of a render). The store's server runs the
 * production builds unless told otherwise; `npm run dev` says development. Imported first by main.ts,
 * before anything loads React.
 */
process.env.NODE_ENV ??= 'production';
