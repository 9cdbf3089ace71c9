import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiGet, apiPost, apiPostOrThrow } from './client.ts';
import { useSession } from '../store/session.ts';

type Call = { url: string; init: RequestInit };

function stubFetch(...replies: Array<{ status: number; body: unknown } | Error>) {
  const calls: Call[] = [];
  const queue = [...replies];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    const next = queue.shift();
    if (!next) throw new Error('unexpected fetch');
    if (next instanceof Error) throw next;
    return new Response(JSON.stringify(next.body), { status: next.status, headers: { 'Content-Type': 'application/json' } });
  });
  return calls;
}

const headersOf = (c: Call) => c.init.headers as Record<string, string>;

describe('API client', () => {
  beforeEach(() => {
    localStorage.clear();
    useSession.getState().reload();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sends JSON with credentials and the guest uid when logged out', async () => {
    const calls = stubFetch({ status: 200, body: { success: true, message: 'OK', data: [1] } });
    const reply = await apiGet<number[]>('/api/t-shirts?page=2');
    expect(reply.data).toEqual([1]);
    expect(calls[0].init.credentials).toBe('include');
    expect(headersOf(calls[0])['Content-Type']).toBe('application/json');
    expect(headersOf(calls[0])['X-Guest-Uid']).toMatch(/^guest_/);
    expect(headersOf(calls[0]).Authorization).toBeUndefined();
  });

  it('GET failures throw the server message, else the spec fallback', async () => {
    stubFetch({ status: 404, body: { success: false, message: 'Blog not found.', data: null } }, new TypeError('offline'));
    await expect(apiGet('/api/blogs/slug/x')).rejects.toMatchObject({ message: 'Blog not found.', status: 404 });
    await expect(apiGet('/api/blogs')).rejects.toEqual(new ApiError('Unable to load data at the moment. Please try again later.', 0));
  });

  it('POST failures resolve to {success:false} with the server message or the fallback', async () => {
    stubFetch({ status: 401, body: { success: false, message: 'Invalid email or password.', data: null } }, new TypeError('down'));
    expect(await apiPost('/api/auth/login', {})).toEqual({ success: false, message: 'Invalid email or password.', data: null });
    expect(await apiPost('/api/auth/login', {})).toEqual({ success: false, message: 'An error occurred while processing your request.', data: null });
  });

  it('POST-or-throw keeps the reply status, so a 4xx is not taken for a lost connection', async () => {
    stubFetch({ status: 400, body: { success: false, message: 'Invalid search.', data: null } }, { status: 503, body: null }, new TypeError('down'));
    await expect(apiPostOrThrow('/api/search-products', {})).rejects.toMatchObject({ message: 'Invalid search.', status: 400 });
    await expect(apiPostOrThrow('/api/search-products', {}, 'Search failed.')).rejects.toMatchObject({ message: 'Search failed.', status: 503 });
    await expect(apiPostOrThrow('/api/search-products', {}, 'Search failed.')).rejects.toMatchObject({ message: 'Search failed.', status: 0 });
  });

  it('sends the access token as bearer and refreshes once on 401, then retries', async () => {
    useSession.getState().setTokens('old-access', 'refresh-1');
    const calls = stubFetch(
      { status: 401, body: { success: false, message: 'expired', data: null } },
      { status: 200, body: { success: true, message: 'OK', data: { accessToken: 'new-access', refreshToken: 'refresh-2' } } },
      { status: 200, body: { success: true, message: 'OK', data: 'orders' } },
    );
    const reply = await apiGet<string>('/api/order/local/details');
    expect(reply.data).toBe('orders');
    expect(headersOf(calls[0]).Authorization).toBe('Bearer old-access');
    expect(calls[1].url).toBe('/api/auth/refresh');
    expect(JSON.parse(String(calls[1].init.body))).toEqual({ refreshToken: 'refresh-1' });
    expect(headersOf(calls[2]).Authorization).toBe('Bearer new-access');
    expect(localStorage.getItem('refreshToken')).toBe('refresh-2');
  });
});
