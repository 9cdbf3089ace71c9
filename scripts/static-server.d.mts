import type { Server } from 'node:http';
export function serveDirectory(root: string, port: number, host?: string): Promise<Server>;
