// The one list of Module Federation singletons. Every vite config (shell and remotes) calls it with
// its own package.json, so each build declares the versions it was built against. The `@store/shared`
// package itself is shared: sharing zustand alone would give every remote its own store. The router
// is not listed: it is shared inside `@store/shared` (shared/src/navigation.ts), which ships only
// the parts the pages use instead of the whole react-router package; so is TanStack Query
// (shared/src/serverState.ts), with only the functions the areas call. Nor is react-toastify: only
// `@store/shared` imports it (shared/src/ui/toast.ts), on first use, so the shell's copy is the one.
import { devPorts, remoteNames, remotePackage, remotePrefixes, singletonNames, storeRemotes, type RemoteName } from './federation/index.ts';

// The lists themselves live in the @store/federation package (federation/), which the server reads too.
export { devPorts, remoteNames, remotePackage, remotePrefixes, singletonNames, storeRemotes, type RemoteName };

type Manifest = { dependencies?: Record<string, string> };

export function sharedDeps(pkg: Manifest) {
  const deps = pkg.dependencies ?? {};
  return Object.fromEntries(
    singletonNames.map((name) => {
      const range = deps[name];
      if (!range) throw new Error(`mf-shared: ${name} is not a dependency of this package`);
      // Workspace links are written as "*" or "file:"; the shared package is versioned 1.x.
      const requiredVersion = name === '@store/shared' ? '^1.0.0' : range;
      return [name, { singleton: true, requiredVersion }];
    }),
  );
}

/**
 * The federation options of one remote. Each remote's vite.config.ts passes its name and the
 * pages it exposes; everything that must agree across remotes is decided here.
 */
export function remoteFederation(name: RemoteName, pkg: Manifest, exposes: Record<string, string>, command: 'build' | 'serve' = 'build', routes: readonly object[] = []) {
  return {
    name,
    filename: 'remoteEntry.js',
    // The server entry (a second, `--ssr` build) lives in dist/ssr/, apart from the browser's
    // dist/assets, so neither build can overwrite a chunk of the other.
    ssrFilename: 'ssr/remoteEntry.ssr.js',
    // The remote's own routes travel with its build: the shell and the server read them from
    // mf-manifest.json's metaData (#25), so a new page ships with the remote alone.
    manifest: {
      additionalData: ({ stats }: { stats: Record<string, unknown> }) => ({ ...stats, metaData: { ...(stats.metaData as object), routes } }),
    },
    // 'auto': chunk URLs resolve from the manifest's own URL, so one dist works at any origin/prefix.
    publicPath: 'auto',
    exposes,
    shared: sharedDeps(pkg),
    dts: false,
    dev: { remoteHmr: true },
    // A built remote uses the host's Module Federation runtime instead of shipping its own copy
    // (≈19 KB gzip less per remote a page loads). Dev servers keep theirs, so a remote still runs
    // standalone in `npm run dev -w <remote>`.
    experiments: { externalRuntime: command === 'build' },
  } as const;
}

/**
 * The build options of a remote: the browser build, or (`vite build --ssr`) its server entry for
 * the store's server renderer. The server build writes only under dist/ssr/ and keeps the browser
 * build's files and manifest (which advertises `ssr/remoteEntry.ssr.js`).
 */
export function remoteBuild(name: RemoteName, exposes: Record<string, string>, isSsrBuild: boolean | undefined) {
  if (!isSsrBuild) return { target: 'esnext', rolldownOptions: { output: { codeSplitting: { groups: [sharedSourceGroup(name)] } } } };
  return {
    target: 'node20',
    outDir: 'dist',
    emptyOutDir: false,
    copyPublicDir: false,
    rollupOptions: {
      // any exposed page will do as the build's input; the plugin adds the server remote entry
      input: Object.values(exposes)[0],
      output: { entryFileNames: 'ssr/[name].js', chunkFileNames: 'ssr/[name]-[hash].js', assetFileNames: 'ssr/[name]-[hash][extname]' },
    },
  };
}

/**
 * The remote's own modules that two or more of its pages use (a card, a hook, the API client), as
 * one chunk: left to the bundler they were one file each — five to eight requests of 1–4 KB on every
 * page, each a round trip while the page waited to become live (#23). Packages and the federation
 * wrappers (grouped first by the plugin) stay out; a module one page uses stays in that page.
 */
function sharedSourceGroup(name: RemoteName) {
  const pkg = remotePackage(name).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return { name: 'shared-src', test: new RegExp(`[\\\\/]${pkg}[\\\\/]src[\\\\/]`), minShareCount: 2 };
}

/**
 * A remote's server entry bundles its own non-shared packages (swiper, say): the store's server
 * resolves only the shared singletons for it, so a remote can add a dependency without the host.
 */
export function remoteSsrOptions(pkg: Manifest) {
  const own = Object.keys(pkg.dependencies ?? {}).filter((d) => !(singletonNames as readonly string[]).includes(d) && !d.startsWith('@module-federation/'));
  // the router rides inside @store/shared's fallback copy: bundle it with its own dependencies,
  // whose versions the store's server does not resolve (react-router's cookie@1, say)
  return { noExternal: [...new Set([...own, 'react-router', 'react-router-dom', 'cookie', 'set-cookie-parser'])] };
}
