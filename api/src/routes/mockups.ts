import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parse } from '../http/validate.ts';
import { isShape, renderMockup } from '../providers/print/local/mockupSvg.ts';
import { notFound } from '../http/httpError.ts';
import { describe } from '../http/routeDoc.ts';

const params = z.object({
  shape: z.string(),
  base: z.string().regex(/^[0-9a-f]{6}$/i),
  accent: z.string().regex(/^[0-9a-f]{6}$/i),
  motif: z.coerce.number().int().min(0).max(99),
  view: z.string().regex(/^(front|detail)\.svg$/),
});
const query = z.object({
  width: z.coerce.number().int().min(8).max(2000).default(500),
  quality: z.coerce.number().int().min(1).max(100).default(80),
  t: z.string().max(80).default(''),
});

/** Generated mock-up images of the demo catalogue; immutable per URL, so cached for a year. */
export function mockupRoutes(app: FastifyInstance) {
  app.get('/api/mockups/:shape/:base/:accent/:motif/:view', describe({ access: 'public', summary: 'A product mock-up picture (SVG) of the demo catalogue', params, query, produces: 'image/svg+xml' }), async (req, reply) => {
    const p = parse(params, req.params);
    const q = parse(query, req.query);
    if (!isShape(p.shape)) throw notFound('Unknown mock-up shape.');
    const svg = renderMockup({
      shape: p.shape, base: `#${p.base}`, accent: `#${p.accent}`, motif: p.motif,
      view: p.view.replace('.svg', ''), label: q.t, width: q.width, quality: q.quality,
    });
    return reply
      .header('Content-Type', 'image/svg+xml; charset=utf-8')
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .send(svg);
  });
}
