import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient } from './query.ts';

afterEach(() => window.dispatchEvent(new Event('online')));

describe('writes through useMutation (issue 43)', () => {
  it('are sent while the browser says it is offline, so the form gets its failure instead of waiting', async () => {
    const client = createQueryClient();
    client.mount(); // follows the browser's online/offline events, as in the page
    window.dispatchEvent(new Event('offline'));
    let calls = 0;
    const mutation = client.getMutationCache().build(client, {
      mutationFn: async () => {
        calls += 1;
        throw new Error('Failed to fetch');
      },
    });
    // TanStack's default would pause this write until the network returns: the promise would never settle
    const paused = new Promise((_, reject) => setTimeout(() => reject(new Error('paused')), 1000));
    await expect(Promise.race([mutation.execute(undefined), paused])).rejects.toThrow('Failed to fetch');
    expect(calls).toBe(1); // and never retried: a write is the user's to repeat
    client.unmount();
  });
});
