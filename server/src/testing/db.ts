import type { SQL } from 'drizzle-orm';
import { openDatabase, type Database } from '../db/client';
import { rowsOf } from '../db/helpers';
import { migrate } from '../db/migrate';

/** A migrated database of its own: in-memory PGlite, or PostgreSQL at `url` (a scopedSchema's). Close it in afterAll. */
export async function openTestDatabase(url?: string): Promise<Database> {
  const database = await openDatabase({ DATA_DIR: 'memory', DATABASE_URL: url });
  await migrate(database);
  return database;
}

/** Rows of a raw query on a test database (db/helpers.ts rowsOf). */
export function queryRows<T = Record<string, unknown>>(database: Database, query: SQL): Promise<T[]> {
  return rowsOf<T>(database.db, query);
}
