import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderRoutes, resetStores } from '@store/shared/test';
import { useSession } from '@store/shared';
import BackupsPage from './BackupsPage.tsx';

const owner = { id: '1', fName: 'Store', lName: 'Owner', email: 'owner@example.com', role: 'admin' as const };
const json = (status: number, body: unknown) => Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
const name = 'store-backup-20261125T030000000Z-pglite.backup.gz';
const overview = {
  runs: [
    { id: 2, trigger: 'schedule', status: 'failed', startedAt: '2026-11-25T04:00:00Z', finishedAt: '2026-11-25T04:00:01Z', fileName: null, sizeBytes: null, secretsIncluded: null, error: 'disk full', removedAt: null, holdMs: null },
    { id: 1, trigger: 'schedule', status: 'succeeded', startedAt: '2026-11-25T03:00:00Z', finishedAt: '2026-11-25T03:00:09Z', fileName: name, sizeBytes: 2_400_000, secretsIncluded: true, error: null, removedAt: null, holdMs: 36 },
  ],
  files: [{ name, size: 2_400_000, modifiedAt: '2026-11-25T03:00:09Z', restoreCommand: `npm run restore -- .data/backups/${name}` }],
  schedule: { enabled: true, everyHours: 24, keepDaily: 7, keepWeekly: 4 },
  lastSuccessAt: '2026-11-25T03:00:09Z',
  store: { kind: 'local', where: '/srv/store/.data/backups' },
  secretsSealed: true,
};

beforeEach(() => {
  resetStores();
  useSession.setState({ user: owner, accessToken: 'token' });
});
afterEach(() => vi.restoreAllMocks());

describe('Backups page', () => {
  it('says a backup is under way in a live region and polls until it ends (#42 item 4)', async () => {
    const running = { ...overview, runs: [{ ...overview.runs[1], id: 3, status: 'running', startedAt: '2026-11-25T05:00:00Z', finishedAt: null, fileName: null }, ...overview.runs] };
    let calls = 0;
    vi.spyOn(globalThis, 'fetch').mockImplementation(() => json(200, { success: true, message: 'OK', data: ++calls < 2 ? running : overview }));
    renderRoutes({ '/admin/backups': <BackupsPage /> }, '/admin/backups');
    expect((await screen.findByTestId('backup-status')).textContent).toMatch(/^Backing up: started .+\. This page updates when it is done\.$/);
    expect(screen.getByTestId('backup-status').getAttribute('role')).toBe('status');
    // the next poll finds it ended: the region empties, the failure of the previous run is not the latest news
    await vi.waitFor(() => expect(screen.getByTestId('backup-status').textContent).toBe(''), { timeout: 4000 });
    expect(calls).toBeGreaterThanOrEqual(2);
  });

  it('lists the files and runs, shows a failure, and gives the exact restore command for a chosen backup', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(() => json(200, { success: true, message: 'OK', data: overview }));
    renderRoutes({ '/admin/backups': <BackupsPage /> }, '/admin/backups');
    const row = (await screen.findByText(name, { selector: 'code' })).closest('tr')!;
    expect(within(row).getByText('2.3 MB')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('The last backup failed: disk full');
    // the run's line says how long the backup held the embedded database
    expect(screen.getByText(`${name} (database held 36 ms)`)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: `Restore command for ${name}` }));
    expect(screen.getByText(`npm run restore -- .data/backups/${name}`)).toBeTruthy();
    expect((screen.getByLabelText('Daily backups kept') as HTMLInputElement).value).toBe('7');
    expect(screen.getByRole('button', { name: 'Back up now' })).toBeTruthy();
  });

  it('from the press of "Back up now" until its reply (the backup done), the region says a backup is under way (#42 item 4)', async () => {
    let answer: (r: Response) => void = () => undefined;
    const saved = { name, size: 2_400_000, secretsIncluded: true, tables: 40 };
    vi.spyOn(globalThis, 'fetch').mockImplementation((_input, init) =>
      init?.method === 'POST' ? new Promise<Response>((r) => (answer = r)) : json(200, { success: true, message: 'OK', data: overview }),
    );
    renderRoutes({ '/admin/backups': <BackupsPage /> }, '/admin/backups');
    fireEvent.click(await screen.findByRole('button', { name: 'Back up now' }));
    await vi.waitFor(() => expect(screen.getByTestId('backup-status').textContent).toMatch(/^Backing up: started .+\. This page updates when it is done\.$/));
    expect((screen.getByRole('button', { name: 'Backing up…' }) as HTMLButtonElement).disabled).toBe(true);
    answer(new Response(JSON.stringify({ success: true, message: `Backup saved: ${name}`, data: saved }), { status: 200, headers: { 'Content-Type': 'application/json' } }));
    await vi.waitFor(() => expect(screen.getByTestId('backup-status').textContent).toBe(''));
    expect(screen.getByRole('button', { name: 'Back up now' })).toBeTruthy();
  });

  it('"Back up now" is disabled while a backup runs (one at a time)', async () => {
    const running = { ...overview, runs: [{ ...overview.runs[1], id: 3, status: 'running', startedAt: '2026-11-25T05:00:00Z', finishedAt: null, fileName: null }, ...overview.runs] };
    vi.spyOn(globalThis, 'fetch').mockImplementation(() => json(200, { success: true, message: 'OK', data: running }));
    renderRoutes({ '/admin/backups': <BackupsPage /> }, '/admin/backups');
    expect(((await screen.findByRole('button', { name: 'Back up now' })) as HTMLButtonElement).disabled).toBe(true);
  });

  it('a refused "Back up now" is an error, never a success', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation((input) =>
      String(input).endsWith('/api/admin/backups') && fetchMock.mock.calls.length > 1
        ? json(409, { success: false, message: 'A backup is already running; try again when it has finished.', data: null })
        : json(200, { success: true, message: 'OK', data: overview }),
    );
    renderRoutes({ '/admin/backups': <BackupsPage /> }, '/admin/backups');
    fireEvent.click(await screen.findByRole('button', { name: 'Back up now' }));
    expect(await screen.findByText('A backup is already running; try again when it has finished.')).toBeTruthy();
  });
});
