import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { keyOf, scryptCost, scryptCostAccepted } from './secretsBox.ts';
import { BackupRefused } from './backupReader.ts';
import type { ManifestAuth } from './manifest.ts';

/**
 * The manifest's authentication code: HMAC-SHA256 over the whole `#manifest` line with a key
 * derived from the owner's passphrase (scrypt, salt in the manifest). The manifest holds the sha256
 * of every line before it, so a matching code means nothing in the file changed since it was
 * written by someone holding the passphrase. Without a passphrase there is no code: the checksums
 * then catch accidental damage only, since anyone can recompute them after an edit.
 */
export function newManifestAuth(): ManifestAuth {
  return { kdf: 'scrypt', ...scryptCost, salt: randomBytes(16).toString('base64') };
}

function macKey(passphrase: string, auth: ManifestAuth): Buffer {
  if (auth.kdf !== 'scrypt' || !scryptCostAccepted(auth)) throw new BackupRefused('The backup authenticates its manifest in a way this store does not know.');
  return keyOf(`manifest|${passphrase}`, Buffer.from(auth.salt, 'base64'), auth.N, auth.r, auth.p);
}

export function manifestMac(manifestLine: string, passphrase: string, auth: ManifestAuth): string {
  return createHmac('sha256', macKey(passphrase, auth)).update(manifestLine).digest('hex');
}

export const notAuthenticatedNote =
  'Not authenticated (no BACKUP_PASSPHRASE to check it with, or the backup was taken without one): its checksums detect accidental damage, not deliberate edits. Anyone who can write the file can change a row and recompute them.';

/**
 * Whether the manifest is authenticated: true when its code matches the passphrase, false when
 * there is no passphrase to check it with (the caller says so). Refuses a code that does not match,
 * and a file without one while a passphrase is set (stripping the code must not pass for "taken
 * without a passphrase").
 */
export function checkManifestAuth(read: { manifest: { auth?: ManifestAuth }; manifestLine: string; mac: string | null }, passphrase: string | undefined): boolean {
  const { auth } = read.manifest;
  if (!passphrase) return false;
  if (!auth || !read.mac)
    throw new BackupRefused(
      'This backup carries no authentication code, so a deliberate edit could not be detected. A backup taken with BACKUP_PASSPHRASE always has one; to restore a backup taken without a passphrase, unset BACKUP_PASSPHRASE (its checksums then catch accidental damage only).',
    );
  const want = Buffer.from(manifestMac(read.manifestLine, passphrase, auth), 'hex');
  const got = Buffer.from(read.mac, 'hex');
  if (want.length !== got.length || !timingSafeEqual(want, got))
    throw new BackupRefused("The backup's authentication code does not match: the file was changed after it was taken, or BACKUP_PASSPHRASE is not the passphrase it was taken with.");
  return true;
}
