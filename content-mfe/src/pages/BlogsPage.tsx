import { usePageMeta } from '@store/shared/ui';

/** Placeholder until this page's issue lands: states what the page will show. */
export default function BlogsPage() {
  usePageMeta({ title: 'Blogs', description: 'Stories and guides from our team.' });
  return (
    <main className="container page">
      <h1>Blogs</h1>
      <p>Stories and guides from our team.</p>
    </main>
  );
}
