import { usePageMeta } from '@store/shared/ui';

/** Placeholder until this page's issue lands: states what the page will show. */
export default function BlogPage() {
  usePageMeta({ title: 'Blog', description: 'A blog post and related posts.' });
  return (
    <main className="container page">
      <h1>Blog</h1>
      <p>A blog post and related posts.</p>
    </main>
  );
}
