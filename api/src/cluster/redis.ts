import { Redis } from 'ioredis';
import { componentLog } from '../log.ts';

/**
 * The optional Redis connection (REDIS_URL). The store never waits on it: commands fail fast while
 * it is down (no offline queue), callers fall back to the database, and ioredis reconnects by
 * itself. State changes are logged once per transition, never per request.
 */
export interface Cache {
  readonly enabled: boolean;
  readonly up: boolean;
  client?: Redis;
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export function connectRedis(url: string | undefined, log: (msg: string) => void = (msg) => componentLog('redis').info(msg)): Cache {
  if (!url) return { enabled: false, up: false, ping: async () => true, close: async () => {} };
  const client = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 1000,
    commandTimeout: 500,
    retryStrategy: (times) => Math.min(times * 200, 2000),
    lazyConnect: false,
  });
  let up = false;
  client.on('ready', () => {
    if (!up) log('[redis] connected');
    up = true;
  });
  client.on('error', () => {}); // the 'close' transition below is the one log line
  client.on('close', () => {
    if (up) log('[redis] unreachable: serving from the database until it is back');
    up = false;
  });
  return {
    enabled: true,
    get up() {
      return up;
    },
    client,
    async ping() {
      try {
        return (await client.ping()) === 'PONG';
      } catch {
        return false;
      }
    },
    async close() {
      client.disconnect();
    },
  };
}
