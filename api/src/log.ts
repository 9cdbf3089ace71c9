import { pino, type Logger } from 'pino';

/**
 * The server's one log format (#43 item 4): pino JSON lines, each with a `component` field, the
 * same stream and shape as Fastify's request lines (app.ts gives Fastify a child of this logger).
 * Read by every layer, like config.ts, so it imports none of them.
 *
 * What a line may carry: codes, counts, names of things, route patterns. Never a request's body,
 * query or parameters, and never an error's full message when it can hold personal data (an SMTP
 * error quotes the address): log `loggableError(err)` or its `code`.
 */
let sink: (line: string) => void = (line) => void process.stdout.write(line);

/** Keys redacted wherever they appear at the top of a line or under `req`/`err`. */
export const logRedaction = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-guest-uid"]',
  'body',
  'params',
  'parameters',
  'query',
  'err.parameters',
  'err.params',
  'err.query',
  'err.detail',
];

export const rootLogger: Logger = pino(
  { level: process.env.LOG_LEVEL ?? 'info', redact: logRedaction },
  { write: (line: string) => sink(line) },
);

/** A part of the server's logger: `componentLog('backups').error({ code }, 'backup failed')`. */
export function componentLog(component: string): Logger {
  return rootLogger.child({ component });
}

/**
 * The start/stop milestones ("Store ready on …", "drained and stopped"): written whatever LOG_LEVEL
 * says, a handful of lines per process, which supervisors and the cluster scripts wait for.
 */
export function lifecycleLog(): Logger {
  return rootLogger.child({ component: 'start' }, { level: 'info' });
}

/** Sends every line to `write` until the returned function is called (tests read what was logged). */
export function captureLogs(write: (line: string) => void): () => void {
  const before = sink;
  sink = write;
  return () => {
    sink = before;
  };
}
