import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';
import { setStoreEnvSource, type StoreEnv } from '@store/shared/env';
import type { Config } from '../config.ts';
import { injectTransport } from './injectTransport.ts';

/**
 * The env of each page render (API client, public origin, provider, request id), per request: a
 * render runs inside its own async context, so two apps in one process, or two requests at once,
 * never see each other's. Shared code (browser code) reads it through the source installed here.
 */
const current = new AsyncLocalStorage<StoreEnv>();
const currentEnv = () => current.getStore();

/** Runs `work` (and everything it awaits: prefetches, render passes) with `env` as the store's env. */
export function inStoreEnv<T>(env: StoreEnv, work: () => T): T {
  setStoreEnvSource(currentEnv); // the same source every time: installing it again changes nothing
  return current.run(env, work);
}

/** The env a page request of this app renders in: its config, in-process API calls, that request's id. */
export function storeEnvOf(app: FastifyInstance, config: Pick<Config, 'publicUrl' | 'printProvider'>): (requestId?: string) => StoreEnv {
  const publicOrigin = new URL(config.publicUrl).origin;
  return (requestId) => ({ api: injectTransport(app, requestId), publicOrigin, provider: config.printProvider, ...(requestId ? { requestId } : {}) });
}
