import { useCallback, useEffect, useState } from 'react';

/**
 * Seconds left until a deadline, re-rendering a few times a second while counting. Derived from
 * the deadline and the clock read at each tick (not decremented), so it is right at once after a
 * restart and after the tab was in the background. The clock is read in the tick and in `restart`,
 * never during render, so a render stays pure.
 */
export function useCountdown(initialSeconds: number) {
  const [clock, setClock] = useState(() => {
    const now = Date.now();
    return { now, deadline: now + initialSeconds * 1000 };
  });
  const { now, deadline } = clock;
  const secondsLeft = Math.max(0, Math.ceil((deadline - now) / 1000));

  useEffect(() => {
    if (deadline <= Date.now()) return;
    const id = window.setInterval(() => {
      const t = Date.now();
      setClock((c) => ({ ...c, now: t }));
      if (t >= deadline) window.clearInterval(id);
    }, 250);
    return () => window.clearInterval(id);
  }, [deadline]);

  const restart = useCallback((seconds: number) => {
    const t = Date.now();
    setClock({ now: t, deadline: t + Math.max(0, seconds) * 1000 });
  }, []);
  return { secondsLeft, restart };
}
