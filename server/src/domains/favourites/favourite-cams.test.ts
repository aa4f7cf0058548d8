import { sql } from 'drizzle-orm';
import { favouriteActorListSchema } from '@vx/shared/protocol';
import { queryRows } from '../../testing/db';
import { get, signupGuest, type SignedUp } from '../../testing/http';
import { SERVER_START_TIMEOUT, useTestServer } from '../../testing/server';

/** What the favourite cams page of MyVisitX reads: pinned actors online first, pinned sedcards. */
describe('favourite cams: guest/favorite/actors?order=online, guest/favorite/sedcards', () => {
  const server = useTestServer();
  let guest: SignedUp;
  let other: SignedUp;
  let online: number;
  let offline: number;

  beforeAll(async () => {
    [guest, other] = await Promise.all([signupGuest(server.url), signupGuest(server.url)]);
    [{ id: online }] = await queryRows<{ id: number }>(server.database, sql`SELECT id FROM actors WHERE is_online ORDER BY id LIMIT 1`);
    [{ id: offline }] = await queryRows<{ id: number }>(server.database, sql`SELECT id FROM actors WHERE NOT is_online ORDER BY id LIMIT 1`);
    // The online actor is pinned first, so newest-pin-first puts it last.
    await queryRows(
      server.database,
      sql`INSERT INTO favourite_actors (guest_id, actor_id, created_at) VALUES (${guest.guestId}, ${online}, now() - interval '1 day'), (${guest.guestId}, ${offline}, now())`,
    );
    await queryRows(server.database, sql`INSERT INTO favourite_media (guest_id, kind, target_id, actor_id) VALUES (${guest.guestId}, 'sedcards', ${offline}, ${offline})`);
  }, SERVER_START_TIMEOUT);

  it('lists the online actors first when asked, newest pin first otherwise', async () => {
    const list = async (query: string) => favouriteActorListSchema.parse((await get(`${server.rest}/guest/favorite/actors?limit=50${query}`, { token: guest.token })).body).actors.map((actor) => actor.id);
    expect(await list('')).toEqual([offline, online]);
    expect(await list('&order=online')).toEqual([online, offline]);
    expect((await get(`${server.rest}/guest/favorite/actors?order=random`, { token: guest.token })).status).toBe(400);
  });

  it('pages the pinned actors, sedcards and photos: page 2 holds the rest, online first across pages, none twice', async () => {
    const many = await signupGuest(server.url);
    // 12 pins, a minute apart, so newest-pin-first is one order; page size 5 makes three pages.
    await queryRows(
      server.database,
      sql`INSERT INTO favourite_actors (guest_id, actor_id, created_at) SELECT ${many.guestId}, id, now() - id * interval '1 minute' FROM actors ORDER BY id LIMIT 12`,
    );
    await queryRows(
      server.database,
      sql`INSERT INTO favourite_media (guest_id, kind, target_id, actor_id, created_at) SELECT ${many.guestId}, 'sedcards', id, id, now() - id * interval '1 minute' FROM actors ORDER BY id LIMIT 12`,
    );
    const actorsPage = async (page: number) =>
      favouriteActorListSchema.parse((await get(`${server.rest}/guest/favorite/actors?page=${page}&limit=5&order=online`, { token: many.token })).body);
    const pages = await Promise.all([1, 2, 3].map(actorsPage));
    expect(pages.map((answer) => [answer.page, answer.maxPage, answer.total, answer.actors.length])).toEqual([
      [1, 3, 12, 5],
      [2, 3, 12, 5],
      [3, 3, 12, 2],
    ]);
    const listed = pages.flatMap((answer) => answer.actors);
    expect(new Set(listed.map((actor) => actor.id)).size).toBe(12);
    // Online first over all pages: no offline actor before an online one.
    const online = listed.map((actor) => actor.isOnline);
    expect(online).toEqual([...online].sort((a, b) => Number(b) - Number(a)));
    expect((await actorsPage(4)).actors).toEqual([]);

    const sedcards = async (page: number) => (await get(`${server.rest}/guest/favorite/sedcards?page=${page}&limit=10`, { token: many.token })).body;
    const [first, second] = await Promise.all([sedcards(1), sedcards(2)]);
    expect([first.page, first.maxPage, first.total, first.sedcards.length]).toEqual([1, 2, 12, 10]);
    expect([second.page, second.maxPage, second.total, second.sedcards.length]).toEqual([2, 2, 12, 2]);
    const ids = [...first.sedcards, ...second.sedcards].map((sedcard: { actorId: number }) => sedcard.actorId);
    expect(ids).toEqual([...Array(12).keys()].map((index) => ids[0] + index));
    expect((await get(`${server.rest}/guest/favorite/sedcards?page=0`, { token: many.token })).status).toBe(400);

    // The pinned photos (gallery/getPinnedPhotos) page the same way.
    await queryRows(
      server.database,
      sql`INSERT INTO favourite_media (guest_id, kind, target_id, actor_id, album_id, picture_id, created_at)
          SELECT ${many.guestId}, 'picture', p.id, a.actor_id, a.id, p.id, now() - p.id * interval '1 second' FROM pictures p JOIN albums a ON a.id = p.album_id ORDER BY p.id LIMIT 12`,
    );
    const photos = async (page: number) => (await get(`${server.rest}/gallery/getPinnedPhotos?page=${page}&limit=10`, { token: many.token })).body.data;
    const [photosFirst, photosSecond] = await Promise.all([photos(1), photos(2)]);
    expect([photosFirst.page, photosFirst.maxPage, photosFirst.total, photosFirst.pictures.length]).toEqual([1, 2, 12, 10]);
    expect([photosSecond.page, photosSecond.total, photosSecond.pictures.length]).toEqual([2, 12, 2]);
    expect(new Set([...photosFirst.pictures, ...photosSecond.pictures].map((photo: { pictureId: number }) => photo.pictureId)).size).toBe(12);
  });

  it("answers the guest's own pinned sedcards only", async () => {
    const mine = await get(`${server.rest}/guest/favorite/sedcards`, { token: guest.token });
    expect(mine.body.sedcards).toEqual([
      expect.objectContaining({ actorId: offline, isOnline: false, image: expect.objectContaining({ w320: `/media/actor/${offline}/sedcard-1/320.svg` }) }),
    ]);
    expect((await get(`${server.rest}/guest/favorite/sedcards`, { token: other.token })).body).toEqual({ sedcards: [], page: 1, maxPage: 1, total: 0 });
    expect((await get(`${server.rest}/guest/favorite/sedcards`)).status).toBe(401);
    const bad = await get(`${server.rest}/guest/favorite/sedcards?limit=51`, { token: guest.token });
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('validation_failed');
  });
});
