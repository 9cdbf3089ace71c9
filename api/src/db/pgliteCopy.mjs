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
import { copyFile } from 'node:fs/promises';
import { join } from 'node:path';

// ext4 stamps mtime from a coarse clock (a tick, a few ms): a write just after the first pass looked
// at a file can leave its mtime as it was. A file written this close before it was looked at is
// copied again under the hold whatever its mtime says.
const CLOCK_MARGIN_MS = 50;

/** Every file and folder under `root`, folders first: path → null (folder) or true (file). */
function listFiles(root, rel = '', out = new Map()) {
  for (const e of readdirSync(join(root, rel), { withFileTypes: true })) {
    const path = rel ? `${rel}/${e.name}` : e.name;
    if (e.isDirectory()) {
      out.set(path, null);
      listFiles(root, path, out);
    } else if (e.isFile()) out.set(path, true);
  }
  return out;
}

/**
 * Copies the files `shouldCopy` picks (given the file's stat); returns what each file looked like
 * just before. `copy` is async for the first pass (the kernel copies on libuv's pool while this
 * thread goes on answering queries) and sync under the hold (nothing else may run then anyway).
 */
async function copyAll(from, to, files, shouldCopy, copy) {
  const seen = new Map();
  let bytes = 0;
  let count = 0;
  for (const [path, isFile] of files) {
    if (isFile === null) {
      mkdirSync(join(to, path), { recursive: true });
      continue;
    }
    let st;
    try {
      st = statSync(join(from, path));
    } catch {
      continue; // gone since the listing (a WAL segment recycled): the next pass sees it
    }
    const look = { size: st.size, mtimeMs: st.mtimeMs, at: Date.now() };
    seen.set(path, look);
    if (!shouldCopy(path, look)) continue;
    try {
      await copy(join(from, path), join(to, path));
    } catch (err) {
      if (err?.code !== 'ENOENT') throw err;
      seen.delete(path); // gone while copied: the next pass decides
      continue;
    }
    bytes += st.size;
    count++;
  }
  return { seen, bytes, count };
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
  const t = performance.now();
  await pg.exec('CHECKPOINT');
  const checkpointMs = performance.now() - t;
  const first = await copyAll(dataDir, dest, listFiles(dataDir), () => true, copyFile);
  // pass 2, the hold: both locks, as close() takes them (a transaction in flight finishes first)
  let holdMs = 0;
  let held = { bytes: 0, count: 0 };
  await pg._runExclusiveTransaction(() =>
    pg._runExclusiveQuery(async () => {
      const t0 = performance.now();
      // execProtocolRaw takes no lock (the ones held here would deadlock query())
      await pg.execProtocolRaw(simpleQuery('CHECKPOINT'));
      const now = listFiles(dataDir);
      held = await copyAll(
        dataDir,
        dest,
        now,
        (path, st) => {
          const before = first.seen.get(path);
          return !before || before.size !== st.size || before.mtimeMs !== st.mtimeMs || before.mtimeMs >= before.at - CLOCK_MARGIN_MS;
        },
        async (a, b) => copyFileSync(a, b),
      );
      for (const path of first.seen.keys()) if (!now.has(path)) rmSync(join(dest, path), { force: true });
      holdMs = performance.now() - t0;
    }),
  );
  return { holdMs, checkpointMs, totalMs: Date.now() - started, bulkBytes: first.bytes, heldBytes: held.bytes, heldFiles: held.count };
}
