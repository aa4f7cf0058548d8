import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import type { GraphQLContext } from '../domains/vxql/context';
import { openTestDatabase } from '../testing/db';
import { captureLogs } from '../testing/logs';
import { installErrorHandling } from './errors';
import { registerGraphQLService } from './graphql';
import { createLogger } from './logging';

/** Values a failing query carried: none of them, nor the statement, may reach the log. */
const EMAIL = 'secret.person@example.com';
const NOT_A_NUMBER = 'card-4111111111111111';

describe('logging of database errors', () => {
  let database: Database;
  let app: FastifyInstance;
  const { lines, stream } = captureLogs();

  beforeAll(async () => {
    database = await openTestDatabase();
    await database.exec('CREATE TABLE people (email text CONSTRAINT people_email_key UNIQUE)');
    app = Fastify({ loggerInstance: createLogger({ LOG_LEVEL: 'trace' }, stream) }) as unknown as FastifyInstance;
    installErrorHandling(app);
    app.get('/duplicate', async () => {
      await database.db.execute(sql`INSERT INTO people (email) VALUES (${EMAIL})`);
      await database.db.execute(sql`INSERT INTO people (email) VALUES (${EMAIL})`);
    });
    app.get('/cast', async () => database.db.execute(sql`SELECT ${NOT_A_NUMBER}::int AS n`));
    registerGraphQLService(app, {
      path: '/graphql',
      parts: [{ typeDefs: 'extend type Query { failing: Int }', resolvers: { Query: { failing: () => database.db.execute(sql`SELECT ${NOT_A_NUMBER}::int AS n`) } } }],
      context: async () => ({}) as GraphQLContext,
      introspection: false,
    });
    app.get('/plain', async () => {
      throw new Error('plain failure');
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
  });

  /** fetch against the listening app: jest cannot load light-my-request's ES module dependency. */
  const call = async (path: string) => {
    const { port } = app.server.address() as { port: number };
    const response = await fetch(`http://127.0.0.1:${port}${path}`);
    return { statusCode: response.status, body: await response.text() };
  };

  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it.each([
    ['/duplicate', '23505', 'people_email_key'],
    ['/cast', '22P02', undefined],
  ])('%s: answers 500 and logs the SQLSTATE, never the statement or its values', async (url, code, constraint) => {
    lines.length = 0;
    const response = await call(url);
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('people');
    const failure = lines.map((line) => JSON.parse(line)).find((entry) => entry.msg === 'request failed');
    expect(failure).toBeDefined();
    expect(failure.err.code).toBe(code);
    expect(failure.err.constraint).toBe(constraint);
    expect(failure.err.stack).toMatch(/\n\s+at /);
    const all = lines.join('\n');
    for (const secret of [EMAIL, 'secret.person', NOT_A_NUMBER, '4111111111111111', 'INSERT INTO', 'SELECT $1', 'params']) {
      expect(all).not.toContain(secret);
    }
  });

  it('a query-service resolver failing on the database: masked for the client, no SQL in any log line', async () => {
    lines.length = 0;
    const { port } = app.server.address() as { port: number };
    const response = await fetch(`http://127.0.0.1:${port}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ failing }' }),
    });
    expect(JSON.stringify(await response.json())).toContain('Unexpected error.');
    const logged = lines.map((line) => JSON.parse(line)).filter((entry) => entry.level >= 50);
    expect(logged.length).toBeGreaterThan(0);
    expect(logged.some((entry) => entry.err?.code === '22P02')).toBe(true);
    for (const secret of [NOT_A_NUMBER, 'SELECT $1', 'params']) expect(lines.join('\n')).not.toContain(secret);
  });

  it('logs other errors as before: message and stack', async () => {
    lines.length = 0;
    expect((await call('/plain')).statusCode).toBe(500);
    const failure = lines.map((line) => JSON.parse(line)).find((entry) => entry.msg === 'request failed');
    expect(failure.err).toMatchObject({ type: 'Error', message: 'plain failure' });
    expect(failure.err.stack).toMatch(/^Error: plain failure\n\s+at /);
  });
});
