// `npm run rollback -- <remote> [--to <version>] [--store <url>] [--reason <text>]`
// Makes the previous version of the remote live again (or the named one), on every instance within
// a second. Prints the version now live; on refusal prints the reason and exits 1.
import { readArgs, send } from './client.mjs';

const usage = 'usage: npm run rollback -- <remote> [--to <version>] [--store <url>] [--reason <text>]';
const { remote, store, token, values } = readArgs(usage, { to: { type: 'string' } });
const reply = await send(store, token, `/api/deploys/${remote}/rollback`, { ...(values.to ? { to: values.to } : {}), ...(values.reason ? { reason: values.reason } : {}) });
console.error(`[rollback] ${reply.message}`);
console.log(reply.data.version);
