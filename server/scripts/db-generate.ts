/**
 * `npm run db:generate -w server` (arguments pass on: `-- --name add_mood`, `-- --custom --name x`):
 * drizzle-kit writes the next migration from the schema files, then this takes the "public". off
 * the tables its foreign keys name. drizzle-kit spells out that schema for every pgTable; unqualified,
 * a reference finds the table through the search path, so the same files make a database in a test's
 * own schema (testing/postgres.ts scopedSchema) as in public. migrations-in-sync.test.ts fails on a
 * file that still names it.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

const server = join(__dirname, '..');
const migrations = join(server, 'src', 'db', 'migrations');
const drizzleKit = join(dirname(require.resolve('drizzle-kit')), 'bin.cjs');

execFileSync(process.execPath, [drizzleKit, 'generate', ...process.argv.slice(2)], { cwd: server, stdio: 'inherit' });

for (const file of readdirSync(migrations).filter((name) => name.endsWith('.sql'))) {
  const path = join(migrations, file);
  const text = readFileSync(path, 'utf8');
  const unqualified = text.replaceAll('REFERENCES "public".', 'REFERENCES ');
  if (unqualified !== text) writeFileSync(path, unqualified);
}
