import Fastify, { type FastifyInstance } from 'fastify';
import type { GraphQLContext } from '../domains/vxql/context';
import { post } from '../testing/http';
import { installErrorHandling } from './errors';
import { registerGraphQLService, type GraphQLServiceOptions } from './graphql';

/** A resolver that never answers, the way a hung database call or remote service would. */
const hangingPart = {
  typeDefs: 'extend type Query { hang: Boolean }',
  resolvers: { Query: { hang: () => new Promise<boolean>(() => undefined) } },
};

async function serviceApp(options: Partial<GraphQLServiceOptions>): Promise<{ app: FastifyInstance; url: string }> {
  const app = Fastify();
  installErrorHandling(app);
  registerGraphQLService(app, {
    path: '/q',
    parts: [hangingPart],
    context: async (request) => ({ guest: null, guestId: null, language: 'en', request }) satisfies GraphQLContext,
    introspection: false,
    ...options,
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, url: `${url}/q` };
}

describe('GraphQL service', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  it('stops an operation at its time limit with a GraphQL error, while other calls go on', async () => {
    const service = await serviceApp({ timeLimitMs: 300 });
    app = service.app;
    let hangingSettled = false;
    const hanging = post(service.url, { query: '{ hang }' }).finally(() => (hangingSettled = true));
    const alive = await post(service.url, { query: '{ alive }' });
    expect(alive.body).toEqual({ data: { alive: true } });
    // Other calls are answered while the hung operation is still running, not after it.
    expect(hangingSettled).toBe(false);

    // Without the limit this never answers and the test times out.
    const response = await hanging;
    expect(response.status).toBe(503);
    expect(response.body.data ?? null).toBeNull();
    expect(response.body.errors).toEqual([expect.objectContaining({ message: expect.stringMatching(/time limit/i), extensions: { code: 'QUERY_TIMEOUT' } })]);
  });

  it('answers introspection when it is allowed', async () => {
    const service = await serviceApp({ introspection: true });
    app = service.app;
    const response = await post(service.url, { query: '{ __schema { queryType { name } } }' });
    expect(response.body).toEqual({ data: { __schema: { queryType: { name: 'Query' } } } });
  });
});
