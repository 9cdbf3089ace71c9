import { useState } from 'react';
import { toast, useQuery, useSearchParams } from '@store/shared';
import { DataTable, Pagination } from '@store/shared/ui';
import { adminKeys, downloadSubscribersCsv, fetchSubscribers, type Subscriber } from '../api/adminApi.ts';
import { QueryView } from '../components/QueryView.tsx';
import { AdminFrame } from '../components/AdminFrame.tsx';
import { NewsletterComposer } from '../components/NewsletterComposer.tsx';
import { NewsletterSendStatus } from '../components/NewsletterSendStatus.tsx';
import { shortDateTime } from '../components/labels.ts';

/** /admin/subscribers: who gets the newsletter, a CSV of them, and the newsletter composer. */
export default function SubscribersPage() {
  return (
    <AdminFrame title="Subscribers">
      <SubscribersBody />
    </AdminFrame>
  );
}

function SubscribersBody() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useQuery({ queryKey: adminKeys.subscribers(page), queryFn: () => fetchSubscribers(page), staleTime: 0, retry: 1 });
  const [downloading, setDownloading] = useState(false);

  async function download() {
    setDownloading(true);
    try {
      const blob = await downloadSubscribersCsv();
      const url = URL.createObjectURL(blob);
      const a = Object.assign(document.createElement('a'), { href: url, download: 'subscribers.csv' });
      a.click();
      URL.revokeObjectURL(url);
    } catch (err) {
      toast.error((err as Error).message);
    } finally {
      setDownloading(false);
    }
  }

  return (
    <div className="stack">
      <section className="card stack" aria-labelledby="list-title">
        <div className="adm-head">
          <h2 id="list-title">Current subscribers{list.data ? ` (${list.data.total})` : ''}</h2>
          <button type="button" className="btn btn-outline" onClick={() => void download()} disabled={downloading}>
            {downloading ? 'Preparing…' : 'Download CSV'}
          </button>
        </div>
        <QueryView query={list} loading="Loading subscribers" failed="Could not load the subscribers">
          {(data) => data.rows.length === 0 ? (
          <p role="status">No subscribers yet.</p>
        ) : (
          <>
            <DataTable<Subscriber>
              rows={data.rows}
              rowKey={(s) => s.email}
              columns={[
                { header: 'E-mail', cell: (s) => s.email },
                { header: 'Subscribed', cell: (s) => shortDateTime(s.subscribedAt) },
              ]}
            />
            <Pagination currentPage={page} totalPages={data.totalPages} onPageChange={(p) => setParams({ page: String(p) })} label="Subscriber pages" />
          </>
        )}
        </QueryView>
      </section>
      <NewsletterComposer />
      <NewsletterSendStatus />
    </div>
  );
}
