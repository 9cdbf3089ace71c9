// A backup thread's entry (backupThread.ts). Node applies no module hooks (tsx's) to a worker started
// with `--import`, so the thread loads its TypeScript through tsx's own import, as the render threads do.
import { tsImport } from 'tsx/esm/api';

await tsImport('./backupThread.ts', import.meta.url);
