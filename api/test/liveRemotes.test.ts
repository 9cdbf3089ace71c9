import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { liveRemotes } from '../src/static/liveRemotes.ts';
import { loadConfig } from '../src/config.ts';
import { remoteScriptOrigins } from '../src/http/contentSecurityPolicy.ts';
import { securityHeaderValues } from '../src/http/securityHeaders.ts';

const dir = mkdtempSync(join(tmpdir(), 'remotes-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Writes the file with a distinct mtime, as a later edit would have. */
let tick = 1_700_000_000;
function write(file: string, text: string) {
  writeFileSync(file, text);
  tick += 10;
  utimesSync(file, tick, tick);
}

describe('the live remotes map (remotes.json re-pointing without a restart)', () => {
  const defaults = { catalog: '/mfe/catalog/mf-manifest.json', content: '/mfe/content/mf-manifest.json' };

  it('serves the defaults, then a file’s override as soon as it changes, and the defaults again once it is gone', () => {
    const file = join(dir, 'a.json');
    const map = liveRemotes(file, defaults, { checkEveryMs: 0 });
    expect(map.get()).toEqual(defaults);
    write(file, JSON.stringify({ content: 'https://cdn.example.com/content/v2/mf-manifest.json' }));
    expect(map.get()).toEqual({ ...defaults, content: 'https://cdn.example.com/content/v2/mf-manifest.json' });
    write(file, JSON.stringify({ content: 'https://cdn.example.com/content/v3/mf-manifest.json' }));
    expect(map.get().content).toBe('https://cdn.example.com/content/v3/mf-manifest.json');
    rmSync(file);
    expect(map.get()).toEqual(defaults);
  });

  it('looks at the file at most every checkEveryMs, so a reply does not cost a stat', () => {
    const file = join(dir, 'c.json');
    let clock = 0;
    const map = liveRemotes(file, defaults, { checkEveryMs: 250, now: () => clock });
    expect(map.get()).toEqual(defaults);
    write(file, JSON.stringify({ content: 'https://cdn.example.com/content/v9/mf-manifest.json' }));
    clock = 100;
    expect(map.get(), 'within the interval: the map read before').toEqual(defaults);
    clock = 300;
    expect(map.get().content).toBe('https://cdn.example.com/content/v9/mf-manifest.json');
  });

  it('keeps the last good map when an edit does not parse, and ignores entries that are not URLs as text', () => {
    const file = join(dir, 'b.json');
    const map = liveRemotes(file, defaults, { checkEveryMs: 0 });
    write(file, JSON.stringify({ catalog: 'https://a.example/mf-manifest.json', content: 42 }));
    expect(map.get()).toEqual({ ...defaults, catalog: 'https://a.example/mf-manifest.json' });
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    write(file, '{ "catalog": ');
    expect(map.get().catalog).toBe('https://a.example/mf-manifest.json');
    expect(error).toHaveBeenCalledTimes(1);
    error.mockRestore();
  });

  it('is what the config serves, and the CSP allows a re-pointed remote’s origin within a quarter second', async () => {
    const dataDir = join(dir, 'data');
    const config = loadConfig({ DATA_DIR: dataDir, PORT: '0' });
    const csp = () => securityHeaderValues(() => remoteScriptOrigins(config.remotes))['Content-Security-Policy'];
    expect(csp()).not.toContain('cdn.example.com');
    write(join(dataDir, 'remotes.json'), JSON.stringify({ content: 'https://cdn.example.com/content/mf-manifest.json' }));
    await new Promise((r) => setTimeout(r, 300));
    expect(config.remotes.content).toBe('https://cdn.example.com/content/mf-manifest.json');
    expect(csp()).toContain('https://cdn.example.com');
  });
});
