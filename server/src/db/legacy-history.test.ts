import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from './client';
import { journal } from './drizzle-migrations';
import { migrate } from './migrate';
import { catalog } from '../testing/catalog';
import { queryRows } from '../testing/db';
import { scopedSchema, TEST_DATABASE_URL, type ScopedSchema } from '../testing/postgres';

/** The hand-written migrations as they ran before drizzle-kit, by name, in order. */
const LEGACY = readFileSync(join(__dirname, '../testing/legacy-migrations.sql'), 'utf8')
  .split(/^-- legacy migration: /m)
  .slice(1)
  .map((part) => {
    const newline = part.indexOf('\n');
    return { name: part.slice(0, newline), body: part.slice(newline + 1) };
  });

/** What the old migrate() did: each file in a transaction, recorded in schema_migrations. */
async function applyLegacy(database: Database, count: number): Promise<void> {
  await database.exec(`CREATE TABLE schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`);
  for (const { name, body } of LEGACY.slice(0, count)) {
    await database.exec(`BEGIN;\n${body}\nINSERT INTO schema_migrations (name) VALUES ('${name}');\nCOMMIT;`);
  }
}

interface Engine {
  /** A new, empty database of its own. */
  open(): Promise<Database>;
  cleanup(): Promise<void>;
}

const pglite = (): Engine => ({ open: () => openDatabase({ DATA_DIR: 'memory' }), cleanup: async () => {} });

function postgres(url: string): Engine {
  const schemas: ScopedSchema[] = [];
  return {
    async open() {
      const schema = scopedSchema(url, 'vx_legacy');
      schemas.push(schema);
      await schema.create();
      return openDatabase({ DATABASE_URL: schema.url, DATA_DIR: 'memory' });
    },
    cleanup: async () => {
      await Promise.all(schemas.map((schema) => schema.drop()));
    },
  };
}

const engines: Array<[string, () => Engine]> = [['PGlite', pglite]];
if (TEST_DATABASE_URL) engines.push(['PostgreSQL', () => postgres(TEST_DATABASE_URL as string)]);

describe.each(engines)('a database the hand-written migrations made (%s)', (_name, make) => {
  let engine: Engine;
  const opened: Database[] = [];
  const open = async () => {
    const database = await engine.open();
    opened.push(database);
    return database;
  };
  beforeAll(() => {
    engine = make();
  });
  afterAll(async () => {
    await Promise.all(opened.map((database) => database.close()));
    await engine.cleanup();
  });

  it('is marked as at the baseline and then equals a database drizzle made', async () => {
    expect(LEGACY.map((file) => file.name)).toHaveLength(7);
    const old = await open();
    await applyLegacy(old, LEGACY.length);
    const [guest] = await queryRows<{ id: number }>(old, sql`INSERT INTO guests (email, name, password_hash) VALUES ('old@example.com', 'Old', 'x') RETURNING id`);

    // Marked as at the baseline, the old database gets only what came after it, once.
    const baseline = ['0000_baseline', '0001_triggers'];
    const after = journal()
      .map((migration) => migration.tag)
      .filter((tag) => !baseline.includes(tag));
    expect(await migrate(old)).toEqual(after);
    expect(await migrate(old)).toEqual([]);

    const fresh = await open();
    expect(await migrate(fresh)).toEqual([...baseline, ...after]);
    const [oldCatalog, freshCatalog] = [await catalog(old), await catalog(fresh)];
    expect(freshCatalog.triggers).toHaveLength(2);
    expect(freshCatalog.constraints.length).toBeGreaterThan(100);
    expect(oldCatalog).toEqual(freshCatalog);
    // drizzle's record is the one its migrator wrote on the fresh database: the same hashes and times.
    const history = (database: Database) => queryRows(database, sql`SELECT hash, created_at FROM __drizzle_migrations ORDER BY id`);
    expect(await history(old)).toEqual(await history(fresh));
    // Marking kept the data.
    expect(await queryRows(old, sql`SELECT email FROM guests WHERE id = ${guest.id}`)).toEqual([{ email: 'old@example.com' }]);
    // Two whole databases migrated and compared: 10-20 s on PGlite, more on a busy machine.
  }, 120_000);

  it('stops with what to do when its old history is incomplete, and changes nothing', async () => {
    const old = await open();
    await applyLegacy(old, 5);
    await expect(migrate(old)).rejects.toThrow(
      /0006_session_families\.sql, 0007_signup_requests_name_keys\.sql never ran on it.*start the server once at the commit before that baseline.*delete the PGlite data folder/s,
    );
    expect(await queryRows(old, sql`SELECT count(*)::int AS n FROM schema_migrations`)).toEqual([{ n: 5 }]);
    expect(await queryRows(old, sql`SELECT to_regclass('__drizzle_migrations') IS NULL AS absent`)).toEqual([{ absent: true }]);
  }, 120_000);
});
