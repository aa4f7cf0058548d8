import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import type { Database } from './client';
import { openTestDatabase } from '../testing/db';
import { schemaDrift, schemaTables } from '../testing/schema-drift';

/**
 * The drizzle schema (what queries are typed against) and the database the migrations make: a check in
 * CI. migrations-in-sync.test.ts holds the generated migrations to the schema; this one also sees what
 * a custom migration (plain SQL drizzle-kit does not read) might change behind the schema's back.
 */
describe('the drizzle schema and the migrations', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('declare the same tables and columns, types, NOT NULLs and defaults', async () => {
    const tables = schemaTables();
    expect(tables.length).toBeGreaterThan(20);
    expect(await schemaDrift(database, tables)).toEqual([]);
  });

  it('are told apart when the schema changes without a migration', async () => {
    // actor_notes as a schema edit would leave it: comment dropped, a column added, a type changed.
    const edited = pgTable('actor_notes', {
      guestId: integer('guest_id').notNull(),
      actorId: text('actor_id').notNull(),
      updatedAt: text('updated_at').notNull().default(''),
      mood: integer('mood'),
    });
    const others = schemaTables().filter((table) => table[Symbol.for('drizzle:Name') as never] !== 'actor_notes');
    const drift = await schemaDrift(database, [...others, edited]);
    expect(drift.filter((line) => line.startsWith('actor_notes.'))).toEqual([
      'actor_notes.actor_id: type text in the schema, integer in the database',
      'actor_notes.comment: in the migrated database, not in the schema',
      'actor_notes.mood: in the schema, not in the migrated database',
      'actor_notes.updated_at: type text in the schema, timestamp with time zone in the database',
    ]);
  });
});
