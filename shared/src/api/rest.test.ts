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
  it('puts language and ver on every call and the token in the header, never in the URL (URLs are logged)', async () => {
    const { client, fetch } = setup('tok');
    await client.call('guest/getGuestBalance', { schema });
    const [url, init] = fetch.mock.calls[0];
    const parsed = new URL(url);
    expect(parsed.pathname).toBe('/rest/v1/guest/getGuestBalance');
    expect(parsed.searchParams.get('language')).toBe('de');
    expect(parsed.searchParams.get('ver')).toBe('v7');
    expect(parsed.searchParams.has('access_token')).toBe(false);
    expect(url).not.toContain('tok');
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

  it('sends a raw body (an uploaded image) with its own type', async () => {
    const { client, fetch } = setup('tok');
    const image = new Blob([new Uint8Array([0x89, 0x50])], { type: 'image/png' });
    await client.call('messenger/channel/1/image', { method: 'POST', body: image, schema });
    const [, init] = fetch.mock.calls[0];
    expect(init.body).toBe(image);
    expect(init.headers['Content-Type']).toBe('image/png');
  });

  it('downloads a file with the token in the header, renewing once on 401', async () => {
    const fetch = jest
      .fn()
      .mockResolvedValueOnce(new Response('', { status: 401 }))
      .mockResolvedValueOnce(new Response('jpeg', { status: 200, headers: { 'content-type': 'image/jpeg' } }));
    let token = 'old';
    const client = createRestClient({ baseUrl: '', getToken: () => token, getLanguage: () => 'en', ver: 'v1', fetch, renew: async () => ((token = 'new'), true) });
    const blob = await client.download!('messenger/image/4/thumbnail');
    expect(await blob.text()).toBe('jpeg');
    expect(fetch.mock.calls.map(([url, init]) => [new URL(url, 'http://x').pathname, init.headers.Authorization])).toEqual([
      ['/rest/v1/messenger/image/4/thumbnail', 'Bearer old'],
      ['/rest/v1/messenger/image/4/thumbnail', 'Bearer new'],
    ]);
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

  it('answers a GET from the page’s inlined answer when it fits the schema, else asks the server', async () => {
    const fetch = jest.fn(async () => new Response('{"ok":false}', { status: 200 }));
    const inlined: Record<string, unknown> = { grid: { ok: true }, broken: { ok: 'yes' } };
    const firstAnswer = (path: string) => inlined[path];
    const client = createRestClient({ baseUrl: '', getToken: () => null, getLanguage: () => 'en', ver: 'v', fetch, firstAnswer });
    expect(await client.call('grid', { schema })).toEqual({ ok: true });
    expect(fetch).not.toHaveBeenCalled();
    expect(await client.call('broken', { schema })).toEqual({ ok: false });
    expect(await client.call('grid', { method: 'POST', payload: {}, schema })).toEqual({ ok: false });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  describe('renewal on 401', () => {
    const unauthorized = () => new Response('{}', { status: 401 });
    const ok = () => new Response('{"ok":true}', { status: 200 });
    function renewing(renewed: boolean) {
      let token = 'old';
      const fetch = jest.fn();
      const renew = jest.fn(async () => {
        if (renewed) token = 'new';
        return renewed;
      });
      const client = createRestClient({ baseUrl: '', getToken: () => token, renew, getLanguage: () => 'en', ver: 'v', fetch });
      return { client, fetch, renew };
    }

    it('renews and runs the call once more with the new token', async () => {
      const { client, fetch, renew } = renewing(true);
      fetch.mockResolvedValueOnce(unauthorized()).mockResolvedValueOnce(ok());
      await expect(client.call('guest/getGuestBalance', { schema })).resolves.toEqual({ ok: true });
      expect(renew).toHaveBeenCalledTimes(1);
      expect(fetch.mock.calls.map(([, init]) => init.headers.Authorization)).toEqual(['Bearer old', 'Bearer new']);
    });

    it('retries only once: a second 401 is the failure', async () => {
      const { client, fetch, renew } = renewing(true);
      fetch.mockResolvedValue(unauthorized());
      await expect(client.call('x', { schema })).rejects.toMatchObject({ status: 401 });
      expect(renew).toHaveBeenCalledTimes(1);
      expect(fetch).toHaveBeenCalledTimes(2);
    });

    it('does not retry when the renewal fails', async () => {
      const { client, fetch } = renewing(false);
      fetch.mockResolvedValue(unauthorized());
      await expect(client.call('x', { schema })).rejects.toMatchObject({ status: 401 });
      expect(fetch).toHaveBeenCalledTimes(1);
    });

    it('a call without auth carries no token and never renews', async () => {
      const { client, fetch, renew } = renewing(true);
      fetch.mockResolvedValue(unauthorized());
      await expect(client.call('vxpay/session', { method: 'POST', auth: false, credentials: true, schema })).rejects.toMatchObject({ status: 401 });
      expect(fetch.mock.calls[0][1].headers.Authorization).toBeUndefined();
      expect(renew).not.toHaveBeenCalled();
    });
  });
});
