import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { requireUser } from '../../http/caller.ts';
import { ok } from '../../http/envelope.ts';
import { describe } from '../../http/routeDoc.ts';
import { parse } from '../../http/validate.ts';
import { createPost, deletePost, listPostsForAdmin, postForAdmin, updatePost } from '../../admin/blogAdmin.ts';
import { sanitizeBlogHtml } from '../../content/sanitizeBlogHtml.ts';
import { adminBlogPost, htmlPreview } from './replies.ts';
import { noData } from '../replyShapes.ts';

const postParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const postBody = z.object({
  title: z.string().trim().min(3, 'The title needs at least 3 characters.').max(160),
  topic: z.string().trim().min(2, 'Give the post a topic.').max(40),
  content: z.string().trim().min(1, 'Write the post first.').max(200_000),
  published: z.boolean(),
});
const previewBody = z.object({ content: z.string().max(200_000) });
// a post's HTML has line breaks and tabs; other fields stay single-line
const multiline = { multiline: ['content'] };

/** The owner's blog: every post (drafts too), create, edit, publish/unpublish, delete, preview. */
export function adminBlogRoutes(admin: FastifyInstance, deps: Deps) {
  admin.get('/blogs', describe({ reply: z.array(adminBlogPost), summary: 'Every blog post, drafts included, newest first', access: 'admin' }), async () => ok(await listPostsForAdmin(deps.db)));
  admin.get('/blogs/:id', describe({ reply: adminBlogPost, summary: 'One blog post for editing', access: 'admin', params: postParams }), async (req) => {
    const { id } = parse(postParams, req.params);
    return ok(await postForAdmin(deps.db, id));
  });
  admin.post('/blogs', describe({ reply: adminBlogPost, summary: 'Create a blog post (HTML sanitised on save)', access: 'admin', body: postBody }), async (req) => {
    const actorId = await requireUser(req, deps);
    const post = await createPost(deps.db, actorId, parse(postBody, req.body, multiline));
    return ok(post, post.published ? 'Post published' : 'Draft saved');
  });
  admin.put('/blogs/:id', describe({ reply: adminBlogPost, summary: 'Edit a blog post, publish or unpublish it', access: 'admin', params: postParams, body: postBody }), async (req) => {
    const actorId = await requireUser(req, deps);
    const { id } = parse(postParams, req.params);
    const post = await updatePost(deps.db, actorId, id, parse(postBody, req.body, multiline));
    return ok(post, post.published ? 'Post published' : 'Saved as a draft');
  });
  admin.delete('/blogs/:id', describe({ reply: noData, summary: 'Delete a blog post', access: 'admin', params: postParams }), async (req) => {
    const actorId = await requireUser(req, deps);
    const { id } = parse(postParams, req.params);
    await deletePost(deps.db, actorId, id);
    return ok(null, 'Post deleted');
  });
  admin.post('/blogs/preview', describe({ reply: htmlPreview, summary: 'The HTML a post would show, after the sanitiser', access: 'admin', body: previewBody }), async (req) => {
    const { content } = parse(previewBody, req.body, multiline);
    return ok({ html: sanitizeBlogHtml(content) });
  });
}
