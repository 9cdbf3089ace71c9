import type { FastifyInstance } from 'fastify';

/** The bodies a browser sends for a plain `<form method="post">`. */
const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];

/**
 * Every form that carries a password, a code or personal data is `method="post"` to its own page
 * (#23): sent before the page is live with the early-input script missing, or without JavaScript,
 * it must neither put the fields in a URL nor meet a 404. The page answers `303 See Other` back to
 * itself: the shopper gets the page again (now live, they send it again), and the body is drained
 * unread, so nothing sent (a password above all) is parsed, logged or echoed.
 */
export async function answerFormPosts(app: FastifyInstance, isPage: (pathname: string) => Promise<boolean>) {
  await app.register(async (scope) => {
    // only in this scope: the API keeps refusing bodies it does not expect
    scope.addContentTypeParser(FORM_TYPES, { bodyLimit: 1024 * 1024 }, (_req, payload, done) => {
      payload.on('error', done);
      payload.on('end', () => done(null, undefined));
      payload.resume();
    });
    // the live route table's pages (remotes deploy their own routes), never an unknown API address
    scope.post('/*', async (req, reply) => {
      const url = new URL(req.url, 'http://page.invalid');
      if (url.pathname.startsWith('/api/') || !(await isPage(url.pathname).catch(() => false))) return reply.callNotFound();
      return reply.status(303).header('Location', url.pathname + url.search).header('Cache-Control', 'no-store').send();
    });
  });
}
