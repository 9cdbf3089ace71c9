import { lifecycleLog } from '../log.ts';
import { loggableError } from '../http/errorHandling.ts';

const log = lifecycleLog();

/** The signals a person or a supervisor sends to stop the store: Ctrl-C, `kill`/systemd/Docker, a closed terminal. */
export const stopSignals = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

/**
 * Stops the store once, cleanly, whatever signal comes and however often. Ctrl-C reaches every
 * process of the terminal's group, and `npm` and `scripts/start.mjs` pass it on as well, so the
 * server hears it two or three times: the listeners stay installed for the whole shutdown and a
 * repeat is only logged. (With `process.once`, the second SIGINT found no listener and Node ended
 * the process mid-close: the embedded database was left unclosed and its sequences jumped.)
 * Installed first thing at start-up; a signal that comes before `whenReady(stop)` is held and
 * acted on there, so start-up never dies half-way on the default action either.
 */
export function stopOnSignals(say: (line: string) => void = (line) => log.info(line)) {
  let stop: (() => Promise<void>) | undefined;
  let requested: string | undefined;
  let stopping = false;
  const run = () => {
    if (stopping || !stop || !requested) return;
    stopping = true;
    stop().then(
      () => process.exit(0),
      (err: unknown) => {
        log.error({ err: loggableError(err) }, 'the shutdown failed');
        process.exit(1);
      },
    );
  };
  const onSignal = (signal: NodeJS.Signals) => {
    if (requested) return say(`${signal} again: still stopping (closing the database cleanly)`);
    requested = signal;
    say(stop ? `${signal}: draining` : `${signal} during start-up: stopping once it can`);
    run();
  };
  for (const signal of stopSignals) process.on(signal, onSignal);
  return {
    /** The shutdown is known: runs it now if a signal already came (then returns true: start-up should go no further). */
    whenReady(fn: () => Promise<void>): boolean {
      stop = fn;
      run();
      return stopping;
    },
  };
}
