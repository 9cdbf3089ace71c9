import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { answerFormPosts } from './formPosts.ts';
import { pagePipeline, type PagePipelineOptions } from './pagePipeline.ts';

/**
 * The addresses the page pipeline answers: every page URL (as the not-found fallback, returned),
 * `/` (the static root would answer it as a directory), a page's form posts, and the two JSON
 * documents the shell reads when its page did not carry them (dev, a CDN).
 */
export async function servePages(app: FastifyInstance, opts: PagePipelineOptions) {
  const servePage = pagePipeline(opts);
  // the visitor's map: the same cookie decides the page the server renders and the remotes the browser loads
  app.get('/remotes.json', async (req, reply) =>
    reply
      .header('Cache-Control', 'no-store')
      .header('Content-Type', 'application/json')
      .send(JSON.stringify(opts.visitor ? opts.visitor(req, reply).map : (opts.remotes?.() ?? {}))),
  );
  app.get('/routes.json', async (_req, reply) =>
    reply.header('Cache-Control', 'no-store').header('Content-Type', 'application/json').send(JSON.stringify(opts.table ? (await opts.table()).routes : [])),
  );
  app.get('/', servePage);
  await answerFormPosts(app, async (pathname) => (opts.table ? (await opts.table()).match(pathname) !== null : false));
  return servePage as (req: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
}
