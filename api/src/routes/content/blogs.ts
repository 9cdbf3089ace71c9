import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { ok } from '../../http/envelope.ts';
import { notFound } from '../../http/httpError.ts';
import { pageParam, parse } from '../../http/validate.ts';
import { findBlogById, findBlogBySlug, listBlogs, relatedBlogs } from '../../content/blogQueries.ts';
import { describe } from '../../http/routeDoc.ts';
import { blogListExtra, blogPostExtra } from './replies.ts';
import { blogPost, blogSummary } from '../replyShapes.ts';

const slugParams = z.object({ slug: z.string().min(1).max(200) });
const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const blogNotFound = 'Blog not found.';
const listQuery = z.object({ page: pageParam });

/** Blog list, lookup by slug (the path spec §7 leaves unnamed) and by id; HTML already sanitised. */
export function blogRoutes(app: FastifyInstance, deps: Deps) {
  app.get('/api/blogs', describe({ serialize: true, reply: z.array(blogSummary), replyExtra: blogListExtra, query: listQuery, access: 'public', summary: 'Published blog posts, paged' }), async (req) => {
    const { page } = parse(listQuery, req.query);
    const { data, pagination } = await listBlogs(deps.db, page);
    return ok(data, 'Blogs fetched successfully', { pagination });
  });

  app.get('/api/blogs/slug/:slug', describe({ reply: blogPost, replyExtra: blogPostExtra, access: 'public', summary: 'One published blog post by its slug', params: slugParams }), async (req) => {
    const { slug } = parse(slugParams, req.params);
    const post = await findBlogBySlug(deps.db, slug);
    if (!post) throw notFound(blogNotFound);
    return ok(post, 'Blog fetched successfully', { related: await relatedBlogs(deps.db, post) });
  });

  app.get('/api/blog/details/:id', describe({ reply: blogPost, replyExtra: blogPostExtra, access: 'public', summary: 'One published blog post by its id', params: idParams }), async (req) => {
    const { id } = parse(idParams, req.params);
    const post = await findBlogById(deps.db, id);
    if (!post) throw notFound(blogNotFound);
    return ok(post, 'Blog fetched successfully', { related: await relatedBlogs(deps.db, post) });
  });
}
