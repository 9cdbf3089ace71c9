import { Link } from '@store/shared';
import type { BlogSummary } from '../api/contentApi.ts';
import { formatBlogDate } from '@store/shared/rules';

/** The related posts grid of a post: date, title, 'Read More'. */
export function RelatedPosts({ posts }: { posts: BlogSummary[] }) {
  if (!posts.length) return null;
  return (
    <section className="content-related" aria-labelledby="related-heading">
      <h2 id="related-heading">Related Posts</h2>
      <ul className="content-related__grid">
        {posts.map((p) => (
          <li key={p.id} className="content-related__item">
            <img src={p.featured_image} alt="" width={1200} height={630} loading="lazy" />
            <p className="content-blog-meta">
              <time dateTime={p.createdAt}>{formatBlogDate(p.createdAt)}</time>
            </p>
            <h3>{p.title}</h3>
            <Link to={`/blogs/${p.slug}`} className="content-read-more">
              Read More<span className="visually-hidden">: {p.title}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
