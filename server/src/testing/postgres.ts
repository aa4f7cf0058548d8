import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import type { Database } from '../db/client';
import { openTestDatabase } from './db';
import { SERVER_START_TIMEOUT } from './timeouts';

/** The PostgreSQL server the PostgreSQL-only suites run against; they skip without it. */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;

export interface ScopedSchema {
  name: string;
  /** TEST_DATABASE_URL with this schema as its search path: a server or database opened on it works only there. */
  url: string;
  create(): Promise<void>;
  /** Drops the schema and all in it; nothing when it was never created. */
  drop(): Promise<void>;
}

/** A fresh schema of its own on the test server, so suites and runs never share tables. */
export function scopedSchema(url: string, prefix = 'vx_test'): ScopedSchema {
  const schema = `${prefix}_${randomBytes(6).toString('hex')}`;
  const scoped = new URL(url);
  scoped.searchParams.set('options', `-c search_path=${schema}`);
  let created = false;
  const admin = async (statement: string) => {
    const client = new Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  return {
    name: schema,
    url: scoped.toString(),
    async create() {
      await admin(`CREATE SCHEMA ${schema}`);
      created = true;
    },
    async drop() {
      if (created) await admin(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    },
  };
}

/**
 * For a PostgreSQL-only describe block: a migrated database in a fresh schema of its own, opened
 * before its tests and dropped after them. Read it inside the tests.
 */
export function usePostgresDatabase(): () => Database {
  let schema: ScopedSchema | undefined;
  let database: Database | undefined;
  beforeAll(async () => {
    schema = scopedSchema(TEST_DATABASE_URL as string);
    await schema.create();
    database = await openTestDatabase(schema.url);
  }, SERVER_START_TIMEOUT);
  afterAll(async () => {
    await database?.close();
    await schema?.drop();
  }, SERVER_START_TIMEOUT);
  return () => {
    if (!database) throw new Error('the PostgreSQL database is open only inside the tests of its describe block');
    return database;
  };
}
