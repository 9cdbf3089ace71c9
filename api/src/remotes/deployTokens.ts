import { createHash, randomBytes } from 'node:crypto';
import type { Sql } from '../db/db.ts';

const PREFIX = 'dpl_';
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

export const isDeployToken = (value: string) => value.startsWith(PREFIX);

/** A new deploy token for a team's pipeline: shown once, only its hash is kept. */
export async function createDeployToken(db: Sql, label: string, createdBy: string | null): Promise<{ id: number; token: string }> {
  const token = `${PREFIX}${randomBytes(32).toString('base64url')}`;
  const [row] = await db.query<{ id: string }>('INSERT INTO deploy_tokens (label, token_hash, created_by) VALUES ($1, $2, $3) RETURNING id::text', [label, hashOf(token), createdBy]);
  return { id: Number(row!.id), token };
}

/** The token's label when it is known and not revoked (256-bit random: a hash lookup is enough). */
export async function verifyDeployToken(db: Sql, token: string): Promise<string | null> {
  const [row] = await db.query<{ label: string }>('SELECT label FROM deploy_tokens WHERE token_hash = $1 AND revoked_at IS NULL', [hashOf(token)]);
  return row?.label ?? null;
}

export async function listDeployTokens(db: Sql): Promise<{ id: number; label: string; createdAt: string; revoked: boolean }[]> {
  const rows = await db.query<{ id: string; label: string; created_at: string; revoked_at: string | null }>('SELECT id::text, label, created_at, revoked_at FROM deploy_tokens ORDER BY id DESC');
  return rows.map((r) => ({ id: Number(r.id), label: r.label, createdAt: new Date(r.created_at).toISOString(), revoked: r.revoked_at !== null }));
}

export async function revokeDeployToken(db: Sql, id: number): Promise<boolean> {
  const rows = await db.query('UPDATE deploy_tokens SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL RETURNING id', [id]);
  return rows.length > 0;
}
