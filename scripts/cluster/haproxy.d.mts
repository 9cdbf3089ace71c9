export function haproxyPath(): string | null;
export function ensureHaproxy(log?: (line: string) => void): string;
