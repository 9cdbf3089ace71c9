// `npm run rollback -- <remote> [--to <version>] [--store <url>] [--reason <text>] [--if-live <version>]`
// Makes the previous version of the remote live again (or the named one), on every instance within
// a second. Prints the version now live; on refusal prints the reason and exits 1 (a version the gate
// refused is never made live). --if-live: only if that is still the live version. Exit 3: another
// change had replaced it by the time the command read the map back.
import { confirmStillServed, ifLiveHeaders, readArgs, send } from './client.mjs';

const usage = 'usage: npm run rollback -- <remote> [--to <version>] [--store <url>] [--reason <text>] [--if-live <version>]';
const { remote, store, token, values } = readArgs(usage, { to: { type: 'string' } });
const headers = await ifLiveHeaders(store, token, remote, values['if-live']);
const reply = await send(store, token, `/api/deploys/${remote}/rollback`, { ...(values.to ? { to: values.to } : {}), ...(values.reason ? { reason: values.reason } : {}) }, headers);
await confirmStillServed(store, token, remote, reply.data.version, { tag: 'rollback' });
console.error(`[rollback] ${reply.message}`);
console.log(reply.data.version);
