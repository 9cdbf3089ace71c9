import { useState } from 'react';
import { Link, hrefs, toast, useQuery, useQueryClient, useMutation } from '@store/shared';
import { DataTable, ErrorState, LoadingState } from '@store/shared/ui';
import { adminKeys, deletePost, fetchPosts, type AdminBlogPost } from '../api/adminApi.ts';
import { AdminFrame } from '../components/AdminFrame.tsx';
import { shortDateTime } from '../components/labels.ts';

/** /admin/blog: every post, drafts too, with edit and delete. */
export default function BlogPostsPage() {
  return (
    <AdminFrame title="Blog" actions={<Link className="btn btn-primary" to={hrefs.adminBlogPost('new')}>New post</Link>}>
      <PostsBody />
    </AdminFrame>
  );
}

function PostsBody() {
  const posts = useQuery({ queryKey: adminKeys.posts, queryFn: fetchPosts, staleTime: 0, retry: 1 });
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState<number | null>(null);

  const removal = useMutation({ mutationFn: (id: number) => deletePost(id) });

  async function remove(post: AdminBlogPost) {
    const reply = await removal.mutateAsync(post.id);
    if (reply.success) toast.success(reply.message);
    else toast.error(reply.message);
    setConfirming(null);
    await queryClient.invalidateQueries({ queryKey: adminKeys.posts });
  }

  if (posts.isPending) return <LoadingState label="Loading posts" />;
  if (posts.isError) return <ErrorState text={`Could not load the posts: ${posts.error.message}`} onRetry={() => void posts.refetch()} />;
  if (!posts.data.length) return <p>No posts yet. Write the first one.</p>;
  return (
    <DataTable<AdminBlogPost>
      rows={posts.data}
      rowKey={(p) => p.id}
      columns={[
        { header: 'Title', cell: (p) => <Link to={hrefs.adminBlogPost(p.id)}>{p.title}</Link> },
        { header: 'State', cell: (p) => <span className={p.published ? 'badge adm-badge--live' : 'badge'}>{p.published ? 'Published' : 'Draft'}</span> },
        { header: 'Topic', cell: (p) => p.topic },
        { header: 'Written', cell: (p) => shortDateTime(p.createdAt) },
        {
          header: 'Actions',
          hideHeader: true,
          cell: (p) =>
            confirming === p.id ? (
              <span className="adm-confirm" role="group" aria-label={`Delete ${p.title}?`}>
                <button type="button" className="btn btn-danger btn-sm" onClick={() => void remove(p)}>
                  Yes, delete
                </button>
                <button type="button" className="btn btn-ghost btn-sm" onClick={() => setConfirming(null)}>
                  Keep it
                </button>
              </span>
            ) : (
              <button type="button" className="btn btn-outline btn-sm" onClick={() => setConfirming(p.id)} aria-label={`Delete ${p.title}`}>
                Delete
              </button>
            ),
        },
      ]}
    />
  );
}
