import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { testDatabases } from './testDatabases.ts';
import { startTestApp } from './testApp.ts';

/** Where the generated client types live: every front end reads the API through them (shared/src/api/apiTypes.ts). */
export const openApiTypesFile = fileURLToPath(new URL('../../../shared/src/api/openapi.ts', import.meta.url));

const header = `// Generated from /api/openapi.json by openapi-typescript: \`npm run openapi:types\`. Do not edit.
// api/test/openApiTypes.test.ts fails when this file and the server's document differ.
/* eslint-disable */
`;

/** The server's OpenAPI document as TypeScript (openapi-typescript), from an app on an empty in-memory database. */
export async function generateOpenApiTypes(): Promise<string> {
  const t = await startTestApp(testDatabases[0]!, {}, { seed: false, workers: false });
  try {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    if (res.statusCode !== 200) throw new Error(`GET /api/openapi.json: ${res.statusCode}`);
    const ast = await openapiTS(JSON.parse(res.body), { alphabetize: true });
    return header + astToString(ast);
  } finally {
    await t.close();
  }
}
