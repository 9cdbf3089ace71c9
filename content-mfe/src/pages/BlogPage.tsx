import { Link, useParams, queryKeys, useNotFound, usePageMeta, CategoryStrip } from '@store/shared';
import { useBlog } from '../hooks/contentQueries.ts';
import { BlogHtml } from '../components/BlogHtml.tsx';
import { RelatedPosts } from '../components/RelatedPosts.tsx';
import { formatBlogDate } from '@store/shared/rules';
import '../styles/content.css';
import { ErrorState, LoadingState } from '@store/shared/ui';

/** /blogs/{slug}: featured image, title, the server-sanitised HTML and related posts. */
export default function BlogPage() {
  const { slug = '' } = useParams();
  const { data, error, isPending, refetch } = useBlog(slug);
  const post = data?.post;
  // An unknown post is a 404 for crawlers and shoppers alike (the server asks the page, #25).
  useNotFound(queryKeys.blog(slug));
  usePageMeta({
    title: post?.title ?? 'Blog',
    description: post ? `${post.title}: read the full article on the PrintPop blog.` : 'Read the PrintPop blog.',
    canonical: `/blogs/${slug}`,
    image: post?.featured_image,
    jsonLd: post
      ? { '@context': 'https://schema.org', '@type': 'BlogPosting', headline: post.title, datePublished: post.createdAt, image: post.featured_image, author: { '@type': 'Organization', name: 'Admin' } }
      : undefined,
  });

  return (
    <main className="content-page">
      <CategoryStrip />
      <div className="container page">
        <nav aria-label="Breadcrumb" className="content-breadcrumb">
          <Link to="/blogs">← All blogs</Link>
        </nav>
        {isPending ? (
          <LoadingState label="Loading blog…" />
        ) : error ? (
          <ErrorState text={`Error loading blog: ${error.message}`} onRetry={() => void refetch()} />
        ) : (
          <>
            <article className="content-article">
              <img className="content-article__image" src={data.post.featured_image} alt="" width={1200} height={630} />
              <p className="content-blog-meta">
                <time dateTime={data.post.createdAt}>{formatBlogDate(data.post.createdAt)}</time>
                <span aria-hidden="true"> · </span>
                <span>By Admin</span>
              </p>
              <h1>{data.post.title}</h1>
              <BlogHtml html={data.post.content} />
            </article>
            <RelatedPosts posts={data.related} />
          </>
        )}
      </div>
    </main>
  );
}
