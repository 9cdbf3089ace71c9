import { useCallback, useEffect, useReducer, useState } from 'react';

/**
 * Seconds left until a deadline, re-rendering a few times a second while counting. Derived from
 * the deadline on every render (not decremented), so it is right at once after a restart and after
 * the tab was in the background.
 */
export function useCountdown(initialSeconds: number) {
  const [deadline, setDeadline] = useState(() => Date.now() + initialSeconds * 1000);
  const [, tick] = useReducer((n: number) => n + 1, 0);
  const secondsLeft = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));

  useEffect(() => {
    if (deadline <= Date.now()) return;
    const id = window.setInterval(() => {
      tick();
      if (Date.now() >= deadline) window.clearInterval(id);
    }, 250);
    return () => window.clearInterval(id);
  }, [deadline]);

  const restart = useCallback((seconds: number) => setDeadline(Date.now() + Math.max(0, seconds) * 1000), []);
  return { secondsLeft, restart };
}
