import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderRoutes, resetStores } from '@store/shared/test';
import { toast, useSession } from '@store/shared';
import DeploysPage from './DeploysPage.tsx';

const owner = { id: '1', fName: 'Store', lName: 'Owner', email: 'owner@example.com', role: 'admin' as const };
const json = (status: number, body: unknown) => Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
const version = (v: string, status: string, extra: object = {}) => ({ remote: 'catalog', version: v, entry: 'mf-manifest.json', contentHash: 'x', source: 'upload', createdBy: 'token:catalog-ci', createdAt: '2026-11-25T10:00:00Z', status, views: 0, errors: 0, renderFailures: 0, errorRate: null, ...extra });
const overview = {
  revision: 7,
  remotes: [
    {
      name: 'catalog',
      live: 'v2',
      canary: { version: 'v3', percent: 10 },
      versions: [
        version('v4', 'refused', { gate: 'refused', gateReason: 'server-render: ShopPage (/shop) failed to render on the server: TypeError' }),
        version('v3', 'canary', { views: 200, errors: 3, renderFailures: 1, errorRate: 0.02 }),
        version('v2', 'live', { views: 1800, errors: 9, errorRate: 0.005 }),
        version('v1', 'earlier'),
      ],
      history: [
        { id: 3, remote: 'catalog', version: 'v3', action: 'canary', previous: 'v2', actor: 'token:catalog-ci', reason: 'new filters', createdAt: '2026-11-25T10:00:00Z' },
        { id: 2, remote: 'catalog', version: 'v2', action: 'deploy', previous: 'v1', actor: 'user:1', reason: null, createdAt: '2026-11-24T10:00:00Z' },
      ],
    },
    { name: 'admin', live: 'a1', canary: null, versions: [version('a1', 'live')], history: [{ id: 1, remote: 'admin', version: 'a1', action: 'seed', previous: null, actor: 'seed', reason: null, createdAt: '2026-11-20T10:00:00Z' }] },
  ],
};

/** Answers GET /api/deploys with the overview, and each POST with `post(url, body)`. */
function serve(post: (url: string, body: unknown) => Promise<Response>) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = String(input);
    if (init?.method === 'POST') return post(url, JSON.parse(String(init.body)));
    return json(200, { success: true, message: 'OK', data: overview });
  });
}

beforeEach(() => {
  resetStores();
  useSession.setState({ user: owner, accessToken: 'token' });
});
afterEach(() => vi.restoreAllMocks());

describe('Deploys page', () => {
  it('marks a version the gate refused as Refused, with the gate’s reason, and never offers to roll back to it (#39 item 6)', async () => {
    serve(() => json(500, {}));
    renderRoutes({ '/admin/deploys': <DeploysPage /> }, '/admin/deploys');
    const catalog = await screen.findByRole('region', { name: 'catalog' });
    const refused = within(catalog).getByText('v4', { selector: 'code' }).closest('tr')!;
    expect(within(refused).getByText('Refused')).toBeTruthy();
    expect(within(refused).getByText('Refused by the gate: server-render: ShopPage (/shop) failed to render on the server: TypeError')).toBeTruthy();
    expect(within(refused).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Roll back catalog to v4' })).toBeNull();
  });

  it('lists each remote’s versions with status, share, error rate, who, and reason; only a canary offers Promote', async () => {
    serve(() => json(500, {}));
    renderRoutes({ '/admin/deploys': <DeploysPage /> }, '/admin/deploys');
    const catalog = await screen.findByRole('region', { name: 'catalog' });
    const canary = within(catalog).getByText('v3', { selector: 'code' }).closest('tr')!;
    expect(within(canary).getByText('Canary')).toBeTruthy();
    expect(within(canary).getByText('10 %')).toBeTruthy();
    expect(within(canary).getByText('2.0 % (4 errors in 200 views, 1 render failure among them)')).toBeTruthy();
    expect(within(canary).getByText('token catalog-ci')).toBeTruthy();
    expect(within(canary).getByText('new filters')).toBeTruthy();
    const live = within(catalog).getByText('v2', { selector: 'code' }).closest('tr')!;
    expect(within(live).getByText('90 %')).toBeTruthy();
    expect(within(catalog).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Version', 'Status', 'Share', 'Error rate', 'Deployed by', 'When', 'Reason', 'Actions']);
    expect(screen.getAllByRole('button', { name: /^Promote / }).map((b) => b.getAttribute('aria-label'))).toEqual(['Promote catalog v3']);
    expect(screen.getByRole('button', { name: 'Roll back catalog to v1' })).toBeTruthy();
    // admin has one version and no history before it: nothing to roll back to
    expect(screen.queryByRole('button', { name: 'Roll back admin' })).toBeNull();
  });

  it('Promote asks first, then posts to the remote’s promote endpoint and shows the success', async () => {
    const fetchMock = serve(() => json(200, { success: true, message: 'catalog v3 is live for everyone.', data: { version: 'v3', revision: 8 } }));
    renderRoutes({ '/admin/deploys': <DeploysPage /> }, '/admin/deploys');
    fireEvent.click(await screen.findByRole('button', { name: 'Promote catalog v3' }));
    const dialog = screen.getByRole('dialog', { name: 'Promote catalog v3?' });
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Promote' }));
    expect(await screen.findByText('catalog v3 is live for everyone.')).toBeTruthy();
    const posts = fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST').map(([url]) => String(url));
    expect(posts).toHaveLength(1);
    expect(posts[0]).toMatch(/\/api\/deploys\/catalog\/promote$/);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('Roll back to a chosen version posts {to, reason} to the rollback endpoint', async () => {
    const bodies: unknown[] = [];
    const fetchMock = serve((url, body) => {
      bodies.push(body);
      return json(200, { success: true, message: 'catalog v1 is live again.', data: { version: 'v1', revision: 8 } });
    });
    renderRoutes({ '/admin/deploys': <DeploysPage /> }, '/admin/deploys');
    fireEvent.click(await screen.findByRole('button', { name: 'Roll back catalog to v1' }));
    const dialog = screen.getByRole('dialog', { name: 'Roll back catalog to v1?' });
    fireEvent.change(within(dialog).getByLabelText('Reason (kept in the history)'), { target: { value: 'filters broke' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Roll back' }));
    expect(await screen.findByText('catalog v1 is live again.')).toBeTruthy();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(String(post[0])).toMatch(/\/api\/deploys\/catalog\/rollback$/);
    expect(bodies).toEqual([{ to: 'v1', reason: 'filters broke' }]);
  });

  it('a refused rollback is an error toast, never a success', async () => {
    const bodies: unknown[] = [];
    serve((_url, body) => {
      bodies.push(body);
      return json(412, { success: false, message: 'Refused (if-match): the registry changed since you read it.', data: null });
    });
    const error = vi.spyOn(toast, 'error');
    const success = vi.spyOn(toast, 'success');
    renderRoutes({ '/admin/deploys': <DeploysPage /> }, '/admin/deploys');
    fireEvent.click(await screen.findByRole('button', { name: 'Roll back catalog' }));
    const dialog = screen.getByRole('dialog', { name: 'Roll back catalog to v2?' });
    expect(within(dialog).getByText('Stop the canary v3; everyone gets v2.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Roll back' }));
    await vi.waitFor(() => expect(error).toHaveBeenCalledWith('Refused (if-match): the registry changed since you read it.'));
    expect(success).not.toHaveBeenCalled();
    // the plain Roll back names no version: the server picks the previous one
    expect(bodies).toEqual([{}]);
  });
});
