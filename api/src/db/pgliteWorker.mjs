// The embedded database's own thread (see pgliteThread.ts for the other side). PGlite runs its
// queries synchronously in WASM: here they hold this thread, never the one that answers HTTP.
// Plain JavaScript so the thread needs no TypeScript loader.
import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { copyDataDir } from './pgliteCopy.mjs';

const { dataDir, background } = workerData;
// A backup's reader of its copy is background work: on a small machine the shoppers' threads go
// first. Linux gives each thread its own nice value, set through its thread id.
if (background) {
  try {
    setPriority(Number(readlinkSync('/proc/thread-self').split('/').pop()), 10);
  } catch {
    // not Linux, or not allowed: the reader runs at the store's priority
  }
}
const pg = await PGlite.create({ dataDir, extensions: { pg_trgm } });

/** Open transactions by id: each one's Transaction and how to end it. */
const txs = new Map();
let nextTx = 1;
const rollback = Symbol('rollback');

const reply = (id, value) => parentPort.postMessage({ id, ok: true, value });

/** The fields callers read (code, detail, constraint, table…) travel; parameters never do. */
function replyError(id, err) {
  const e = err ?? {};
  const fields = {};
  for (const [k, v] of Object.entries(e)) {
    if (k === 'params' || k === 'queryOptions') continue;
    if (v === undefined || ['string', 'number', 'boolean'].includes(typeof v)) fields[k] = v;
  }
  parentPort.postMessage({ id, ok: false, error: { name: e.name ?? 'Error', message: e.message ?? String(err), stack: e.stack, fields } });
}

function runner(txId) {
  if (txId === undefined) return pg;
  const open = txs.get(txId);
  if (!open) throw new Error('Transaction is closed');
  return open.tx;
}

function begin(id) {
  const txId = nextTx++;
  const open = { tx: null, begun: false, endId: null, settle: null };
  const ended = new Promise((resolve, reject) => (open.settle = { resolve, reject }));
  txs.set(txId, open);
  pg.transaction(async (tx) => {
    open.tx = tx;
    open.begun = true;
    reply(id, txId);
    await ended;
  }).then(
    () => {
      txs.delete(txId);
      reply(open.endId, null);
    },
    (err) => {
      txs.delete(txId);
      if (!open.begun) replyError(id, err);
      else if (err === rollback) reply(open.endId, null);
      else replyError(open.endId, err);
    },
  );
}

async function handle(msg) {
  const { id, op } = msg;
  switch (op) {
    case 'query': {
      const res = await runner(msg.tx).query(msg.text, msg.params);
      return reply(id, res.rows);
    }
    case 'exec':
      await runner(msg.tx).exec(msg.script);
      return reply(id, null);
    case 'begin':
      return begin(id);
    case 'end': {
      const open = txs.get(msg.tx);
      if (!open) throw new Error('Transaction is closed');
      open.endId = id;
      return msg.commit ? open.settle.resolve() : open.settle.reject(rollback);
    }
    case 'copyDataDir':
      return reply(id, await copyDataDir(pg, dataDir, msg.dest));
    case 'close':
      await pg.close();
      return reply(id, null);
    default:
      throw new Error(`unknown operation ${op}`);
  }
}

parentPort.on('message', (msg) => {
  handle(msg).catch((err) => replyError(msg.id, err));
});
parentPort.postMessage({ ready: true });
