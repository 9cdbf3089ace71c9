import { useState } from 'react';
import { toast, useQuery, useQueryClient, useMutation } from '@store/shared';
import { QueryView } from '../components/QueryView.tsx';
import { AdminFrame } from '../components/AdminFrame.tsx';
import { fetchNotices, fetchPreview, noticesKey, previewKey, setNotice, type NoticeSetting, type PreviewEntry } from '../api/noticesApi.ts';
import '../styles/notices.css';

/** /admin/notices: which e-mails go out (issue #41), and a preview of every template the store sends. */
export default function NoticesPage() {
  const notices = useQuery({ queryKey: noticesKey, queryFn: fetchNotices, staleTime: 0, retry: 1 });
  return (
    <AdminFrame title="Notices">
      <QueryView query={notices} loading="Loading the notices" failed="Could not load the notices">
        {(n) => (
          <div className="stack">
            <NoticeSwitches settings={n.settings} />
            <Previews previews={n.previews} />
          </div>
        )}
      </QueryView>
    </AdminFrame>
  );
}

function NoticeSwitches({ settings }: { settings: NoticeSetting[] }) {
  const client = useQueryClient();
  const change = useMutation({ mutationFn: (v: { kind: NoticeSetting['kind']; enabled: boolean }) => setNotice(v.kind, v.enabled) });
  const busy = change.isPending ? (change.variables?.kind ?? null) : null;
  // the box follows the click at once; a refusal puts it back (the list is fetched again either way)
  const [shown, setShown] = useState<Record<string, boolean>>({});
  const on = (s: NoticeSetting) => shown[s.kind] ?? s.enabled;
  async function toggle(s: NoticeSetting) {
    const next = !on(s);
    setShown((m) => ({ ...m, [s.kind]: next }));
    const reply = await change.mutateAsync({ kind: s.kind, enabled: next });
    if (reply.success) toast.success(reply.message);
    else {
      toast.error(reply.message);
      setShown((m) => ({ ...m, [s.kind]: !next }));
    }
    await client.invalidateQueries({ queryKey: noticesKey });
  }
  return (
    <section className="card stack" aria-labelledby="switches-title">
      <h2 id="switches-title">E-mails that go out</h2>
      <p className="muted">Each is on until you switch it off. Password, payment and shipping e-mails always go.</p>
      <ul className="ntc-switches">
        {settings.map((s) => (
          <li key={s.kind} className="adm-check">
            <input id={`notice-${s.kind}`} type="checkbox" checked={on(s)} disabled={busy !== null} onChange={() => void toggle(s)} />
            <label htmlFor={`notice-${s.kind}`}>{s.description}</label>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Previews({ previews }: { previews: PreviewEntry[] }) {
  const [chosen, setChosen] = useState(previews[0]?.id ?? '');
  const preview = useQuery({ queryKey: previewKey(chosen), queryFn: () => fetchPreview(chosen), enabled: chosen !== '', retry: 1 });
  return (
    <section className="card stack" aria-labelledby="previews-title">
      <h2 id="previews-title">Preview an e-mail</h2>
      <div className="form-field">
        <label htmlFor="preview-choice">E-mail</label>
        <select id="preview-choice" value={chosen} onChange={(e) => setChosen(e.target.value)}>
          {(['shopper', 'owner'] as const).map((audience) => (
            <optgroup key={audience} label={audience === 'shopper' ? 'To the shopper' : 'To you'}>
              {previews
                .filter((p) => p.audience === audience)
                .map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.label}
                  </option>
                ))}
            </optgroup>
          ))}
        </select>
      </div>
      <QueryView query={preview} loading="Loading the preview" failed="Could not load the preview">
        {(m) => (
          <div className="ntc-preview stack" data-testid="mail-preview">
            <dl className="adm-facts">
              <dt>To</dt>
              <dd>{m.to} (sample)</dd>
              <dt>Subject</dt>
              <dd data-testid="mail-subject">{m.subject}</dd>
            </dl>
            {/* the body as the server's sanitiser left it (as the newsletter preview does): shown, never run */}
            <div className="adm-preview ntc-mail" role="region" aria-label={`Preview of the e-mail: ${m.label}`} dangerouslySetInnerHTML={{ __html: m.bodyHtml }} />
            <details>
              <summary>Plain-text version</summary>
              <pre className="ntc-text">{m.text}</pre>
            </details>
          </div>
        )}
      </QueryView>
    </section>
  );
}
