import { useState, type FormEvent } from 'react';
import { toast, useQuery, useQueryClient, useMutation } from '@store/shared';
import { addNote, fetchNotes, notesKey } from '../api/orderWorkApi.ts';
import { shortDateTime } from './labels.ts';

const maxLength = 2000;

/** The owner's private notes on an order (never shown to the shopper): the list, oldest first, and a field to add one. */
export function OrderNotes({ orderId }: { orderId: number }) {
  const queryClient = useQueryClient();
  const notes = useQuery({ queryKey: notesKey(orderId), queryFn: () => fetchNotes(orderId), staleTime: 0, retry: 1 });
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const add = useMutation({ mutationFn: (v: { orderId: number; text: string }) => addNote(v.orderId, v.text) });

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!text.trim()) return setError('Write the note first.');
    const reply = await add.mutateAsync({ orderId, text });
    if (!reply.success) return setError(reply.message);
    setError(null);
    setText('');
    toast.success(reply.message);
    await queryClient.invalidateQueries({ queryKey: notesKey(orderId) });
  }

  return (
    <section className="card" aria-labelledby="notes-title">
      <h2 id="notes-title">Notes</h2>
      {notes.isPending ? (
        <p className="muted">Loading the notes…</p>
      ) : notes.isError ? (
        <p className="alert alert-error" role="alert">
          Could not load the notes: {notes.error.message}
        </p>
      ) : notes.data.length === 0 ? (
        <p className="muted">No notes yet. Only the back office sees them.</p>
      ) : (
        <ul className="adm-timeline" aria-label="Notes on this order">
          {notes.data.map((n) => (
            <li key={n.id} className="adm-timeline__item">
              <span className="adm-note__body">{n.body}</span>
              <time dateTime={n.createdAt}>
                {shortDateTime(n.createdAt)} · {n.authorEmail ?? 'a removed account'}
              </time>
            </li>
          ))}
        </ul>
      )}
      <form method="post" className="adm-refund" onSubmit={(e) => void submit(e)} noValidate>
        <label htmlFor="adm-note">New note (only the back office sees it)</label>
        <textarea id="adm-note" rows={3} maxLength={maxLength} value={text} onChange={(e) => setText(e.target.value)} aria-invalid={error ? true : undefined} aria-describedby={error ? 'adm-note-error' : undefined} />
        {error && (
          <p id="adm-note-error" className="form-error" role="alert">
            {error}
          </p>
        )}
        <div>
          <button type="submit" className="btn btn-outline btn-sm" disabled={add.isPending}>
            {add.isPending ? 'Saving…' : 'Add note'}
          </button>
        </div>
      </form>
    </section>
  );
}
