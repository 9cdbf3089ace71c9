import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { notFound } from '../../http/httpError.ts';
import { parse } from '../../http/validate.ts';
import { findBlogImageInfo } from '../../content/blogQueries.ts';
import { renderBlogImage } from '../../content/blogImageSvg.ts';
import { describe } from '../../http/routeDoc.ts';

const params = z.object({ file: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*\.svg$/, 'expected {slug}.svg') });

/** Featured images of blog posts, drawn per slug; the same slug always gives the same image. */
export function blogImageRoutes(app: FastifyInstance, deps: Deps) {
  app.get('/api/blog-images/:file', describe({ access: 'public', summary: "A blog post's picture (SVG)", params, produces: 'image/svg+xml' }), async (req, reply) => {
    const slug = parse(params, req.params).file.replace(/\.svg$/, '');
    const info = await findBlogImageInfo(deps.db, slug);
    if (!info) throw notFound('Blog image not found.');
    return reply
      .header('Content-Type', 'image/svg+xml; charset=utf-8')
      // a week: long enough for the CDN, short enough for an edited title to show up
      .header('Cache-Control', 'public, max-age=604800')
      .header('X-Content-Type-Options', 'nosniff')
      .send(renderBlogImage(slug, info.title, info.topic));
  });
}
