import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
}

/**
 * The shell's chunks a page needs before it is live that its index.html does not name: the
 * federation runtime imports them once the entry runs (shared-module setup, the shared store
 * package), each found one round trip after the last. Read from the shell's build manifest:
 * everything the entry and the federation's own modules import, following dynamic imports only
 * out of the federation's modules, so a chunk a page loads on demand (toasts) is not among them.
 * Paths from the site root; none when the build has no manifest. Read at build time, into the
 * shell's document template (documentTemplateFile.ts).
 */
export function bootChunks(shellDist: string): string[] {
  const file = join(shellDist, '.vite', 'manifest.json');
  if (!existsSync(file)) return [];
  let manifest: Record<string, ManifestChunk>;
  try {
    manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestChunk>;
  } catch {
    return [];
  }
  const federation = (key: string) => key.startsWith('virtual:mf');
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    manifest[key].imports?.forEach(visit);
    if (federation(key)) manifest[key].dynamicImports?.forEach(visit);
  };
  Object.keys(manifest).filter((key) => key === 'index.html' || federation(key)).forEach(visit);
  return [...seen].map((key) => manifest[key].file).filter((f) => f.endsWith('.js')).map((f) => `/${f}`);
}
