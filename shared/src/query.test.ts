import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api/client.ts';
import { createQueryClient, retryTransient } from './query.ts';

describe('retryTransient (the query default)', () => {
  it('retries no answer and server errors, up to three times', () => {
    for (const error of [new ApiError('offline', 0), new ApiError('busy', 503), new ApiError('boom', 500), new TypeError('Failed to fetch')]) {
      expect(retryTransient(0, error), error.message).toBe(true);
      expect(retryTransient(2, error), error.message).toBe(true);
      expect(retryTransient(3, error), error.message).toBe(false);
    }
  });

  it('never retries a 4xx, nor a refusal sent with 200, nor an error of the code itself', () => {
    for (const status of [400, 401, 403, 404, 409, 422, 429, 200]) expect(retryTransient(0, new ApiError('no', status)), String(status)).toBe(false);
    expect(retryTransient(0, new Error('bad shape'))).toBe(false);
  });
});

describe('createQueryClient', () => {
  const fetchWith = (error: Error) => {
    const client = createQueryClient();
    // no waiting between attempts in the test; the policy is what is checked
    client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retryDelay: 0 } });
    const queryFn = vi.fn(async () => {
      throw error;
    });
    return { run: () => client.fetchQuery({ queryKey: ['x'], queryFn }).catch(() => undefined), queryFn };
  };

  it('asks once for a 404', async () => {
    const { run, queryFn } = fetchWith(new ApiError('Product not found.', 404));
    await run();
    expect(queryFn).toHaveBeenCalledTimes(1);
  });

  it('asks four times in all for a 503', async () => {
    const { run, queryFn } = fetchWith(new ApiError('Busy', 503));
    await run();
    expect(queryFn).toHaveBeenCalledTimes(4);
  });
});
