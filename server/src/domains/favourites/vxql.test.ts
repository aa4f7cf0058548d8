import { sql } from 'drizzle-orm';
import { queryRows } from '../../testing/db';
import { get, post, signupGuest, type SignedUp } from '../../testing/http';
import { SERVER_START_TIMEOUT, useTestServer } from '../../testing/server';

const FAVOURITE_MODELS =
  'query Favourites($page: Int, $limit: Int, $order: String) { favouriteModels(page: $page, limit: $limit, order: $order) { page maxPage total models { id name isOnline avatar { w320 } videoChatPrice { value currency } notifyEmail notifySms pinnedAt } } }';

interface Answer {
  data: { favouriteModels: { page: number; maxPage: number; total: number; models: { id: number; isOnline: boolean; notifyEmail: boolean; pinnedAt: string }[] } } | null;
  errors?: { message: string; extensions: { code: string } }[];
}

/** favouriteModels of the query service: the REST list's paging and order, the asking guest's own pins only. */
describe('vxql favouriteModels', () => {
  const server = useTestServer();
  let guest: SignedUp;
  let other: SignedUp;
  const ask = async (token: string | undefined, variables: Record<string, unknown> = {}) =>
    (await post(`${server.url}/vxql?language=en`, { query: FAVOURITE_MODELS, variables }, token ? { token } : {})).body as Answer;

  beforeAll(async () => {
    [guest, other] = await Promise.all([signupGuest(server.url), signupGuest(server.url)]);
    await queryRows(
      server.database,
      sql`INSERT INTO favourite_actors (guest_id, actor_id, created_at, notify_email) SELECT ${guest.guestId}, id, now() - id * interval '1 minute', id % 2 = 0 FROM actors ORDER BY id LIMIT 7`,
    );
    await queryRows(server.database, sql`INSERT INTO favourite_actors (guest_id, actor_id) SELECT ${other.guestId}, id FROM actors ORDER BY id DESC LIMIT 2`);
  }, SERVER_START_TIMEOUT);

  it('answers the same models, pages and switches as guest/favorite/actors', async () => {
    const answer = await ask(guest.token, { page: 2, limit: 3, order: 'online' });
    expect(answer.errors).toBeUndefined();
    const page = answer.data!.favouriteModels;
    const rest = (await get(`${server.rest}/guest/favorite/actors?page=2&limit=3&order=online`, { token: guest.token })).body as {
      actors: { id: number; notifyEmail: boolean }[];
      maxPage: number;
      total: number;
    };
    expect([page.page, page.maxPage, page.total]).toEqual([2, rest.maxPage, rest.total]);
    expect(page.total).toBe(7);
    expect(page.models.map((model) => [model.id, model.notifyEmail])).toEqual(rest.actors.map((actor) => [actor.id, actor.notifyEmail]));
  });

  it('defaults to 50 newest pins first and never lists another guest\'s pins', async () => {
    const { models, total } = (await ask(guest.token)).data!.favouriteModels;
    expect(total).toBe(7);
    expect(models).toHaveLength(7);
    expect(models.map((model) => model.pinnedAt)).toEqual(models.map((model) => model.pinnedAt).sort().reverse());
    const theirs = (await ask(other.token)).data!.favouriteModels;
    expect(theirs.total).toBe(2);
    expect(theirs.models.some((model) => models.some((mine) => mine.id === model.id))).toBe(false);
  });

  it.each([
    [{ limit: 0 }],
    [{ limit: 51 }],
    [{ page: 0 }],
    [{ order: 'random' }],
  ])('refuses bad arguments %j with BAD_USER_INPUT and no data', async (variables) => {
    const answer = await ask(guest.token, variables);
    expect(answer.data).toBeNull();
    expect(answer.errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
  });

  it('refuses a visitor: without a token the call, with a visitor token the operation', async () => {
    expect((await post(`${server.url}/vxql?language=en`, { query: FAVOURITE_MODELS, variables: {} })).status).toBe(401);
    const visitorToken = (await get(`${server.rest}/vxql/visitorToken`)).body.token as string;
    const answer = await ask(visitorToken);
    expect(answer.data).toBeNull();
    expect(answer.errors?.[0]?.message).toBe('Login required');
  });
});
