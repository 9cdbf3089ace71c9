import { Link } from '@store/shared';
import type { BlogSummary } from '../api/contentApi.ts';
import { formatBlogDate } from '@store/shared/rules';

/** A card of the blog list: image, date, 'By Admin', title, 3-line excerpt, 'Read more'. */
export function BlogCard({ blog }: { blog: BlogSummary }) {
  const href = `/blogs/${blog.slug}`;
  return (
    <article className="content-blog-card" aria-labelledby={`blog-${blog.id}-title`}>
      <div className="content-blog-card__image">
        <img src={blog.featured_image} alt="" width={1200} height={630} loading="lazy" />
      </div>
      <div className="content-blog-card__body">
        <p className="content-blog-meta">
          <time dateTime={blog.createdAt}>{formatBlogDate(blog.createdAt)}</time>
          <span aria-hidden="true"> · </span>
          <span>By Admin</span>
        </p>
        <h2 id={`blog-${blog.id}-title`} className="content-blog-card__title">
          <Link to={href}>{blog.title}</Link>
        </h2>
        <p className="content-blog-card__excerpt">{blog.excerpt}</p>
        <Link to={href} className="content-read-more">
          Read more<span className="visually-hidden">: {blog.title}</span>
        </Link>
      </div>
    </article>
  );
}
