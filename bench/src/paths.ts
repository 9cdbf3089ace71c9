import { resolve } from 'node:path';

/** The repository root and the bench folder, wherever the harness is started from. */
export const repoRoot = resolve(import.meta.dirname, '../..');
export const benchDir = resolve(import.meta.dirname, '..');
