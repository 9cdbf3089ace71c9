import { createCipheriv, createDecipheriv, randomBytes, scryptSync } from 'node:crypto';

/** The generated secrets of a store, sealed with the owner's passphrase (scrypt → AES-256-GCM). */
export interface SealedBox {
  kdf: 'scrypt';
  N: number;
  r: number;
  p: number;
  salt: string;
  iv: string;
  tag: string;
  data: string;
}

// scrypt cost: 2^15 × 8 × 1 takes ~100 ms and 32 MiB — slow for a guesser, quick for one backup
const N = 2 ** 15;
const r = 8;
const p = 1;
export const keyOf = (passphrase: string, salt: Buffer, n: number, rr: number, pp: number) =>
  scryptSync(passphrase.normalize('NFC'), salt, 32, { N: n, r: rr, p: pp, maxmem: 128 * n * rr * 2 });
/** The scrypt cost a new backup uses (sealed secrets and the manifest's key alike). */
export const scryptCost = { N, r, p } as const;
/** Refuses costs beyond what this store would make: a file must not make us spend gigabytes. */
export const scryptCostAccepted = (c: { N: number; r: number; p: number }) => c.N <= 2 ** 20 && c.r <= 32 && c.p <= 16;

export function seal(plain: string, passphrase: string): SealedBox {
  const salt = randomBytes(16);
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(passphrase, salt, N, r, p), iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return { kdf: 'scrypt', N, r, p, salt: salt.toString('base64'), iv: iv.toString('base64'), tag: cipher.getAuthTag().toString('base64'), data: data.toString('base64') };
}

export class WrongPassphrase extends Error {
  constructor() {
    super("The passphrase does not open this backup's secrets (BACKUP_PASSPHRASE is wrong, or the file was changed).");
  }
}

/** The sealed text, or WrongPassphrase: GCM's tag fails for a wrong key and for a changed byte alike. */
export function open(box: SealedBox, passphrase: string): string {
  if (box.kdf !== 'scrypt' || !scryptCostAccepted(box)) throw new Error('The backup seals its secrets in a way this store does not know.');
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(passphrase, Buffer.from(box.salt, 'base64'), box.N, box.r, box.p), Buffer.from(box.iv, 'base64'));
    decipher.setAuthTag(Buffer.from(box.tag, 'base64'));
    return Buffer.concat([decipher.update(Buffer.from(box.data, 'base64')), decipher.final()]).toString('utf8');
  } catch {
    throw new WrongPassphrase();
  }
}
