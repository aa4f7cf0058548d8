import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { Executor } from './helpers';

/** The folder drizzle-kit owns (drizzle.config.ts `out`): SQL files, meta/_journal.json, snapshots. */
export const MIGRATIONS_FOLDER = join(__dirname, 'migrations');

/** Where drizzle's migrator records what ran: a table in the database's own schema (see migrate.ts). */
export const MIGRATIONS_TABLE = '__drizzle_migrations';

export interface Migration {
  tag: string;
  /** The journal's `when`: drizzle's migrator runs every migration newer than the last recorded one. */
  when: number;
  /** drizzle's hash of the file, as its migrator records it. */
  hash: string;
}

/** The journal's migrations in order, with drizzle's own hashes. */
export function journal(): Migration[] {
  const { entries } = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string; when: number }[];
  };
  const files = readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER });
  return entries.map((entry, index) => ({ tag: entry.tag, when: entry.when, hash: files[index].hash }));
}

export const migrationsTable = (schema: string) => sql`${sql.identifier(schema)}.${sql.identifier(MIGRATIONS_TABLE)}`;

/** drizzle's migrator makes its table with this very statement (CREATE … IF NOT EXISTS): it finds this one. */
export async function ensureMigrationsTable(db: Executor, schema: string): Promise<void> {
  await db.execute(sql`CREATE TABLE IF NOT EXISTS ${migrationsTable(schema)} (id SERIAL PRIMARY KEY, hash text NOT NULL, created_at bigint)`);
}
