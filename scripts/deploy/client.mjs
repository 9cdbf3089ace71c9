// What `npm run deploy` and `npm run rollback` share: their arguments, the store's address, the
// deploy token, and the one way they report (the version on success; the reason and exit 1 on refusal).
import { parseArgs } from 'node:util';
import { remoteNames } from '../remotes.mjs';

export function readArgs(usage, options) {
  let parsed;
  try {
    parsed = parseArgs({ allowPositionals: true, options: { store: { type: 'string' }, reason: { type: 'string' }, ...options } });
  } catch (err) {
    fail(`${err.message}\n${usage}`);
  }
  const [remote] = parsed.positionals;
  if (!remote || !remoteNames.includes(remote)) fail(`Name a remote of store-remotes.json (${remoteNames.join(', ')}).\n${usage}`);
  const store = (parsed.values.store ?? process.env.STORE_URL ?? `http://localhost:${process.env.PORT ?? 8080}`).replace(/\/$/, '');
  // The token comes from the environment, never the command line (it would sit in shell history).
  const token = process.env.DEPLOY_TOKEN;
  if (!token) fail('Set DEPLOY_TOKEN to a deploy token an admin created (back office → Deploys), or to an admin access token.');
  return { remote, store, token, values: parsed.values };
}

export async function send(store, token, path, body) {
  let res;
  try {
    res = await fetch(`${store}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(120_000),
    });
  } catch (err) {
    fail(`The store at ${store} did not answer: ${err.cause?.code ?? err.message}`);
  }
  const reply = await res.json().catch(() => ({ success: false, message: `HTTP ${res.status}` }));
  if (!res.ok || reply.success !== true) fail(reply.message ?? `HTTP ${res.status}`);
  return reply;
}

export function fail(message) {
  console.error(`[deploy] ${message}`);
  process.exit(1);
}
