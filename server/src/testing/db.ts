import type { SQL } from 'drizzle-orm';
import type { Database } from '../db/client';

/** Rows of a raw query, the same for PGlite and node-postgres (both answer `{ rows }`). */
export async function queryRows<T = Record<string, unknown>>(database: Database, query: SQL): Promise<T[]> {
  const result = (await database.db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
