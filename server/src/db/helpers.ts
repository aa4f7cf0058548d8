import type { SQL } from 'drizzle-orm';
import type { Db } from './client';

/** A transaction handle of the shared database. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Where a service may run its statements: the database, or an open transaction when the caller
 * composes several services into one atomic change (a payment credits the wallet in its own
 * transaction). Inside a transaction use the handle you were given, never the outer `db`: PGlite
 * runs one transaction at a time and a statement on `db` would wait for it forever.
 */
export type Executor = Db | Tx;

/** Rows of a raw query, the same for PGlite and node-postgres (both answer `{ rows }`). */
export async function rowsOf<T = Record<string, unknown>>(db: Executor, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The driver's error under drizzle's DrizzleQueryError (it sits on `cause`): the one with a SQLSTATE. */
function pgError(error: unknown): { code: string; constraint?: unknown } | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 3 && current && typeof current === 'object'; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return current as { code: string; constraint?: unknown };
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

function pgCode(error: unknown): string | undefined {
  return pgError(error)?.code;
}

/** The constraint (or unique index) a statement violated, when the driver names it. */
export function violatedConstraint(error: unknown): string | undefined {
  const constraint = pgError(error)?.constraint;
  return typeof constraint === 'string' ? constraint : undefined;
}

/** SQLSTATE 23505: a unique constraint refused the row (a concurrent duplicate won). */
export function isUniqueViolation(error: unknown): boolean {
  return pgCode(error) === '23505';
}
