// A render thread's entry. Node 20 applies no module hooks (tsx's) to a worker started with
// `--import`, so the thread loads its TypeScript through tsx's own import, which brings every module
// it imports (the shell's server entry, React, the remotes' builds) through the same loader.
import { tsImport } from 'tsx/esm/api';

await tsImport('./renderThread.ts', import.meta.url);
