import { describe, expect, it } from 'vitest';
import { matchRoutes } from 'react-router';
import { routesOfLength } from '../src/ssr/pageRenderer.ts';
import { sourceRoutes } from './helpers/sourceRoutes.ts';

/** The route react-router picks for a pathname from these routes, as the shell's AppRoutes gives them (with its `*`). */
const picked = (routes: readonly { path: string }[], pathname: string) =>
  matchRoutes([...routes.map((r) => ({ path: r.path })), { path: '*' }], pathname)?.[0]?.route.path;

describe("the server render's routes: only those as long as the URL (#24)", () => {
  // every route filled in, then the same addresses as people and links also write them
  const filled = sourceRoutes.map((r) => r.path.replace(/:[^/]+/g, (p) => `${p.slice(1)}-1`));
  const addresses = [...filled, ...filled.map((p) => p.toUpperCase()), ...filled.map((p) => `${p}/`), '/Payment/success/abc', '/payment/succes%73/x', '/a/b/c/d/e', '/', '/no-such-page'];

  it('leave react-router the same choice as the whole table gives it (it ignores case; the store matcher does not)', () => {
    for (const pathname of addresses) expect(picked(routesOfLength(sourceRoutes, pathname), pathname), pathname).toBe(picked(sourceRoutes, pathname));
  });

  it('are far fewer than the whole table', () => {
    const longest = Math.max(...filled.map((p) => routesOfLength(sourceRoutes, p).length));
    expect(sourceRoutes.length).toBeGreaterThan(30);
    expect(longest).toBeLessThan(sourceRoutes.length / 2);
  });
});
