import { useSearchParams, usePageMeta, CategoryStrip } from '@store/shared';
import { ErrorState, LoadingState, Pagination } from '@store/shared/ui';
import { useBlogs } from '../hooks/contentQueries.ts';
import { BlogCard } from '../components/BlogCard.tsx';
import '../styles/content.css';

function pageFrom(params: URLSearchParams): number {
  const n = Number(params.get('page'));
  return Number.isInteger(n) && n >= 1 ? n : 1;
}

/** /blogs: paginated blog cards (the page number lives in ?page so Back and links keep it). */
export default function BlogsPage() {
  usePageMeta({
    title: 'Blogs',
    description: 'Guides, gift ideas and design tips for custom printed T-shirts, hoodies, mugs and phone cases from the PrintPop team.',
    canonical: '/blogs',
  });
  const [params, setParams] = useSearchParams();
  const page = pageFrom(params);
  const { data, error, isPending, refetch } = useBlogs(page);

  const goTo = (next: number) => {
    setParams(next > 1 ? { page: String(next) } : {});
    window.scrollTo({ top: 0 });
  };

  return (
    <main className="content-page">
      <CategoryStrip />
      <div className="container page">
        <h1 className="page-title">Our Blog</h1>
        {isPending ? (
          <LoadingState label="Loading blogs…" />
        ) : error ? (
          <ErrorState text={`Failed to load blogs: ${error.message}`} onRetry={() => void refetch()} />
        ) : data.blogs.length === 0 ? (
          <p className="muted">No blog posts on this page yet.</p>
        ) : (
          <>
            <div className="content-blog-grid">
              {data.blogs.map((b) => (
                <BlogCard key={b.id} blog={b} />
              ))}
            </div>
            <Pagination currentPage={data.pagination.currentPage} totalPages={data.pagination.totalPages} onPageChange={goTo} label="Blog pages" />
          </>
        )}
      </div>
    </main>
  );
}
