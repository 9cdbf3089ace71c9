import type { AdminBlogPost, BlogDraft } from '@store/shared/types';
import { titleSlug } from '@store/shared/rules';
import type { Db, Sql } from '../db/db.ts';
import { notFound } from '../http/httpError.ts';
import { sanitizeBlogHtml } from '../content/sanitizeBlogHtml.ts';
import { audit } from '../db/auditLog.ts';

const columns = `id, slug, title, topic, content, featured_image AS "featuredImage", published, created_at AS "createdAt", updated_at AS "updatedAt"`;

/** The address of a new post: the title's slug reduced to what the blogs table accepts, made unique. */
async function freeSlug(sql: Sql, title: string): Promise<string> {
  const base = titleSlug(title).normalize('NFKD').replace(/[^a-z0-9-]/g, '').replace(/-+/g, '-').replace(/^-|-$/g, '').slice(0, 80).replace(/-$/, '') || 'post';
  const taken = new Set((await sql.query<{ slug: string }>(`SELECT slug FROM blogs WHERE slug = $1 OR slug LIKE $2`, [base, `${base}-%`])).map((r) => r.slug));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** Every post, drafts included, newest first. */
export function listPostsForAdmin(sql: Sql): Promise<AdminBlogPost[]> {
  return sql.query<AdminBlogPost>(`SELECT ${columns} FROM blogs ORDER BY created_at DESC, id DESC`);
}

export async function postForAdmin(sql: Sql, id: number): Promise<AdminBlogPost> {
  const [row] = await sql.query<AdminBlogPost>(`SELECT ${columns} FROM blogs WHERE id = $1`, [id]);
  if (!row) throw notFound('Post not found.');
  return row;
}

/** A new post. Its HTML is stored sanitised, by the same sanitiser the shop page uses. */
export async function createPost(db: Db, actorId: string, draft: BlogDraft): Promise<AdminBlogPost> {
  return db.transaction(async (tx) => {
    const slug = await freeSlug(tx, draft.title);
    const [row] = await tx.query<AdminBlogPost>(
      `INSERT INTO blogs (slug, title, topic, content, featured_image, published, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, now(), now()) RETURNING ${columns}`,
      [slug, draft.title, draft.topic, sanitizeBlogHtml(draft.content), `/api/blog-images/${slug}.svg`, draft.published],
    );
    await audit(tx, actorId, 'blog.create', String(row!.id), null, { slug, title: draft.title, published: draft.published });
    return row!;
  });
}

/** Edits a post; its address stays, so links already shared keep working. */
export async function updatePost(db: Db, actorId: string, id: number, draft: BlogDraft): Promise<AdminBlogPost> {
  return db.transaction(async (tx) => {
    const [before] = await tx.query<AdminBlogPost>(`SELECT ${columns} FROM blogs WHERE id = $1 FOR UPDATE`, [id]);
    if (!before) throw notFound('Post not found.');
    const [row] = await tx.query<AdminBlogPost>(
      `UPDATE blogs SET title = $2, topic = $3, content = $4, published = $5, updated_at = now() WHERE id = $1 RETURNING ${columns}`,
      [id, draft.title, draft.topic, sanitizeBlogHtml(draft.content), draft.published],
    );
    await audit(tx, actorId, 'blog.update', String(id), { title: before.title, published: before.published }, { title: draft.title, published: draft.published });
    return row!;
  });
}

export async function deletePost(db: Db, actorId: string, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [gone] = await tx.query<{ slug: string; title: string }>('DELETE FROM blogs WHERE id = $1 RETURNING slug, title', [id]);
    if (!gone) throw notFound('Post not found.');
    await audit(tx, actorId, 'blog.delete', String(id), gone, null);
  });
}

