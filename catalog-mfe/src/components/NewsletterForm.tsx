import { useId, useState, type FormEvent } from 'react';
import { toast, apiPost, messages, useMutation } from '@store/shared';

/** Newsletter signup (spec §4): idle → submitting ('Subscribing...', inputs disabled) → idle. */
export function NewsletterForm() {
  const id = useId();
  const [email, setEmail] = useState('');
  const subscribe = useMutation({ mutationFn: (address: string) => apiPost<unknown>('/api/subscribe', { email: address }, messages.subscribeFailed) });
  const busy = subscribe.isPending;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    try {
      const reply = await subscribe.mutateAsync(email);
      if (reply.success) {
        toast.success(reply.message);
        setEmail('');
      } else toast.error(reply.message || 'Failed to subscribe.');
    } catch {
      toast.error('Failed to subscribe. Please try again later.');
    }
  };
  return (
    <section className="cat-newsletter" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>Subscribe to our newsletter</h2>
      <p>New designs, offers and printing tips — straight to your inbox.</p>
      <form method="post" onSubmit={submit} className="cat-newsletter__form">
        <label htmlFor={`${id}-email`} className="visually-hidden">Email address</label>
        <input id={`${id}-email`} type="email" required placeholder="Enter your email" value={email} onChange={(e) => setEmail(e.target.value)} disabled={busy} />
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? 'Subscribing...' : 'Subscribe'}
        </button>
      </form>
    </section>
  );
}
