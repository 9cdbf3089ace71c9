// The time guard the cluster scripts share (fault tests, payment journey).

/**
 * Runs `main` and exits with its code; past `timeoutMs` it runs the synchronous cleanups in
 * `onTimeout` (last registered first, each best effort) and exits 1.
 */
export function runBounded(label, timeoutMs, onTimeout, main) {
  const guard = setTimeout(() => {
    console.error(`[${label}] timed out after ${timeoutMs} ms`);
    for (const f of onTimeout.reverse()) {
      try {
        f();
      } catch {
        // best effort
      }
    }
    process.exit(1);
  }, timeoutMs);
  guard.unref();
  main().then((code) => process.exit(code));
}
