import type { FastifyInstance } from 'fastify';
import type { Deps } from '../deps.ts';
import { ok } from '../http/envelope.ts';
import { healthProbe } from '../cluster/healthProbe.ts';
import { productCount } from '../catalog/productQueries.ts';
import { describe } from '../http/routeDoc.ts';
import { z } from 'zod';

export function healthRoutes(app: FastifyInstance, { db }: Deps) {
  const probe = healthProbe(db, productCount);
  app.get(
    '/api/health',
    describe({
      serialize: true,
      reply: z.object({ status: z.literal('ok'), database: z.string(), products: z.number().int() }),
      errors: [503],
      access: 'public',
      summary: "Liveness: the process answers, with the catalogue's size as the database last gave it (the database asked at most a second ago, the products counted at most a minute ago; 503 when the database has not answered for 15 s)",
    }),
    async () => ok({ status: 'ok', database: db.kind, products: (await probe.read()).products }),
  );
}
