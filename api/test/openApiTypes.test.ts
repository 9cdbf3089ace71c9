import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { generateOpenApiTypes, openApiTypesFile } from './helpers/openApiTypes.ts';

/** The typed client the front ends use is generated from the document, and never drifts from it. */
describe('the generated API types (shared/src/api/openapi.ts)', () => {
  it('are what openapi-typescript makes of the current document (run `npm run openapi:types` after changing a route)', async () => {
    const fresh = await generateOpenApiTypes();
    expect(fresh).toContain('"/api/blogs": {');
    // compared whole: a changed route, reply or parameter shows as a diff here
    expect(readFileSync(openApiTypesFile, 'utf8') === fresh, 'shared/src/api/openapi.ts is stale: run `npm run openapi:types`').toBe(true);
  });
});
