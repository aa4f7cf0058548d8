/** @jest-environment node */
import { z } from 'zod';
import { createRestClient, RestError } from './rest';

function setup(token: string | null, response: Response = new Response('{"ok":true}', { status: 200 })) {
  const fetch = jest.fn().mockResolvedValue(response);
  const client = createRestClient({
    baseUrl: 'http://api.test',
    getToken: () => token,
    getLanguage: () => 'de',
    ver: 'v7',
    fetch,
  });
  return { client, fetch };
}

const schema = z.object({ ok: z.boolean() });

describe('REST client', () => {
  it('puts language, ver and access_token on every call and the token in the header', async () => {
    const { client, fetch } = setup('tok');
    await client.call('guest/getGuestBalance', { schema });
    const [url, init] = fetch.mock.calls[0];
    const parsed = new URL(url);
    expect(parsed.pathname).toBe('/rest/v1/guest/getGuestBalance');
    expect(parsed.searchParams.get('language')).toBe('de');
    expect(parsed.searchParams.get('ver')).toBe('v7');
    expect(parsed.searchParams.get('access_token')).toBe('tok');
    expect(init.headers.Authorization).toBe('Bearer tok');
    expect(init.credentials).toBe('omit');
  });

  it('sends no token when logged out', async () => {
    const { client, fetch } = setup(null);
    await client.call('alive', { schema });
    const [url, init] = fetch.mock.calls[0];
    expect(new URL(url).searchParams.has('access_token')).toBe(false);
    expect(init.headers.Authorization).toBeUndefined();
  });

  it('turns a GET payload into the query string and a POST payload into a JSON body', async () => {
    const { client, fetch } = setup(null);
    await client.call('utility/x', { payload: { a: 1, b: 'two' }, schema });
    expect(new URL(fetch.mock.calls[0][0]).searchParams.get('b')).toBe('two');
    const second = setup(null);
    await second.client.call('actorsearch/search', { method: 'POST', payload: { page: 2 }, schema });
    const init = second.fetch.mock.calls[0][1];
    expect(JSON.parse(init.body)).toEqual({ page: 2 });
    expect(init.headers['Content-Type']).toBe('application/json');
  });

  it('includes credentials only when asked', async () => {
    const { client, fetch } = setup(null);
    await client.call('breadcrumb/actor', { method: 'POST', payload: {}, credentials: true, schema });
    expect(fetch.mock.calls[0][1].credentials).toBe('include');
  });

  it('raises a failure without details on a not-ok response', async () => {
    const { client } = setup(null, new Response('{"error":{"message":"secret detail"}}', { status: 401 }));
    const error = await client.call('x', { schema }).catch((e) => e);
    expect(error).toBeInstanceOf(RestError);
    expect(error.message).toBe('REST call failed');
    expect(error.status).toBe(401);
    expect(JSON.stringify(error)).not.toContain('secret detail');
  });

  it('rejects a response that does not match the schema', async () => {
    const { client } = setup(null, new Response('{"ok":"yes"}', { status: 200 }));
    await expect(client.call('x', { schema })).rejects.toBeInstanceOf(RestError);
  });
});
