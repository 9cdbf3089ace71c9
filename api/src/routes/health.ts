import type { FastifyInstance } from 'fastify';
import type { Deps } from '../deps.ts';
import { ok } from '../http/envelope.ts';
import { productCount } from '../catalog/productQueries.ts';
import { describe } from '../http/routeDoc.ts';
import { z } from 'zod';

export function healthRoutes(app: FastifyInstance, { db }: Deps) {
  app.get('/api/health', describe({ serialize: true, reply: z.object({ status: z.literal('ok'), database: z.string(), products: z.number().int() }), access: 'public', summary: 'Liveness: the process answers and reads the database' }), async () => {
    return ok({ status: 'ok', database: db.kind, products: await productCount(db) });
  });
}
