import { useState, type FormEvent } from 'react';
import { Link, hrefs, toast, useNavigate, useQuery, useQueryClient, useSearchParams, useMutation } from '@store/shared';
import { Pagination } from '@store/shared/ui';
import { adminKeys, fetchDesignRequests, replyToRequest, type DesignRequest } from '../api/adminApi.ts';
import { QueryView } from '../components/QueryView.tsx';
import { AdminFrame } from '../components/AdminFrame.tsx';
import { shortDateTime } from '../components/labels.ts';

/** /admin/requests: "design on other products" requests, answered by e-mail from here. */
export default function DesignRequestsPage() {
  return (
    <AdminFrame title="Design requests">
      <RequestsBody />
    </AdminFrame>
  );
}

function RequestsBody() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const state = params.get('state') === 'answered' ? 'answered' : 'new';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const requests = useQuery({ queryKey: adminKeys.requests(state, page), queryFn: () => fetchDesignRequests(state, page), staleTime: 0, retry: 1 });
  return (
    <div className="stack">
      <nav className="adm-tabs" aria-label="Request state">
        <Link to={hrefs.adminRequests('new')} className="adm-nav__link" aria-current={state === 'new' ? 'page' : undefined}>
          New
        </Link>
        <Link to={hrefs.adminRequests('answered')} className="adm-nav__link" aria-current={state === 'answered' ? 'page' : undefined}>
          Answered
        </Link>
      </nav>
      <QueryView query={requests} loading="Loading requests" failed="Could not load the requests">
        {(data) => data.rows.length === 0 ? (
        <p role="status">{state === 'new' ? 'No new requests.' : 'No answered requests yet.'}</p>
      ) : (
        <>
          <ul className="adm-requests">
            {data.rows.map((r) => (
              <li key={r.id} className="card stack">
                <RequestCard request={r} />
              </li>
            ))}
          </ul>
          <Pagination currentPage={page} totalPages={data.totalPages} onPageChange={(p) => navigate(`${hrefs.adminRequests(state)}${state === 'answered' ? '&' : '?'}page=${p}`)} label="Request pages" />
        </>
      )}
      </QueryView>
    </div>
  );
}

function RequestCard({ request: r }: { request: DesignRequest }) {
  const queryClient = useQueryClient();
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const answer = useMutation({ mutationFn: (v: { id: number; message: string }) => replyToRequest(v.id, v.message) });
  const busy = answer.isPending;
  const fieldId = `reply-${r.id}`;

  async function send(e: FormEvent) {
    e.preventDefault();
    if (message.trim().length < 10) return setError('Write at least a sentence to the shopper.');
    setError(null);
    const reply = await answer.mutateAsync({ id: r.id, message });
    if (!reply.success) return void toast.error(reply.message);
    toast.success(reply.message);
    await queryClient.invalidateQueries({ queryKey: ['admin', 'requests'] });
  }

  return (
    <>
      <h2 className="adm-request__title">
        {r.blueprintTitle}
        {r.design && (
          <>
            {' '}
            for <Link to={hrefs.product(r.design)}>{r.design.title}</Link>
          </>
        )}
      </h2>
      <p className="muted">
        {r.shopperName} · {r.shopperEmail} · asked {shortDateTime(r.createdAt)}
      </p>
      {r.state === 'answered' ? (
        <blockquote className="adm-answer">
          <p>{r.answer}</p>
          <footer className="muted">Answered {r.answeredAt ? shortDateTime(r.answeredAt) : ''}</footer>
        </blockquote>
      ) : (
        <form method="post" onSubmit={send} noValidate className="stack">
          <div className="form-field">
            <label htmlFor={fieldId}>Reply to {r.shopperName || r.shopperEmail} by e-mail</label>
            <textarea id={fieldId} rows={4} value={message} onChange={(e) => setMessage(e.target.value)} aria-invalid={error ? true : undefined} aria-describedby={error ? `${fieldId}-error` : undefined} />
            {error && (
              <p id={`${fieldId}-error`} className="form-error" role="alert">
                {error}
              </p>
            )}
          </div>
          <div className="form-actions">
            <button type="submit" className="btn btn-primary" disabled={busy}>
              {busy ? 'Sending…' : 'Send reply'}
            </button>
          </div>
        </form>
      )}
    </>
  );
}
