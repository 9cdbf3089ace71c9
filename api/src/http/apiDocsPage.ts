import { escapeHtml } from '@store/shared/rules';
import type { openApiDocument } from './openApi.ts';

type Doc = ReturnType<typeof openApiDocument>;
interface Operation {
  summary: string;
  tags: string[];
  security?: Record<string, string[]>[];
  parameters?: { name: string; in: string; required: boolean; schema: Record<string, unknown> }[];
  requestBody?: { content: Record<string, { schema: Record<string, unknown> }> };
}

const typeOf = (schema: Record<string, unknown>) => String(schema.type ?? (schema.enum ? 'enum' : schema.anyOf ? 'one of several' : 'any'));

function bodyFields(schema: Record<string, unknown>): string {
  const props = (schema.properties ?? {}) as Record<string, Record<string, unknown>>;
  const required = new Set((schema.required ?? []) as string[]);
  const rows = Object.entries(props).map(([name, p]) => `<li><code>${escapeHtml(name)}</code> ${escapeHtml(typeOf(p))}${required.has(name) ? ' (required)' : ''}</li>`);
  return rows.length ? `<p>Body (JSON):</p><ul>${rows.join('')}</ul>` : '';
}

/** A plain, accessible page of every operation in the document, grouped by its first path segment. */
export function apiDocsPage(doc: Doc): string {
  const groups = new Map<string, string[]>();
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, raw] of Object.entries(methods)) {
      const op = raw as Operation;
      const who = op.security ? (op.security.length > 1 ? 'guest or signed in' : 'signed in') : 'anyone';
      const params = (op.parameters ?? []).map((p) => `<li><code>${escapeHtml(p.name)}</code> in ${p.in}, ${escapeHtml(typeOf(p.schema))}${p.required ? ' (required)' : ''}</li>`).join('');
      const body = op.requestBody ? bodyFields(Object.values(op.requestBody.content)[0]?.schema ?? {}) : '';
      const html = `<section class="op"><h3><span class="method">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code></h3><p>${escapeHtml(op.summary)} <span class="who">(${who})</span></p>${params ? `<p>Parameters:</p><ul>${params}</ul>` : ''}${body}</section>`;
      const tag = op.tags[0] ?? 'api';
      groups.set(tag, [...(groups.get(tag) ?? []), html]);
    }
  }
  const sections = [...groups].map(([tag, ops]) => `<section aria-labelledby="g-${escapeHtml(tag)}"><h2 id="g-${escapeHtml(tag)}">${escapeHtml(tag)}</h2>${ops.join('')}</section>`).join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(doc.info.title)} reference</title>
<style>body{font:1rem/1.5 system-ui,sans-serif;color:#1a1a1a;max-width:60rem;margin:0 auto;padding:1rem}code{font-family:ui-monospace,monospace;overflow-wrap:anywhere}.op{border-top:1px solid #ccc;padding:.5rem 0}.op h3{font-size:1rem;margin:.25rem 0}.method{display:inline-block;min-width:4rem;font-weight:700;color:#0f5132}.who{color:#4a4a4a}a{color:#0b57d0}</style></head>
<body><main><h1>${escapeHtml(doc.info.title)} reference</h1><p>${escapeHtml(doc.info.description)} The machine-readable document is <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI ${doc.openapi}).</p>${sections}</main></body></html>`;
}
