import { createRestClient } from '@vx/shared';
import { visitorTokens } from './visitorToken';

function restAnswering(...tokens: string[]) {
  const fetch = jest.fn(async () => {
    const token = tokens.shift() ?? 'none';
    // jsdom has no Response; the REST client reads only these.
    return { ok: true, status: 200, json: async () => ({ token, expiresAt: new Date(Date.now() + 24 * 3600_000).toISOString() }) } as Response;
  });
  const rest = createRestClient({ baseUrl: '', getToken: () => null, getLanguage: () => 'en', ver: 'v', fetch: fetch as unknown as typeof globalThis.fetch });
  return { rest, fetch };
}

describe('visitorTokens', () => {
  it('asks once for queries waiting together and keeps the token until shortly before it expires', async () => {
    const { rest, fetch } = restAnswering('one', 'two');
    let clock = Date.now();
    const token = visitorTokens(rest, () => clock);
    await expect(Promise.all([token(false), token(false)])).resolves.toEqual(['one', 'one']);
    expect(fetch).toHaveBeenCalledTimes(1);
    clock += 23 * 3600_000;
    await expect(token(false)).resolves.toBe('one');
    clock += 3600_000 - 30_000;
    await expect(token(false)).resolves.toBe('two');
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('asks a new one when the service refused the last', async () => {
    const { rest } = restAnswering('one', 'two');
    const token = visitorTokens(rest);
    await expect(token(false)).resolves.toBe('one');
    await expect(token(true)).resolves.toBe('two');
    await expect(token(false)).resolves.toBe('two');
  });
});
