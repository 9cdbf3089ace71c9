import type { Deps } from '../deps.ts';
import { dbCounterStore, type CounterStore } from './counterStore.ts';

/** The throttle counters of this app: the injected store, else the database's. */
export function countersOf(deps: Pick<Deps, 'db'> & { counters?: CounterStore }): CounterStore {
  return deps.counters ?? dbCounterStore(deps.db);
}
