import { get, post, request, signupGuest } from '../testing/http';
import { SERVER_START_TIMEOUT, useTestServer } from '../testing/server';

/** Documents that cost far more than they say: both services refuse them before they run. */
describe('query and feed service limits', () => {
  const server = useTestServer();
  let token: string;
  beforeAll(async () => {
    ({ token } = await signupGuest(server.url));
  }, SERVER_START_TIMEOUT);

  const call = (path: string, query: string) =>
    post(`${server.url}${path}?language=en`, { query }, path === '/vxql' ? { token } : {});
  // What the clients' graphql-request sends: request errors then answer 4xx (GraphQL over HTTP), not 200.
  const ACCEPT = { accept: 'application/graphql-response+json, application/json' };

  const aliasBomb = `{ ${Array.from({ length: 1000 }, (_, i) => `a${i}: alive`).join(' ')} }`;

  it.each(['/vxql', '/feed'])('%s refuses 1,000 aliases fast with the GraphQL error shape', async (path) => {
    const started = Date.now();
    const response = await call(path, aliasBomb);
    expect(Date.now() - started).toBeLessThan(1000);
    expect([200, 400]).toContain(response.status);
    expect(response.body.data ?? null).toBeNull();
    expect(response.body.errors[0].message).toMatch(/alias/i);
    const alive = await get(`${server.url}/rest/v1/alive`);
    expect(alive.status).toBe(200);
  });

  const nested = (open: string, inner: string, close: string) => open.repeat(10_000) + inner + close.repeat(10_000);
  const deepDocuments: Array<[string, string]> = [
    ['selections', `{ ${nested('a { ', 'alive', ' }')} }`],
    ['a list argument', `{ alive(x: ${nested('[', '1', ']')}) }`],
    ['an object argument', `{ alive(x: ${nested('{a: ', '1', '}')}) }`],
  ];
  describe.each(['/vxql', '/feed'])('%s', (path) => {
    it.each(deepDocuments)('refuses 10,000 nested levels of %s with 400 in the GraphQL error shape', async (_what, query) => {
      const response = await post(`${server.url}${path}?language=en`, { query }, { headers: ACCEPT, ...(path === '/vxql' ? { token } : {}) });
      expect(response.status).toBe(400);
      expect(response.body.data ?? null).toBeNull();
      expect(response.body.errors[0].message).toMatch(/nest/i);
    });

    it('answers deeply nested variables in the GraphQL error shape, never 500', async () => {
      const raw = `{"query":"query($x: [Int]) { alive }","variables":{"x":${nested('[', '1', ']')}}}`;
      const response = await request('POST', `${server.url}${path}?language=en`, undefined, { raw, ...(path === '/vxql' ? { token } : {}) });
      expect(response.status).toBeLessThan(500);
      expect(response.body.errors[0].message).toEqual(expect.any(String));
    });

    it.each([
      ['a body that is not JSON', '{"query": ', 400],
      ['a body over the size limit', JSON.stringify({ query: '{ alive }', variables: { padding: 'x'.repeat(200 * 1024) } }), 413],
    ])('answers %s in the GraphQL error shape', async (_what, raw, status) => {
      const response = await request('POST', `${server.url}${path}?language=en`, undefined, { raw, ...(path === '/vxql' ? { token } : {}) });
      expect(response.status).toBe(status);
      expect(response.body.errors).toEqual([expect.objectContaining({ message: expect.any(String) })]);
    });

    it.each(['{ __schema { queryType { name } } }', '{ __type(name: "Query") { name } }'])('refuses introspection: %s', async (query) => {
      const response = await call(path, query);
      expect(response.body.data ?? null).toBeNull();
      expect(response.body.errors[0].message).toMatch(/introspection/i);
    });

    it('still answers __typename', async () => {
      expect((await call(path, '{ __typename alive }')).body).toEqual({ data: { __typename: 'Query', alive: true } });
    });
  });

  it('does not suggest field names for a misspelt field', async () => {
    const response = await call('/feed', '{ aliv }');
    expect(response.body.errors[0].message).not.toMatch(/did you mean/i);
  });
});
