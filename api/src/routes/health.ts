import type { FastifyInstance } from 'fastify';
import type { Deps } from '../deps.ts';
import { ok } from '../http/envelope.ts';

export function healthRoutes(app: FastifyInstance, { db }: Deps) {
  app.get('/api/health', async () => {
    const [row] = await db.query<{ products: number }>('SELECT count(*)::int AS products FROM products');
    return ok({ status: 'ok', database: db.kind, products: row?.products ?? 0 });
  });
}
