// What `npm run deploy` and `npm run rollback` share: their arguments, the store's address, the
// deploy token, and the one way they report (the version on success; the reason and exit 1 on refusal).
import { parseArgs } from 'node:util';
import { remoteNames } from '../remotes.mjs';

/** Exit status of a change that was made but no longer holds when the command returns (someone else's won). */
export const REPLACED_EXIT = 3;

export function readArgs(usage, options) {
  let parsed;
  try {
    parsed = parseArgs({ allowPositionals: true, options: { store: { type: 'string' }, reason: { type: 'string' }, 'if-live': { type: 'string' }, ...options } });
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

async function call(store, token, method, path, body, headers = {}) {
  let res;
  try {
    res = await fetch(`${store}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(120_000),
    });
  } catch (err) {
    fail(`The store at ${store} did not answer: ${err.cause?.code ?? err.message}`);
  }
  const reply = await res.json().catch(() => ({ success: false, message: `HTTP ${res.status}` }));
  return { status: res.status, reply };
}

/** The remote's row of the live map, and the map's revision (what If-Match names). */
export async function liveOf(store, token, remote) {
  const { status, reply } = await call(store, token, 'GET', '/api/deploys');
  if (status !== 200 || reply.success !== true) fail(reply.message ?? `HTTP ${status}`);
  const row = reply.data.remotes.find((r) => r.name === remote);
  return { revision: reply.data.revision, live: row?.live ?? null, canary: row?.canary ?? null, history: row?.history ?? [] };
}

/**
 * `--if-live <version>`: the change is made only if that is still the remote's live version when the
 * store makes it. The map's revision read now goes as If-Match; any change of the map meanwhile (this
 * remote's or another's) is refused by the store with 412, and nothing is made live.
 */
export async function ifLiveHeaders(store, token, remote, expected) {
  if (!expected) return {};
  const { revision, live } = await liveOf(store, token, remote);
  if (live !== expected) fail(`${remote}'s live version is ${live ?? 'none'}, not ${expected}: nothing was changed.`);
  return { 'if-match': `"${revision}"` };
}

export async function send(store, token, path, body, headers = {}) {
  const { status, reply } = await call(store, token, 'POST', path, body, headers);
  if (status === 412) fail(`The live map changed after --if-live was read (another deploy or rollback landed first): nothing was made live. Read it again (GET /api/deploys) and retry.`);
  if (status >= 300 || reply.success !== true) fail(reply.message ?? `HTTP ${status}`);
  return reply;
}

/**
 * Reads the map back once the store answered: a parallel deploy or rollback may have replaced this
 * one already. Says so and exits REPLACED_EXIT; a replacement after this read is not seen (--if-live prevents it).
 */
export async function confirmStillServed(store, token, remote, version, { canary = false, tag = 'deploy' } = {}) {
  const now = await liveOf(store, token, remote);
  const served = canary ? now.canary?.version === version || now.live === version : now.live === version;
  if (served) return;
  const by = now.history.find((h) => h.version === now.live || h.version === now.canary?.version);
  console.error(
    `[${tag}] ${remote} ${version} was replaced before this command returned: ${remote}'s live version is now ${now.live ?? 'none'}` +
      `${now.canary ? ` (canary ${now.canary.version})` : ''}${by ? ` (${by.action} by ${by.actor})` : ''}. Use --if-live to change it only if nobody else has.`,
  );
  process.exit(REPLACED_EXIT);
}

export function fail(message) {
  console.error(`[deploy] ${message}`);
  process.exit(1);
}
