/**
 * `n` clients asking `url` of a listening server one call after another, `pauseMs` apart, until
 * `until` settles: every reply's time (ms) and status. Through real HTTP: `inject` runs on the event
 * loop a test measures and cannot see it blocked.
 */
export async function replyTimes(url: string, n: number, until: Promise<unknown>, pauseMs = 20) {
  const seen: { ms: number; status: number }[] = [];
  let done = false;
  // (settled either way; the caller awaits `until` for its outcome)
  const stop = () => void (done = true);
  until.then(stop, stop);
  const client = async () => {
    while (!done) {
      const t0 = performance.now();
      const res = await fetch(url);
      await res.arrayBuffer();
      seen.push({ ms: performance.now() - t0, status: res.status });
      await new Promise((r) => setTimeout(r, pauseMs));
    }
  };
  await Promise.all(Array.from({ length: n }, client));
  return seen;
}
