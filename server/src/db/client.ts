import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Config } from '../config';

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
  const { drizzle } = await import('drizzle-orm/pglite');
  let client: InstanceType<typeof PGlite>;
  if (config.DATA_DIR === 'memory') {
    client = new PGlite();
  } else {
    const dir = resolve(config.DATA_DIR);
    mkdirSync(dirname(dir), { recursive: true });
    client = new PGlite(dir);
  }
  await client.waitReady;
  return {
    db: drizzle(client) as unknown as Db,
    exec: async (sql) => {
      await client.exec(sql);
    },
    close: () => client.close(),
    engine: 'pglite',
  };
}
