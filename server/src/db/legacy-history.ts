import { sql } from 'drizzle-orm';
import type { Database } from './client';
import { rowsOf } from './helpers';
import { ensureMigrationsTable, journal, migrationsTable } from './drizzle-migrations';

/**
 * The hand-written migrations that made the database before drizzle-kit did, as their table
 * `schema_migrations` names them. All of them together made what the journal's first two entries
 * make: the generated baseline and the custom triggers.
 */
const LEGACY_MIGRATIONS = [
  '0001_guests.sql',
  '0002_catalogue.sql',
  '0003_profiles_shows_purchases.sql',
  '0004_tracking.sql',
  '0005_catalogue_changes.sql',
  '0006_session_families.sql',
  '0007_signup_requests_name_keys.sql',
];
const BASELINE_TAGS = ['0000_baseline', '0001_triggers'];

/**
 * A database the hand-written migrations made (a developer's data folder, a server's schema) is
 * marked as at the baseline in drizzle's table, with drizzle's hashes, and its old table goes, so
 * drizzle's migrator runs only what came after. Nothing when there is no old table. Refuses a
 * database whose old history is incomplete: the baseline would not match it.
 */
export async function adoptLegacyHistory(database: Database, schema: string): Promise<void> {
  const [{ present }] = await rowsOf<{ present: boolean }>(database.db, sql`SELECT to_regclass('schema_migrations') IS NOT NULL AS present`);
  if (!present) return;
  const done = new Set((await rowsOf<{ name: string }>(database.db, sql`SELECT name FROM schema_migrations`)).map((row) => row.name));
  const missing = LEGACY_MIGRATIONS.filter((name) => !done.has(name));
  if (missing.length > 0) {
    throw new Error(
      `This database was made by the hand-written migrations drizzle-kit's replaced, but ${missing.join(', ')} never ran on it, ` +
        `so it is not at the baseline the drizzle migrations start from. To keep its data, start the server once at the commit ` +
        `before that baseline (git checkout "$(git log -1 --format=%h -- server/src/db/migrations/0007_signup_requests_name_keys.sql)^"), ` +
        `which applies them, then at this one. ` +
        `To start afresh, delete the PGlite data folder (DATA_DIR) or drop the database's tables: the demo data is seeded again.`,
    );
  }
  const baseline = journal().filter((migration) => BASELINE_TAGS.includes(migration.tag));
  const table = migrationsTable(schema);
  await database.db.transaction(async (tx) => {
    await ensureMigrationsTable(tx, schema);
    for (const migration of baseline) await tx.execute(sql`INSERT INTO ${table} (hash, created_at) VALUES (${migration.hash}, ${migration.when})`);
    await tx.execute(sql`DROP TABLE schema_migrations`);
  });
}
