export function haproxyPath(): string | null;
export function ensureHaproxy(log?: (line: string) => void): string;
export function writeHaproxyConfig(dir: string, opts: { bind: string; backends: string[]; checkIntervalMs?: number }): string;
