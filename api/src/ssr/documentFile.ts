import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { DOCUMENT_TEMPLATE_FILE, parseDocumentTemplate, type DocumentTemplate } from '@store/shared/document';

/** How stale a redeployed shell's template may be: a page looks for a new one at most this often. */
export const LOOK_EVERY_MS = 1_000;

/**
 * The shell's document template from its build, read again when the file changes (a redeployed
 * shell needs no restart). Null while the shell is not built, or was built before it had one.
 */
export function documentFile(frontendsRoot: string): () => DocumentTemplate | null {
  const file = join(frontendsRoot, 'shell', 'dist', DOCUMENT_TEMPLATE_FILE);
  let cached: { mtimeMs: number; template: DocumentTemplate | null } | null = null;
  let lookedAt = 0;
  return () => {
    // the file is looked at once a second at most, not on every page (a stat was ≈ 1 % of a render, #24)
    const now = Date.now();
    if (cached && now - lookedAt < LOOK_EVERY_MS) return cached.template;
    lookedAt = now;
    // one stat (no separate existence check): it answers undefined while not built
    const mtimeMs = statSync(file, { throwIfNoEntry: false })?.mtimeMs;
    if (mtimeMs === undefined) {
      cached = null;
      return null;
    }
    if (!cached || cached.mtimeMs !== mtimeMs) cached = { mtimeMs, template: parseDocumentTemplate(readFileSync(file, 'utf8')) };
    return cached.template;
  };
}
