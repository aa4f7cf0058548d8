import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Config } from '../config';
import { lockDataFolder } from './data-lock';

/** One database handle for both engines: drizzle for queries, `exec` for migration scripts. */
export interface Database {
  db: PgDatabase<PgQueryResultHKT>;
  /** Runs a script of several statements (migrations). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
  engine: 'pglite' | 'postgres';
}

export type Db = Database['db'];

export async function openDatabase(config: Pick<Config, 'DATABASE_URL' | 'DATA_DIR'>): Promise<Database> {
  if (config.DATABASE_URL) {
    const { Pool } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const pool = new Pool({ connectionString: config.DATABASE_URL, max: 20 });
    return {
      db: drizzle(pool) as unknown as Db,
      exec: async (sql) => {
        await pool.query(sql);
      },
      close: () => pool.end(),
      engine: 'postgres',
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  // The global search's typo tolerance (server/docs/search.md); a migration creates the extension.
  const extensions = { pg_trgm };
  let client: InstanceType<typeof PGlite>;
  let release = () => {};
  if (config.DATA_DIR === 'memory') {
    client = new PGlite({ extensions });
  } else {
    const dir = resolve(config.DATA_DIR);
    mkdirSync(dirname(dir), { recursive: true });
    release = lockDataFolder(dir);
    client = new PGlite(dir, { extensions });
  }
  try {
    await client.waitReady;
  } catch (error) {
    release();
    // PGlite says only `RuntimeError: Aborted()`: say which folder and what to do.
    throw new Error(
      `The PGlite data folder ${resolve(config.DATA_DIR)} could not be opened (${String(error)}). ` +
        `It is likely damaged by a process killed while writing, or written by another PGlite version. ` +
        `Move it aside (or delete it: the demo data is seeded again) and start again, or set DATA_DIR to another folder.`,
      { cause: error },
    );
  }
  return {
    db: drizzle(client) as unknown as Db,
    exec: async (sql) => {
      await client.exec(sql);
    },
    close: async () => {
      await client.close();
      release();
    },
    engine: 'pglite',
  };
}
