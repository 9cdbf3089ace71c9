import type { BlogPost, BlogSummary } from '@store/shared/types';
import type { Sql } from '../db/db.ts';
import { htmlToText, sanitizeBlogHtml, truncateText } from './sanitizeBlogHtml.ts';

/** Posts per page of /api/blogs. */
export const BLOGS_PAGE_SIZE = 6;
/** Posts in the related grid of a post. */
export const RELATED_COUNT = 3;

interface BlogRow {
  id: number;
  slug: string;
  title: string;
  topic: string;
  content: string;
  featured_image: string;
  created_at: Date | string;
}

const columns = 'id, slug, title, topic, content, featured_image, created_at';
const iso = (d: Date | string) => new Date(d).toISOString();

function toSummary(row: BlogRow): BlogSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: truncateText(htmlToText(sanitizeBlogHtml(row.content)), 320),
    featured_image: row.featured_image,
    createdAt: iso(row.created_at),
  };
}

function toPost(row: BlogRow): BlogPost {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    topic: row.topic,
    content: sanitizeBlogHtml(row.content),
    featured_image: row.featured_image,
    createdAt: iso(row.created_at),
  };
}

export async function listBlogs(db: Sql, page: number) {
  const [{ n }] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM blogs WHERE published');
  const rows = await db.query<BlogRow>(`SELECT ${columns} FROM blogs WHERE published ORDER BY created_at DESC, id DESC LIMIT $1 OFFSET $2`, [
    BLOGS_PAGE_SIZE,
    (page - 1) * BLOGS_PAGE_SIZE,
  ]);
  const totalPages = Math.max(1, Math.ceil(n / BLOGS_PAGE_SIZE));
  return {
    data: rows.map(toSummary),
    pagination: { currentPage: page, totalPages, totalItems: n, hasPrevPage: page > 1, hasNextPage: page < totalPages },
  };
}

export async function findBlogBySlug(db: Sql, slug: string): Promise<BlogPost | null> {
  const [row] = await db.query<BlogRow>(`SELECT ${columns} FROM blogs WHERE slug = $1 AND published`, [slug]);
  return row ? toPost(row) : null;
}

export async function findBlogById(db: Sql, id: number): Promise<BlogPost | null> {
  const [row] = await db.query<BlogRow>(`SELECT ${columns} FROM blogs WHERE id = $1 AND published`, [id]);
  return row ? toPost(row) : null;
}

/** Other posts, same topic first, then the newest. */
export async function relatedBlogs(db: Sql, post: Pick<BlogPost, 'id' | 'topic'>): Promise<BlogSummary[]> {
  const rows = await db.query<BlogRow>(
    `SELECT ${columns} FROM blogs WHERE id <> $1 AND published ORDER BY (topic = $2) DESC, created_at DESC, id DESC LIMIT $3`,
    [post.id, post.topic, RELATED_COUNT],
  );
  return rows.map(toSummary);
}

/** Only a published post has a picture: a draft's title must not leak through it (issue #24). */
export async function findBlogImageInfo(db: Sql, slug: string) {
  const [row] = await db.query<{ title: string; topic: string }>('SELECT title, topic FROM blogs WHERE slug = $1 AND published', [slug]);
  return row ?? null;
}
