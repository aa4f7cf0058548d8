import Fastify, { type FastifyInstance } from 'fastify';
import { get, post } from '../testing/http';
import { SERVER_START_TIMEOUT, useTestServer } from '../testing/server';
import type { GraphQLContext } from '../domains/vxql/context';
import { installErrorHandling } from './errors';
import { registerGraphQLService } from './graphql';

const ID_MAX = 2 ** 31 - 1;

/** Id arguments of the GraphQL services take what REST's idSchema takes: whole numbers 1 to 2^31-1. */
describe('strict id arguments of the GraphQL services', () => {
  let app: FastifyInstance;
  let base: string;
  beforeAll(async () => {
    app = Fastify();
    installErrorHandling(app);
    // A part whose resolver checks nothing itself: the service's step must.
    registerGraphQLService(app, {
      path: '/graphql',
      parts: [
        {
          typeDefs: 'extend type Query { echo(id: Int!, actorId: Int, first: Int): String! }',
          resolvers: { Query: { echo: (_: unknown, args: Record<string, unknown>) => JSON.stringify(args) } },
        },
      ],
      context: async (request) => ({ guest: null, guestId: null, language: 'en', request }) as GraphQLContext,
      introspection: false,
    });
    // (app.inject cannot load under Jest's CommonJS runtime; a real port it is.)
    base = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => app.close());

  const run = (query: string, variables?: Record<string, unknown>) => post(`${base}/graphql`, { query, variables });
  const refused = (response: { body: { data?: unknown; errors?: { message: string; extensions?: { code?: string } }[] } }) => {
    expect(response.body.data ?? null).toBeNull();
    expect(response.body.errors?.length).toBeGreaterThan(0);
  };

  it.each([
    ['zero', '{ echo(id: 0) }'],
    ['a negative id', '{ echo(id: -1) }'],
    ['a negative …Id', '{ echo(id: 1, actorId: -5) }'],
  ])('refuses %s with BAD_USER_INPUT', async (_case, query) => {
    const response = await run(query);
    refused(response);
    expect(response.body.errors[0]).toMatchObject({ message: expect.stringContaining('must be an id from 1 to 2147483647'), extensions: { code: 'BAD_USER_INPUT' } });
  });

  it.each([
    ['1e3 (a float literal)', '{ echo(id: 1e3) }'],
    ['1.0', '{ echo(id: 1.0) }'],
    ['a string', '{ echo(id: "12") }'],
    ['2^31', `{ echo(id: ${ID_MAX + 1}) }`],
  ])('refuses %s as GraphQL Int does', async (_case, query) => {
    refused(await run(query));
  });

  it.each([
    ['"1e3"', '1e3'],
    ['"0x10"', '0x10'],
    ['" 12"', ' 12'],
  ])('refuses the variable %s', async (_case, value) => {
    refused(await run('query ($id: Int!) { echo(id: $id) }', { id: value }));
  });

  it('refuses a zero id in a variable', async () => {
    refused(await run('query ($id: Int!) { echo(id: $id) }', { id: 0 }));
  });

  it('takes ids from 1 to 2^31-1 and leaves other Int arguments to their resolver', async () => {
    const response = await run(`{ a: echo(id: 1) b: echo(id: ${ID_MAX}, actorId: 7, first: -1) }`);
    expect(response.body.errors).toBeUndefined();
    expect(response.body.data).toEqual({ a: '{"id":1}', b: `{"id":${ID_MAX},"actorId":7,"first":-1}` });
  });
});

describe('strict ids on the query service', () => {
  const server = useTestServer();
  let token: string;
  beforeAll(async () => {
    token = (await get(`${server.url}/rest/v1/vxql/visitorToken`)).body.token;
  }, SERVER_START_TIMEOUT);

  it.each(['0', '-3', '1e3', '"7"'])('refuses ticketChatList(modelId: %s)', async (value) => {
    const response = await post(`${server.url}/vxql?language=en`, { query: `{ ticketChatList(modelId: ${value}) { total } }` }, { token });
    expect(response.body.data ?? null).toBeNull();
    expect(response.body.errors[0].message).not.toMatch(/Vxql-Token/);
  });
});
