// `npm run openapi:types`: writes shared/src/api/openapi.ts from the server's document.
import { writeFileSync } from 'node:fs';
import { generateOpenApiTypes, openApiTypesFile } from './openApiTypes.ts';

writeFileSync(openApiTypesFile, await generateOpenApiTypes());
console.log(`[openapi:types] wrote ${openApiTypesFile}`);
process.exit(0);
