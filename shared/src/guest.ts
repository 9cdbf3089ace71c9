import { readText, storageKeys, writeText } from './storage.ts';

/** The guest's uid: 'guest_' + a random id, created once per browser (spec §3). */
export function getGuestUid(): string {
  const existing = readText(storageKeys.guestUid);
  if (existing && existing.startsWith('guest_')) return existing;
  const id = `guest_${randomId()}`;
  writeText(storageKeys.guestUid, id);
  return id;
}

function randomId(): string {
  return crypto.randomUUID().replace(/-/g, '');
}
