import { useEffect, useState } from 'react';

/**
 * Full-screen loader (spec §2/§4): shown only if loading takes longer than 300 ms, and never for
 * more than 2 s, while fonts and the first images get ready.
 */
export function HomeLoader({ ready }: { ready: boolean }) {
  const [phase, setPhase] = useState<'waiting' | 'shown' | 'done'>('waiting');
  useEffect(() => {
    const show = setTimeout(() => setPhase((p) => (p === 'waiting' ? 'shown' : p)), 300);
    const fallback = setTimeout(() => setPhase('done'), 2000);
    return () => {
      clearTimeout(show);
      clearTimeout(fallback);
    };
  }, []);
  // ready ends the loader for good: adjusted while rendering, not in an effect that would render twice
  if (ready && phase !== 'done') setPhase('done');
  if (phase !== 'shown') return null;
  return (
    <div className="cat-loader" role="status" aria-label="Loading the store">
      <img className="cat-loader__img" src="/api/mockups/tee/0f5132/ffc914/0/front.svg?t=PrintPop&width=120" alt="" width={120} height={120} />
    </div>
  );
}
