import { Link, apiPost, useMutation, useSearchParams, usePageMeta } from '@store/shared';
import '../styles/content.css';

interface Props {
  title: string;
  /** what pressing the button will do, said before it is pressed */
  intro: string;
  button: string;
  /** the POST the button sends, with the link's token in the query */
  endpoint: '/api/newsletter/confirm' | '/api/newsletter/unsubscribe';
  /** said when the link has no token at all */
  missing: string;
}

/**
 * A link from a newsletter e-mail (confirm, unsubscribe) opens this page in the store's frame; the
 * change happens only when the reader presses the button (a POST). A mail scanner that opens the
 * link, or a prefetch, changes nothing (issue 41, defect 13).
 */
export function NewsletterLinkAction({ title, intro, button, endpoint, missing }: Props) {
  usePageMeta({ title, description: intro });
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const send = useMutation({ mutationFn: () => apiPost<null>(`${endpoint}?token=${encodeURIComponent(token)}`, {}, 'Something went wrong. Please try again.') });
  const reply = send.data;
  const busy = send.isPending;

  return (
    <main className="content-page container page newsletter-link">
      <h1 className="page-title">{title}</h1>
      {!token ? (
        <p className="alert alert-error" role="alert">
          {missing}
        </p>
      ) : reply?.success ? (
        <p className="alert alert-success" role="status">
          {reply.message}
        </p>
      ) : (
        <>
          <p>{intro}</p>
          {reply && (
            <p className="alert alert-error" role="alert">
              {reply.message}
            </p>
          )}
          <button type="button" className="btn btn-primary" onClick={() => send.mutate()} disabled={busy} aria-busy={busy}>
            {busy ? 'Please wait…' : button}
          </button>
        </>
      )}
      <p>
        <Link to="/">Back to the store</Link>
      </p>
    </main>
  );
}
