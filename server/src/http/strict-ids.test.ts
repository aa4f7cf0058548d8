import { get } from '../testing/http';
import { useTestServer } from '../testing/server';

/** Spellings z.coerce.number() used to read as a valid id; each must now answer 400. */
const LOOSE = ['1e0', '0x1', '%201', '1abc', '-1', '1.0', '2147483648'];

describe('ids are parsed strictly in params, query and body', () => {
  const server = useTestServer({ seedActors: 5 });

  it('reads plain digits', async () => {
    expect((await get(`${server.rest}/actor/getActorStateById/1`)).status).toBe(200);
    expect((await get(`${server.rest}/actor/1/videos?page=1`)).status).toBe(200);
    expect((await get(`${server.url}/media/actor/1/avatar/320.svg`)).status).toBe(200);
  });

  it.each(LOOSE)('refuses the actor id %s in a path', async (id) => {
    const response = await get(`${server.rest}/actor/getActorStateById/${id}`);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ error: { code: 'validation_failed' } });
  });

  it.each(LOOSE)('refuses the page %s in a query', async (page) => {
    expect((await get(`${server.rest}/actor/1/videos?page=${page}`)).status).toBe(400);
  });

  it.each(LOOSE)('refuses the legal text id %s', async (id) => {
    expect((await get(`${server.rest}/asset/legal-text/download/${id}`)).status).toBe(400);
  });

  // Images answer 404 for any bad path rather than 400 (a broken img, not an API error).
  it.each(LOOSE)('has no image for the media id %s', async (id) => {
    expect((await get(`${server.url}/media/actor/${id}/avatar/320.svg`)).status).toBe(404);
  });
});
