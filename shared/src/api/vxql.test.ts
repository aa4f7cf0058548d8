/** @jest-environment node */
import { z } from 'zod';
import { CALLER_ACCESS_TOKEN, createFeedClient, createGuestServiceClient, createVxqlClient, MISSING_VXQL_TOKEN } from './vxql';

const ok = () =>
  jest.fn().mockImplementation(async () =>
    new Response(JSON.stringify({ data: { guest: { id: 1 } } }), { status: 200, headers: { 'Content-Type': 'application/json' } }),
  );
const schema = z.object({ guest: z.object({ id: z.number() }) });

/** A client whose first answer is 401 and whose renewal swaps the token 'old' for 'new'. */
function renewingClient(create: typeof createVxqlClient) {
  let token = 'old';
  const unauthorized = new Response(JSON.stringify({ errors: [{ message: 'Invalid Vxql-Token' }] }), { status: 401, headers: { 'Content-Type': 'application/json' } });
  const fetch = ok().mockImplementationOnce(async () => unauthorized);
  const renew = jest.fn(async () => {
    token = 'new';
    return true;
  });
  return { fetch, renew, client: create({ baseUrl: 'http://api.test', getToken: () => token, renew, getLanguage: () => 'en', fetch }) };
}

describe('query service client', () => {
  it("rejects with 'Missing Vxql-Token' without a token and sends nothing", async () => {
    const fetch = ok();
    const client = createVxqlClient({ baseUrl: 'http://api.test', getToken: () => null, getLanguage: () => 'en', fetch });
    await expect(client.request('{ guest { id } }', {}, schema)).rejects.toThrow(MISSING_VXQL_TOKEN);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('posts with the bearer token and the language parameter', async () => {
    const fetch = ok();
    const client = createVxqlClient({ baseUrl: 'http://api.test', getToken: () => 'tok', getLanguage: () => 'nl', fetch });
    await expect(client.request('{ guest { id } }', {}, schema)).resolves.toEqual({ guest: { id: 1 } });
    const [url, init] = fetch.mock.calls[0];
    expect(String(url)).toBe('http://api.test/vxql?language=nl');
    expect(init.method).toBe('POST');
    expect(new Headers(init.headers).get('authorization')).toBe('Bearer tok');
  });
});

describe("a visitor's calls", () => {
  it('go with the visitor token, and once more with a fresh one when the service refuses it', async () => {
    const unauthorized = new Response(JSON.stringify({ errors: [{ message: 'Invalid Vxql-Token' }] }), { status: 401, headers: { 'Content-Type': 'application/json' } });
    const fetch = ok().mockImplementationOnce(async () => unauthorized);
    const visitorToken = jest.fn(async (fresh: boolean) => (fresh ? 'visitor-2' : 'visitor-1'));
    const client = createVxqlClient({ baseUrl: 'http://api.test', getToken: () => null, getLanguage: () => 'en', visitorToken, fetch });
    await expect(client.request('{ guest { id } }', {}, schema)).resolves.toEqual({ guest: { id: 1 } });
    expect(fetch.mock.calls.map(([, init]) => new Headers(init.headers).get('authorization'))).toEqual(['Bearer visitor-1', 'Bearer visitor-2']);
    expect(visitorToken.mock.calls).toEqual([[false], [true]]);
  });

  it("never take the visitor token while a guest is logged in", async () => {
    const fetch = ok();
    const visitorToken = jest.fn(async () => 'visitor');
    const client = createVxqlClient({ baseUrl: 'http://api.test', getToken: () => 'guest', getLanguage: () => 'en', visitorToken, fetch });
    await client.request('{ guest { id } }', {}, schema);
    expect(visitorToken).not.toHaveBeenCalled();
    expect(new Headers(fetch.mock.calls[0][1].headers).get('authorization')).toBe('Bearer guest');
  });
});

describe('renewal on 401', () => {
  it('renews an expired token once and repeats the query with the new one (query and feed service)', async () => {
    for (const create of [createVxqlClient, createFeedClient]) {
      const { fetch, renew, client } = renewingClient(create);
      await expect(client.request('{ guest { id } }', {}, schema)).resolves.toEqual({ guest: { id: 1 } });
      expect(renew).toHaveBeenCalledTimes(1);
      expect(fetch.mock.calls.map(([, init]) => new Headers(init.headers).get('authorization'))).toEqual(['Bearer old', 'Bearer new']);
    }
  });
});

describe('the caller access token variable', () => {
  it('is filled with the token sent, also after a renewal, and nothing else is touched', async () => {
    const { fetch, client } = renewingClient(createVxqlClient);
    await client.request('mutation($accessToken: String!, $actorId: Int!) { guest { id } }', { accessToken: CALLER_ACCESS_TOKEN, actorId: 7 }, schema);
    const sent = fetch.mock.calls.map(([, init]) => JSON.parse(String(init.body)).variables);
    expect(sent).toEqual([{ accessToken: 'old', actorId: 7 }, { accessToken: 'new', actorId: 7 }]);
  });
});

describe('guest service client', () => {
  it('posts to /guest-service with the bearer token; nothing without a token', async () => {
    const fetch = ok();
    let token: string | null = null;
    const client = createGuestServiceClient({ baseUrl: 'http://api.test', getToken: () => token, getLanguage: () => 'de', fetch });
    await expect(client.request('{ guest { id } }', {}, schema)).rejects.toThrow(MISSING_VXQL_TOKEN);
    expect(fetch).not.toHaveBeenCalled();
    token = 'tok';
    await expect(client.request('{ guest { id } }', {}, schema)).resolves.toEqual({ guest: { id: 1 } });
    const [url, init] = fetch.mock.calls[0];
    expect(String(url)).toBe('http://api.test/guest-service?language=de');
    expect(new Headers(init.headers).get('authorization')).toBe('Bearer tok');
  });
});

describe('feed client', () => {
  it('sends the token only when logged in', async () => {
    const fetch = ok();
    let token: string | null = null;
    const client = createFeedClient({ baseUrl: 'http://api.test', getToken: () => token, getLanguage: () => 'en', fetch });
    await client.request('{ guest { id } }', {}, schema);
    expect(new Headers(fetch.mock.calls[0][1].headers).get('authorization')).toBeNull();
    token = 'tok';
    await client.request('{ guest { id } }', {}, schema);
    expect(new Headers(fetch.mock.calls[1][1].headers).get('authorization')).toBe('Bearer tok');
  });
});
