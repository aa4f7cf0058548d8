import { z } from 'zod';
import { createVxqlClient } from './vxql';

describe('query service client in a page', () => {
  it("resolves the shell's site-relative base against the page's address", async () => {
    const fetch = jest.fn().mockImplementation(async () => ({
      ok: true,
      status: 200,
      headers: new Headers({ 'Content-Type': 'application/json' }),
      text: async () => JSON.stringify({ data: { guest: { id: 1 } } }),
    }));
    const client = createVxqlClient({ baseUrl: '', getToken: () => 'tok', getLanguage: () => 'de', fetch });
    await expect(client.request('{ guest { id } }', {}, z.object({ guest: z.object({ id: z.number() }) }))).resolves.toEqual({ guest: { id: 1 } });
    expect(String(fetch.mock.calls[0][0])).toBe(`${location.origin}/vxql?language=de`);
  });
});
