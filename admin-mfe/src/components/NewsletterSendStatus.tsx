import { useQuery } from '@store/shared';
import { adminKeys, fetchNewsletterProgress } from '../api/adminApi.ts';
import { shortDateTime } from './labels.ts';
import { newsletterProgressText } from './progressText.ts';

/**
 * The latest newsletter's send (a job on the server): the count of readers reached, read out by a
 * live region, polled each second while it is under way.
 */
export function NewsletterSendStatus() {
  const progress = useQuery({
    queryKey: adminKeys.newsletterProgress,
    queryFn: fetchNewsletterProgress,
    staleTime: 0,
    retry: 1,
    refetchInterval: (q) => (q.state.data && !q.state.data.finishedAt ? 1000 : false),
  });
  const p = progress.data;
  if (!p) return null;
  return (
    <section className="card stack" aria-labelledby="nl-status-title">
      <h2 id="nl-status-title">Last newsletter</h2>
      <p role="status" data-testid="newsletter-status">
        {newsletterProgressText(p, shortDateTime)}
      </p>
      {!p.finishedAt && p.recipients > 0 && <progress className="progress-bar" aria-label="Readers reached" max={p.recipients} value={p.sent + p.failed} />}
    </section>
  );
}
