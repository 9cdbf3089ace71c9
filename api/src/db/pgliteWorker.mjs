// The embedded database's own thread (see pgliteThread.ts for the other side). PGlite runs its
// queries synchronously in WASM: here they hold this thread, never the one that answers HTTP.
// Plain JavaScript so the thread needs no TypeScript loader.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { copyDataDir } from './pgliteCopy.mjs';

const { dataDir } = workerData;
const pg = await PGlite.create({ dataDir, extensions: { pg_trgm } });

/** Open transactions by id: each one's Transaction and how to end it. */
const txs = new Map();
let nextTx = 1;
const rollback = Symbol('rollback');

const reply = (id, value) => parentPort.postMessage({ id, ok: true, value });

// PGLITE_SLOW_MS: a statement or transaction that held the one connection this long is reported to
// the store's log (pgliteThread.ts) with the start of its SQL text, never its parameters. Off unless set.
const slowMs = Number(process.env.PGLITE_SLOW_MS) || 0;
const sqlStart = (text) => String(text).replace(/\s+/g, ' ').trim().slice(0, 60);
// Statements queue on PGlite's lock: one starts when it arrived or when the one before it let go,
// whichever is later, so its hold is counted from there (not the time it waited).
let lastDone = 0;
function timed(what, arrived) {
  const now = performance.now();
  const ms = now - Math.max(arrived, what.kind === 'transaction' ? 0 : lastDone);
  lastDone = now;
  if (slowMs && ms >= slowMs) parentPort.postMessage({ slow: { ms: Math.round(ms), ...what } });
}

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
  const open = { tx: null, begun: false, endId: null, settle: null, began: 0, statements: 0 };
  const ended = new Promise((resolve, reject) => (open.settle = { resolve, reject }));
  txs.set(txId, open);
  pg.transaction(async (tx) => {
    open.tx = tx;
    open.begun = true;
    open.began = performance.now();
    reply(id, txId);
    await ended;
  }).finally(() => {
    if (open.begun) timed({ kind: 'transaction', statements: open.statements }, open.began);
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

function counted(txId, text, started) {
  if (txId !== undefined && txs.has(txId)) txs.get(txId).statements++;
  timed({ kind: 'statement', sql: sqlStart(text), inTransaction: txId !== undefined }, started);
}

async function handle(msg) {
  const { id, op } = msg;
  switch (op) {
    case 'query': {
      const on = runner(msg.tx);
      const started = performance.now();
      const res = await on.query(msg.text, msg.params).finally(() => counted(msg.tx, msg.text, started));
      return reply(id, res.rows);
    }
    case 'exec': {
      const on = runner(msg.tx);
      const started = performance.now();
      await on.exec(msg.script).finally(() => counted(msg.tx, msg.script, started));
      return reply(id, null);
    }
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
