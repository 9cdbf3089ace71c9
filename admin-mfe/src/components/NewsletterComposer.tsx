import { useState, type FormEvent } from 'react';
import { toast, useQuery, useQueryClient, useMutation } from '@store/shared';
import { TextField } from '@store/shared/ui';
import { HtmlField } from './FormFields.tsx';
import { adminKeys, fetchAudience, previewNewsletter, sendNewsletter } from '../api/adminApi.ts';

/**
 * Writes a newsletter: preview (after the server's sanitiser), a test to the admin, then the send to
 * every subscriber after a confirm that says how many it reaches. Each e-mail carries its reader's
 * one-click unsubscribe link.
 */
export function NewsletterComposer() {
  const queryClient = useQueryClient();
  const audience = useQuery({ queryKey: adminKeys.audience, queryFn: fetchAudience, staleTime: 0, retry: 1 });
  const [subject, setSubject] = useState('');
  const [html, setHtml] = useState('');
  const [errors, setErrors] = useState<{ subject?: string; html?: string }>({});
  const [preview, setPreview] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const sending = useMutation({ mutationFn: (v: { subject: string; html: string; test: boolean }) => sendNewsletter(v.subject, v.html, v.test) });
  const busy = sending.isPending;

  const check = () => {
    const next: typeof errors = {};
    if (subject.trim().length < 3) next.subject = 'Give the newsletter a subject.';
    if (!html.trim()) next.html = 'Write the newsletter first.';
    setErrors(next);
    return !next.subject && !next.html;
  };

  async function send(test: boolean) {
    const reply = await sending.mutateAsync({ subject, html, test });
    if (!reply.success) return void toast.error(reply.message);
    toast.success(reply.message);
    if (!test) {
      setConfirming(false);
      await queryClient.invalidateQueries({ queryKey: ['admin'] });
    }
  }

  async function showPreview() {
    const reply = await previewNewsletter(html);
    if (reply.success) setPreview(reply.data.html);
    else toast.error(reply.message);
  }

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (check()) setConfirming(true);
  };

  return (
    <section className="card stack" aria-labelledby="newsletter-title">
      <h2 id="newsletter-title">Send a newsletter</h2>
      <form method="post" className="stack" onSubmit={submit} noValidate>
        <TextField id="nl-subject" label="Subject" required value={subject} onChange={(e) => setSubject(e.target.value)} error={errors.subject} />
        <HtmlField id="nl-html" label="Content (HTML)" rows={10} value={html} onChange={setHtml} error={errors.html} hint="Each e-mail gets its reader's unsubscribe link at the end." />
        <div className="form-actions">
          <button type="button" className="btn btn-outline" onClick={() => void showPreview()}>
            Preview
          </button>
          <button type="button" className="btn btn-outline" disabled={busy} onClick={() => check() && void send(true)}>
            Send a test to me
          </button>
          <button type="submit" className="btn btn-primary" disabled={busy}>
            Send to subscribers
          </button>
        </div>
        {confirming && (
          <div className="alert alert-info" role="alertdialog" aria-labelledby="nl-confirm">
            <p id="nl-confirm">
              Send “{subject}” to {audience.data ?? '…'} subscribers now? This cannot be undone.
            </p>
            <div className="form-actions">
              <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void send(false)}>
                {busy ? 'Sending…' : 'Yes, send it'}
              </button>
              <button type="button" className="btn btn-ghost" onClick={() => setConfirming(false)}>
                Not yet
              </button>
            </div>
          </div>
        )}
      </form>
      {preview !== null && (
        <section aria-labelledby="nl-preview-title">
          <h3 id="nl-preview-title">Preview</h3>
          {/* already sanitised by the server */}
          <div className="adm-preview" dangerouslySetInnerHTML={{ __html: preview }} />
        </section>
      )}
    </section>
  );
}
