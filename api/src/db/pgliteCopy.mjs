// A physical copy of the embedded database's directory, for a backup, holding the database only
// for the last short pass. Runs on the database's thread (pgliteWorker.mjs).
//
// Why this is a consistent copy: PGlite writes through to these files as it goes (NODEFS, no
// buffering of its own beyond PostgreSQL's shared buffers). While both of PGlite's locks are held
// no statement runs, and a CHECKPOINT taken inside them writes every changed page out; the copy is
// then the directory of a database stopped at that instant, which opens as one would after a crash
// (recovery from that checkpoint, with nothing to replay). The first pass, taken while shoppers
// write, copies the bulk; the pass under the locks copies again only the files touched since the
// first pass began (and drops the ones gone), so the hold is a checkpoint plus a few files.
import { copyFileSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';

// ext4 stamps mtime from a coarse clock (a few ms): a file written just before the first pass read
// it could keep an mtime older than the pass's start. Anything stamped this close is copied again.
const CLOCK_MARGIN_MS = 2000;

function listFiles(root, rel = '', out = new Map()) {
  for (const e of readdirSync(join(root, rel), { withFileTypes: true })) {
    const path = rel ? `${rel}/${e.name}` : e.name;
    if (e.isDirectory()) {
      out.set(path, null);
      listFiles(root, path, out);
    } else if (e.isFile()) {
      const s = statSync(join(root, path));
      out.set(path, { size: s.size, mtimeMs: s.mtimeMs });
    }
  }
  return out;
}

function copyAll(from, to, files, shouldCopy) {
  let bytes = 0;
  let count = 0;
  for (const [path, st] of files) {
    if (st === null) {
      mkdirSync(join(to, path), { recursive: true });
      continue;
    }
    if (!shouldCopy(path, st)) continue;
    copyFileSync(join(from, path), join(to, path));
    bytes += st.size;
    count++;
  }
  return { bytes, count };
}

/** The simple-query protocol message ('Q', length, text, NUL). */
function simpleQuery(text) {
  const body = Buffer.from(`${text}\0`, 'utf8');
  const msg = Buffer.alloc(5 + body.length);
  msg.write('Q', 0, 'latin1');
  msg.writeInt32BE(4 + body.length, 1);
  body.copy(msg, 5);
  return new Uint8Array(msg);
}

/**
 * Copies `dataDir` to `dest` (created; must not exist). Returns how long the database was held
 * (ms) and what each pass copied.
 */
export async function copyDataDir(pg, dataDir, dest) {
  mkdirSync(dest, { recursive: false });
  const started = Date.now();
  // pass 1, beside the shoppers: most of the files never change between two backups
  await pg.exec('CHECKPOINT');
  const firstPassFrom = Date.now();
  const first = listFiles(dataDir);
  const bulk = copyAll(dataDir, dest, first, () => true);
  // pass 2, the hold: both locks, as close() takes them (a transaction in flight finishes first)
  let holdMs = 0;
  let held = { bytes: 0, count: 0 };
  await pg._runExclusiveTransaction(() =>
    pg._runExclusiveQuery(async () => {
      const t0 = performance.now();
      // execProtocolRaw takes no lock (the ones held here would deadlock query())
      await pg.execProtocolRaw(simpleQuery('CHECKPOINT'));
      const now = listFiles(dataDir);
      held = copyAll(dataDir, dest, now, (path, st) => {
        const before = first.get(path);
        return !before || before.size !== st.size || st.mtimeMs !== before.mtimeMs || st.mtimeMs >= firstPassFrom - CLOCK_MARGIN_MS;
      });
      for (const path of first.keys()) if (!now.has(path)) rmSync(join(dest, path), { recursive: true, force: true });
      holdMs = performance.now() - t0;
    }),
  );
  return { holdMs, totalMs: Date.now() - started, bulkBytes: bulk.bytes, heldBytes: held.bytes, heldFiles: held.count };
}
