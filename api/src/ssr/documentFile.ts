import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { DOCUMENT_TEMPLATE_FILE, parseDocumentTemplate, type DocumentTemplate } from '@store/shared/document';

/**
 * The shell's document template from its build, read again when the file changes (a redeployed
 * shell needs no restart). Null while the shell is not built, or was built before it had one.
 */
export function documentFile(frontendsRoot: string): () => DocumentTemplate | null {
  const file = join(frontendsRoot, 'shell', 'dist', DOCUMENT_TEMPLATE_FILE);
  let cached: { mtimeMs: number; template: DocumentTemplate | null } | null = null;
  return () => {
    // one stat per page (no separate existence check): it answers undefined while not built
    const mtimeMs = statSync(file, { throwIfNoEntry: false })?.mtimeMs;
    if (mtimeMs === undefined) return null;
    if (!cached || cached.mtimeMs !== mtimeMs) cached = { mtimeMs, template: parseDocumentTemplate(readFileSync(file, 'utf8')) };
    return cached.template;
  };
}
