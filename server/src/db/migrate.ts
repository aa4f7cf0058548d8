import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from './client';

const MIGRATIONS_DIR = join(__dirname, 'migrations');

/**
 * Applies the numbered SQL files of db/migrations that have not run yet, each in its own
 * transaction, and records them. Plain SQL runs the same on PGlite and a PostgreSQL server.
 */
export async function migrate(database: Database): Promise<string[]> {
  await database.exec(
    `CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`,
  );
  const rows = await database.db.execute<{ name: string }>(sql`SELECT name FROM schema_migrations`);
  const done = new Set((rows as unknown as { rows: { name: string }[] }).rows.map((r) => r.name));
  const files = readdirSync(MIGRATIONS_DIR).filter((f) => f.endsWith('.sql')).sort();
  const applied: string[] = [];
  for (const file of files) {
    if (done.has(file)) continue;
    const body = readFileSync(join(MIGRATIONS_DIR, file), 'utf8');
    const name = file.replace(/'/g, "''");
    await database.exec(`BEGIN;\n${body}\nINSERT INTO schema_migrations (name) VALUES ('${name}');\nCOMMIT;`);
    applied.push(file);
  }
  return applied;
}
