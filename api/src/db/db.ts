/** The one database seam: PostgreSQL semantics whether it is PGlite (embedded) or a server. */
export type Row = Record<string, unknown>;

export interface Sql {
  query<T = Row>(text: string, params?: unknown[]): Promise<T[]>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(script: string): Promise<void>;
}

export interface Db extends Sql {
  readonly kind: 'pglite' | 'postgres';
  /** Runs fn in one transaction; a throw rolls it back. */
  transaction<T>(fn: (tx: Sql) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** connections open, idle, and waiting callers, for /metrics (PostgreSQL's pool; PGlite: its one connection and queue) */
  poolStats?(): { total: number; idle: number; waiting: number };
}
