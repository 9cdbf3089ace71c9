/**
 * Names what a downloaded chunk is from its file name (the build names chunks after their module
 * or Module Federation virtual module), so the report can say what dominates the bytes.
 */
export function ownerOf(urlPath: string): string {
  const m = /^\/mfe\/([^/]+)\//.exec(urlPath);
  return m ? m[1] : 'shell';
}

/** File name without the content hash: 'react-dom-1flDk5uq.js' → 'react-dom.js'. */
export function chunkName(urlPath: string): string {
  const file = urlPath.split('?')[0].split('/').pop() ?? urlPath;
  const plain = file.replace(/-[A-Za-z0-9_-]{8}(\.(?:js|css|mjs))$/, '$1').replace(/\.js\.js$/, '.js');
  // MF virtual modules have long generated names; keep the part that says what they are.
  const share = /__(loadShare|prebuild)__(.+?)(?:__\1__)?\.js$/.exec(plain);
  if (share) return `mf-${share[1]}:${decodeMf(share[2])}.js`;
  if (plain.startsWith('_virtual_mf-localSharedImportMap')) return 'mf-localSharedImportMap.js';
  return plain;
}

/** The MF virtual names encode package names: '_mf_0_' = '@', '_mf_1_' = '/', '_mf_2_' = '-'. */
function decodeMf(s: string): string {
  return s.replace(/_mf_0_/g, '@').replace(/_mf_1_/g, '/').replace(/_mf_2_/g, '-');
}

/** A share chunk over this size holds the package's code, not just the stub that waits for it. */
const STUB_MAX_GZIP = 3 * 1024;

export function describeChunk(name: string, owner: string, gzipBytes: number): string {
  let m: RegExpExecArray | null;
  if ((m = /^mf-loadShare:(.+)\.js$/.exec(name))) {
    const pkg = m[1].replace(/^shared$/, '@store/shared');
    if (gzipBytes <= STUB_MAX_GZIP) return `MF share stub: ${owner} takes ${pkg} from the share scope`;
    return owner === 'shell'
      ? `shared singleton ${pkg}: the copy the shell provides to every container`
      : `${owner}'s share stub for ${pkg} with Module Federation runtime helpers bundled in (not a copy of the package)`;
  }
  if ((m = /^mf-prebuild:(.+)\.js$/.exec(name))) return `MF fallback copy of ${m[1]} (runs only if the host does not share it)`;
  if (/localSharedImportMap/.test(name)) return 'MF map of the shared modules this container provides';
  if (name.startsWith('remoteEntry')) return 'MF container entry (exposes, share scope init)';
  if (name.startsWith('mf-entry-bootstrap')) return 'MF bootstrap of the entry';
  if (name.startsWith('hostInit')) return 'MF host runtime init';
  if (name.startsWith('pendingShares')) return 'MF shared-module wait list';
  if (name.startsWith('rolldown-runtime')) return 'bundler runtime helpers';
  if (name.startsWith('vite-preload-helper')) return 'vite preload helper';
  if (name.startsWith('react-dom')) return 'react-dom';
  if (/^react\b/.test(name)) return 'react';
  if (/^dist\b/.test(name)) return 'a library’s dist bundle (MF runtime / vendor)';
  if (/^index\.css$/.test(name)) return 'styles';
  if (/^index\.js$/.test(name)) return 'entry module';
  if (/^src\.js$/.test(name)) return 'app source (@store/shared or the container’s own src)';
  if (/^[A-Z]\w*Page\.js$/.test(name)) return `page component ${name.replace(/\.js$/, '')}`;
  if (name.endsWith('.css')) return 'styles';
  return 'chunk (module group)';
}
