import { describe, expect, it } from 'vitest';
import { Readable } from 'node:stream';
import { gunzipSync } from 'node:zlib';
import { storedFiles } from '../src/seo/storedFiles.ts';

/** storedFiles' rules with a clock, a generation and a database revision the test moves itself. */
function fixture() {
  const state = { clock: 1_000_000, generation: 0, revision: 'r0', text: 'v0', builds: 0, gate: Promise.resolve() as Promise<unknown> };
  const files = storedFiles({
    lifetimeMs: 1000,
    maxBytes: 1e6,
    now: () => state.clock,
    generation: () => state.generation,
    revision: async () => ({ key: state.revision, newest: null }),
    onBuildError: (_name, err) => {
      throw err;
    },
  });
  const open = async () => {
    state.builds += 1;
    const text = state.text;
    await state.gate;
    return Readable.from([text]);
  };
  const text = async () => {
    const f = await files.get('feed', open);
    return f ? gunzipSync(f.gzip).toString() : null;
  };
  const built = async () => {
    for (let i = 0; i < 200 && (await files.get('feed', open)) === null; i++) await new Promise((r) => setTimeout(r, 5));
  };
  return { state, files, open, text, built };
}

describe('storedFiles', () => {
  it('answers nothing the first time (the caller streams live) and builds meanwhile', async () => {
    const { state, text, built } = fixture();
    expect(await text()).toBeNull();
    await built();
    expect(await text()).toBe('v0');
    expect(state.builds).toBe(1);
  });

  it('sends the previous copy within its lifetime while the next builds, then the new one', async () => {
    const { state, text, built } = fixture();
    await text();
    await built();
    let release!: () => void;
    state.gate = new Promise<void>((r) => (release = r));
    state.text = 'v1';
    state.generation = 1; // a change through the store
    state.clock += 500;
    expect(await Promise.all([text(), text(), text()])).toEqual(['v0', 'v0', 'v0']);
    expect(state.builds).toBe(2); // one rebuild for all three
    release();
    await new Promise((r) => setTimeout(r, 50));
    expect(await text()).toBe('v1');
  });

  it('never sends a copy past its lifetime once the generation moved: the next request waits for the build', async () => {
    const { state, text, built } = fixture();
    await text();
    await built();
    state.text = 'v1';
    state.generation = 1;
    state.clock += 1000; // the lifetime has passed
    let release!: () => void;
    state.gate = new Promise<void>((r) => (release = r));
    const first = text(); // starts the build: null, streams live
    const second = text(); // waits for that build
    expect(await first).toBeNull();
    setTimeout(release, 20);
    expect(await second).toBe('v1');
  });

  it('keeps a copy past its lifetime while the revision is unchanged, and drops it when it moved', async () => {
    const { state, text, built, files, open } = fixture();
    await text();
    await built();
    state.clock += 5000;
    expect(await text()).toBe('v0'); // re-checked: confirmed for another lifetime
    const again = await files.get('feed', open);
    expect(files.maxAgeSeconds(again!)).toBe(1);
    state.clock += 5000;
    state.revision = 'r1'; // changed behind the store: no generation
    state.text = 'v1';
    expect(await text()).toBeNull();
    await built();
    expect(await text()).toBe('v1');
  });
});
