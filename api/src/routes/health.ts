import type { FastifyInstance } from 'fastify';
import type { Deps } from '../deps.ts';
import { ok } from '../http/envelope.ts';
import { productCount } from '../catalog/productQueries.ts';
import { describe } from '../http/routeDoc.ts';

export function healthRoutes(app: FastifyInstance, { db }: Deps) {
  app.get('/api/health', describe({ access: 'public', summary: 'Liveness: the process answers and reads the database' }), async () => {
    return ok({ status: 'ok', database: db.kind, products: await productCount(db) });
  });
}
