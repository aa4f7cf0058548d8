import type { SQL } from 'drizzle-orm';
import { openDatabase, type Database } from '../db/client';
import { migrate } from '../db/migrate';

/** A migrated database of its own: in-memory PGlite, or PostgreSQL at `url` (a scopedSchema's). Close it in afterAll. */
export async function openTestDatabase(url?: string): Promise<Database> {
  const database = await openDatabase({ DATA_DIR: 'memory', DATABASE_URL: url });
  await migrate(database);
  return database;
}

/** Rows of a raw query, the same for PGlite and node-postgres (both answer `{ rows }`). */
export async function queryRows<T = Record<string, unknown>>(database: Database, query: SQL): Promise<T[]> {
  const result = (await database.db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
