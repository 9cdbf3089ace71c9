/**
 * The document's tags are the store's areas, the folders under `api/src/routes/` (issue #43: the
 * first path segment gave 65 tags, product categories among them). describe() is called in the
 * route's own file, so the caller's file path names the area without a tag on every route.
 */
const areaNames: Record<string, string> = {
  catalog: 'Catalog',
  auth: 'Account',
  checkout: 'Checkout',
  content: 'Content',
  reviews: 'Reviews',
  seo: 'Site files',
  deploys: 'Deploys',
  mockups: 'Catalog',
  health: 'Operations',
  backupCommand: 'Operations',
  apiDocs: 'Operations',
};

/** Admin routes are many: one tag per back-office file ("Admin: orders"). */
const adminFiles: Record<string, string> = { index: 'roles', paymentScripts: 'payment page scripts', deployTokens: 'deploy tokens', designRequests: 'design requests' };

/** The area of the first stack frame in a file under routes/, or undefined (not called from a route file). */
export function areaOfStack(stack: string | undefined): string | undefined {
  const m = /[/\\]routes[/\\]([A-Za-z]+)(?:[/\\]([A-Za-z]+))?\.ts/.exec(stack ?? '');
  // the readiness probe is registered with the metrics, outside routes/
  if (!m) return /[/\\]cluster[/\\]/.test(stack ?? '') ? 'Operations' : undefined;
  const [, folderOrFile, file] = m;
  if (folderOrFile === 'admin') return `Admin: ${adminFiles[file ?? 'index'] ?? file}`;
  return areaNames[folderOrFile!] ?? folderOrFile;
}
