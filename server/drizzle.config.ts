import { defineConfig } from 'drizzle-kit';

/**
 * drizzle-kit's view of the database: the domains' schema files are its one source, and
 * src/db/migrations is the folder it owns (the SQL files, meta/_journal.json and the snapshots).
 * `npm run db:generate -w server` writes the next migration from a schema change.
 */
export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/domains/*/schema.ts', './src/domains/*/*-schema.ts'],
  out: './src/db/migrations',
});
