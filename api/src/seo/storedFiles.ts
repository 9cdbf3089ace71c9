import type { Readable } from 'node:stream';
import { LRUCache } from 'lru-cache';
import type { CatalogueRevision } from './feedQueries.ts';
import { compressedCopy, type CompressedCopy } from './compressedCopy.ts';

/** files built or waiting at once per instance; more asked for stream live until a place is free */
const BUILDS_WAITING = 8;
/** how long a request with no current copy waits for the build under way before streaming live */
const WAIT_FOR_BUILD_MS = 10_000;

export interface StoredFile extends CompressedCopy {
  /** the catalogue generation when its build started */
  generation: number;
  /** the database's catalogue revision read just before its build */
  revision: string;
  lastModified: Date | null;
  /** when the file was last known to hold every change made before (its build's start, or a revision check's) */
  confirmedAt: number;
}

export interface StoredFilesOptions {
  /** how long after `confirmedAt` a file may be sent without asking the database (SEO_CACHE_TTL_MS) */
  lifetimeMs: number;
  /** bytes of gzip + brotli kept for all files (SEO_FILE_CACHE_MAX_BYTES); a build stops past it */
  maxBytes: number;
  /** this instance's catalogue generation: bumped by every change made through the store, here or on another instance */
  generation(): number;
  revision(): Promise<CatalogueRevision>;
  onBuildError(name: string, err: unknown): void;
  now?: () => number;
}

/**
 * The long files (the feed, the product sitemap files) built once per catalogue change and kept
 * compressed, so a crawler gets bytes from memory instead of a walk of the whole catalogue.
 *
 * `get` answers a file that holds every change older than `lifetimeMs`: one confirmed within the
 * lifetime (built or re-checked), else one whose revision and generation are still the current ones
 * (checked then, which confirms it again). Null otherwise: the caller streams the file live, as
 * before. A file of an older generation is still answered within its lifetime while the new one
 * builds in the background, one build at a time per instance, one per file at once.
 */
export function storedFiles(opts: StoredFilesOptions) {
  const now = opts.now ?? Date.now;
  const files = new LRUCache<string, StoredFile>({ maxSize: Math.max(1, opts.maxBytes), sizeCalculation: (f) => Math.max(1, f.gzip.length + f.br.length) });
  const building = new Map<string, Promise<void>>();
  let queue: Promise<void> = Promise.resolve();

  async function build(name: string, open: () => Promise<Readable | null>): Promise<void> {
    const generation = opts.generation();
    const confirmedAt = now();
    const revision = await opts.revision();
    const body = await open();
    if (!body) {
      files.delete(name); // past the last file now
      return;
    }
    const copy = await compressedCopy(body, opts.maxBytes);
    if (!copy) {
      files.delete(name); // too large to keep: streamed live every time
      return;
    }
    files.set(name, { ...copy, generation, revision: revision.key, lastModified: revision.newest, confirmedAt });
  }

  function rebuild(name: string, open: () => Promise<Readable | null>): void {
    // bounded: a crawler naming many product files (past the last too) queues no more than this
    if (building.has(name) || building.size >= BUILDS_WAITING) return;
    queue = queue
      .then(() => build(name, open))
      .catch((err: unknown) => opts.onBuildError(name, err))
      .finally(() => building.delete(name));
    building.set(name, queue);
  }

  /** the copy to send now, if any; `rebuild` when it is of an older generation or none is current */
  async function current(name: string, open: () => Promise<Readable | null>): Promise<StoredFile | null> {
    const file = files.get(name);
    const generation = opts.generation();
    if (file && now() - file.confirmedAt < opts.lifetimeMs) {
      if (file.generation !== generation) rebuild(name, open);
      return file;
    }
    if (file && file.generation === generation) {
      const checkedAt = now();
      if ((await opts.revision()).key === file.revision && opts.generation() === generation) {
        file.confirmedAt = checkedAt;
        return file;
      }
    }
    return null;
  }

  return {
    async get(name: string, open: () => Promise<Readable | null>): Promise<StoredFile | null> {
      const file = await current(name, open);
      if (file) return file;
      // a build under way (this request is not the one that found nothing at all): wait for it, bounded,
      // rather than read the whole catalogue a second time beside it
      const under = building.get(name);
      if (under) {
        let timer: NodeJS.Timeout | undefined;
        await Promise.race([under, new Promise((resolve) => (timer = setTimeout(resolve, WAIT_FOR_BUILD_MS)))]);
        clearTimeout(timer);
        const built = await current(name, open);
        if (built) return built;
      }
      rebuild(name, open);
      return null;
    },
    /** seconds a cache downstream may keep `file` without outliving its lifetime here */
    maxAgeSeconds(file: StoredFile): number {
      return Math.max(0, Math.floor((file.confirmedAt + opts.lifetimeMs - now()) / 1000));
    },
  };
}

export type StoredFiles = ReturnType<typeof storedFiles>;
