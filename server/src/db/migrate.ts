import { sql } from 'drizzle-orm';
import type { MigrationConfig } from 'drizzle-orm/migrator';
import type { Database } from './client';
import { ensureMigrationsTable, journal, MIGRATIONS_FOLDER, MIGRATIONS_TABLE, migrationsTable } from './drizzle-migrations';
import { rowsOf } from './helpers';
import { adoptLegacyHistory } from './legacy-history';

/**
 * Applies drizzle-kit's migrations (db/migrations) that have not run yet, with drizzle's own migrator
 * for the engine, and answers their tags. drizzle records them in the database's own schema, not in
 * its default `drizzle` schema, so that each test's PostgreSQL schema (testing/postgres.ts) has its own record.
 */
export async function migrate(database: Database): Promise<string[]> {
  const [{ schema }] = await rowsOf<{ schema: string }>(database.db, sql`SELECT current_schema() AS schema`);
  await adoptLegacyHistory(database, schema);
  await ensureMigrationsTable(database.db, schema);
  const [{ last }] = await rowsOf<{ last: string | null }>(database.db, sql`SELECT max(created_at) AS last FROM ${migrationsTable(schema)}`);
  const config: MigrationConfig = { migrationsFolder: MIGRATIONS_FOLDER, migrationsSchema: schema, migrationsTable: MIGRATIONS_TABLE };
  if (database.engine === 'pglite') {
    const { migrate: migratePglite } = await import('drizzle-orm/pglite/migrator');
    await migratePglite(database.db as never, config);
  } else {
    const { migrate: migratePostgres } = await import('drizzle-orm/node-postgres/migrator');
    await migratePostgres(database.db as never, config);
  }
  return journal()
    .filter((migration) => migration.when > Number(last ?? 0))
    .map((migration) => migration.tag);
}
