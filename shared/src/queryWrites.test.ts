import { MutationObserver, onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient } from './query.ts';

afterEach(() => onlineManager.setOnline(true));

describe('writes through useMutation (issue 43)', () => {
  it('are sent while the browser says it is offline, so the form gets its failure instead of waiting', async () => {
    onlineManager.setOnline(false);
    let calls = 0;
    const observer = new MutationObserver(createQueryClient(), {
      mutationFn: async () => {
        calls += 1;
        throw new Error('Failed to fetch');
      },
    });
    // TanStack's default would pause this mutation until the network returns: the promise would never settle
    await expect(Promise.race([observer.mutate(), new Promise((_, reject) => setTimeout(() => reject(new Error('paused')), 1000))])).rejects.toThrow('Failed to fetch');
    expect(calls).toBe(1); // and never retried: a write is the user's to repeat
  });
});
