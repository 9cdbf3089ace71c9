import type { User } from '@store/shared/types';
import type { Sql } from '../db/db.ts';

export interface UserRow {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  password_hash: string;
  phone: string | null;
  address: string | null;
  country: string | null;
  region: string | null;
  city: string | null;
  zip: string | null;
  token_version: number;
  role: 'customer' | 'admin';
  created_at: Date | string;
}

// ids as text: bigint would not survive JSON, and the spec's user id is a string.
const columns = `id::text AS id, first_name, last_name, email, password_hash, phone, address, country, region, city, zip, token_version, role, created_at`;

/** E-mail addresses compare trimmed and lower-case (the unique index is on lower(email)). */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findUserByEmail(db: Sql, email: string): Promise<UserRow | undefined> {
  const [row] = await db.query<UserRow>(`SELECT ${columns} FROM users WHERE lower(email) = $1`, [normaliseEmail(email)]);
  return row;
}

export async function findUserById(db: Sql, id: string): Promise<UserRow | undefined> {
  const [row] = await db.query<UserRow>(`SELECT ${columns} FROM users WHERE id = $1`, [id]);
  return row;
}

/** Inserts a user; returns undefined when the e-mail is taken (unique index, also under a race). */
export async function insertUser(
  db: Sql,
  user: { firstName: string; lastName: string; email: string; passwordHash: string },
): Promise<UserRow | undefined> {
  const [row] = await db.query<UserRow>(
    `INSERT INTO users (first_name, last_name, email, password_hash) VALUES ($1, $2, $3, $4)
     ON CONFLICT (lower(email)) DO NOTHING RETURNING ${columns}`,
    [user.firstName, user.lastName, normaliseEmail(user.email), user.passwordHash],
  );
  return row;
}

/** The user as spec §3 names the fields (never the hash or token version). */
export function toUser(row: UserRow): User {
  return {
    id: row.id,
    fName: row.first_name,
    lName: row.last_name,
    email: row.email,
    phone: row.phone,
    address: row.address,
    country: row.country,
    region: row.region,
    city: row.city,
    zip: row.zip,
    // lets the shell show the back-office link; every /api/admin call checks the role again on the server
    role: row.role,
    created_at: new Date(row.created_at).toISOString(),
  };
}
