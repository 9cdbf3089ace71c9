import { remoteVersion } from '../remotes/remoteRegistry.ts';

/**
 * Tells the server a remote's page failed to render in this browser: the remote, its version, the
 * error's name and the route pattern. Never the message or the URL (they may hold personal data).
 * Fire and forget; the server counts it toward that version's error rate (a canary rolls back on it).
 */
export function reportRemoteError(remote: string, error: Error, route: string): void {
  if (typeof window === 'undefined' || typeof fetch !== 'function') return;
  const name = /^[A-Za-z][\w$.]{0,79}$/.test(error?.name ?? '') ? error.name : 'Error';
  const version = remoteVersion(remote);
  const body = JSON.stringify({ remote, name, route: route.slice(0, 200), ...(version ? { version } : {}) });
  void fetch('/api/remote-errors', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body, keepalive: true }).catch(() => {});
}
