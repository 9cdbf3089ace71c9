import { useState, type FormEvent } from 'react';
import { Link, hrefs, toast, useNavigate, useParams, useQuery, useQueryClient, useMutation } from '@store/shared';
import { ErrorState, LoadingState, TextField } from '@store/shared/ui';
import { adminKeys, fetchPost, previewPost, savePost, type AdminBlogPost, type BlogDraft } from '../api/adminApi.ts';
import { AdminFrame } from '../components/AdminFrame.tsx';
import { HtmlField } from '../components/FormFields.tsx';

const empty: BlogDraft = { title: '', topic: '', content: '', published: false };

/** /admin/blog/new and /admin/blog/:postId: write, preview (after the server's sanitiser) and publish. */
export default function BlogEditorPage() {
  const { postId } = useParams();
  const isNew = !postId || postId === 'new';
  const post = useQuery({ queryKey: adminKeys.post(postId ?? 'new'), queryFn: () => fetchPost(postId!), enabled: !isNew, staleTime: 0, retry: 1 });
  return (
    <AdminFrame title={isNew ? 'New post' : 'Edit post'} actions={<Link to={hrefs.adminBlog()}>All posts</Link>}>
      {isNew ? (
        <Editor post={null} />
      ) : post.isPending ? (
        <LoadingState label="Loading the post" />
      ) : post.isError ? (
        <ErrorState text={`Could not load the post: ${post.error.message}`} onRetry={() => void post.refetch()} />
      ) : (
        <Editor post={post.data} />
      )}
    </AdminFrame>
  );
}

function Editor({ post }: { post: AdminBlogPost | null }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<BlogDraft>(post ? { title: post.title, topic: post.topic, content: post.content, published: post.published } : empty);
  const [errors, setErrors] = useState<Partial<Record<keyof BlogDraft, string>>>({});
  const [preview, setPreview] = useState<string | null>(null);
  const write = useMutation({ mutationFn: (v: { id: number | null; draft: typeof draft }) => savePost(v.id, v.draft) });
  const busy = write.isPending;
  const set = <K extends keyof BlogDraft>(k: K, v: BlogDraft[K]) => setDraft((d) => ({ ...d, [k]: v }));

  function check(): boolean {
    const next: typeof errors = {};
    if (draft.title.trim().length < 3) next.title = 'The title needs at least 3 characters.';
    if (draft.topic.trim().length < 2) next.topic = 'Give the post a topic.';
    if (!draft.content.trim()) next.content = 'Write the post first.';
    setErrors(next);
    return Object.keys(next).length === 0;
  }

  async function save(e: FormEvent) {
    e.preventDefault();
    if (!check()) return;
    const reply = await write.mutateAsync({ id: post?.id ?? null, draft });
    if (!reply.success) return void toast.error(reply.message);
    toast.success(reply.message);
    await queryClient.invalidateQueries({ queryKey: ['admin'] });
    navigate(hrefs.adminBlog());
  }

  async function showPreview() {
    const reply = await previewPost(draft.content);
    if (reply.success) setPreview(reply.data.html);
    else toast.error(reply.message);
  }

  return (
    <form method="post" className="stack adm-editor" onSubmit={save} noValidate>
      <TextField id="post-title" label="Title" required value={draft.title} onChange={(e) => set('title', e.target.value)} error={errors.title} />
      <TextField id="post-topic" label="Topic" required value={draft.topic} onChange={(e) => set('topic', e.target.value)} error={errors.topic} />
      <HtmlField
        id="post-content"
        label="Content (HTML)"
        rows={14}
        value={draft.content}
        onChange={(v) => set('content', v)}
        error={errors.content}
        hint="Paragraphs, headings, lists, links and images are kept; scripts and event handlers are removed on save."
      />
      <div className="adm-check">
        <input id="post-published" type="checkbox" checked={draft.published} onChange={(e) => set('published', e.target.checked)} />
        <label htmlFor="post-published">Published (shown on the blog)</label>
      </div>
      <div className="form-actions">
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? 'Saving…' : 'Save'}
        </button>
        <button type="button" className="btn btn-outline" onClick={() => void showPreview()}>
          Preview
        </button>
        {post?.published && (
          <Link to={hrefs.blog(post.slug)} target="_blank">
            View on the blog
          </Link>
        )}
      </div>
      {preview !== null && (
        <section className="card" aria-labelledby="preview-title">
          <h2 id="preview-title">Preview</h2>
          {/* the server's sanitiser has already removed scripts, handlers and unsafe URLs */}
          <div className="adm-preview" dangerouslySetInnerHTML={{ __html: preview }} />
        </section>
      )}
    </form>
  );
}
