import { sql } from 'drizzle-orm';
import { queryRows } from '../../testing/db';
import { get, post, signupGuest } from '../../testing/http';
import { useTestServer } from '../../testing/server';

const QUERY = '{ sidebarData { balance balanceFormatted isVip hasTvAbo hadTvAbo boughtVideosCount boughtPhotosCount boughtAlbumsCount pinnedFavouritesCount onlineFavouritesCount videochatsCount vouchersCount loyaltyPoints spinwheelSpins } }';

describe('sidebarData on the query service (/vxql)', () => {
  const server = useTestServer();
  const vxql = (token: string, query: string) => post(`${server.url}/vxql?language=de`, { query }, { token });

  it('answers the asking guest’s own counts: videos, photos of bought albums, pins, ended chats, valid vouchers', async () => {
    const guest = await signupGuest(server.url);
    const other = await signupGuest(server.url);
    const db = server.database.db;
    const [album] = await queryRows<{ id: number; photos: number }>(
      server.database,
      sql`SELECT album_id AS id, count(*)::int AS photos FROM pictures GROUP BY album_id ORDER BY album_id LIMIT 1`,
    );
    const [video] = await queryRows<{ id: number }>(server.database, sql`SELECT id FROM videos ORDER BY id LIMIT 1`);
    const [actor] = await queryRows<{ id: number }>(server.database, sql`SELECT id FROM actors WHERE is_online ORDER BY id LIMIT 1`);
    await db.execute(sql`UPDATE guests SET balance = 1234, is_vip = true, loyalty_points = 55 WHERE id = ${guest.guestId}`);
    await db.execute(sql`INSERT INTO media_purchases (guest_id, kind, media_id, price) VALUES (${guest.guestId}, 'video', ${video.id}, 10), (${guest.guestId}, 'album', ${album.id}, 20), (${other.guestId}, 'video', ${video.id}, 10)`);
    await db.execute(sql`INSERT INTO favourite_actors (guest_id, actor_id) VALUES (${guest.guestId}, ${actor.id})`);
    // One ended live chat counts, a running one not.
    for (const [state, ended] of [['ended', sql`now()`], ['running', sql`NULL`]] as const) {
      await db.execute(sql`INSERT INTO live_chat_sessions (id, guest_id, actor_id, kind, state, sequence, price_per_minute, started_at, served_until, guest_seen_at, can_write, exit_code, ended_at)
        VALUES (gen_random_uuid(), ${guest.guestId}, ${actor.id}, 'videoChat', ${state}, 1, 20, now(), now(), now(), true, ${state === 'ended' ? 100 : null}, ${ended})`);
    }
    // One valid voucher, one without end, one ended: two count.
    await db.execute(sql`INSERT INTO vouchers (guest_id, type, amount, valid_to, source) VALUES
      (${guest.guestId}, 1, 1, now() + interval '1 day', 'test'), (${guest.guestId}, 3, 50, NULL, 'test'), (${guest.guestId}, 2, 5, now() - interval '1 day', 'test'),
      (${other.guestId}, 1, 1, NULL, 'test')`);
    const answer = await vxql(guest.token, QUERY);
    expect(answer.body).toEqual({
      data: {
        sidebarData: {
          balance: 1234,
          balanceFormatted: expect.stringContaining('1.234'),
          isVip: true,
          hasTvAbo: false,
          hadTvAbo: false,
          boughtVideosCount: 1,
          boughtPhotosCount: album.photos,
          boughtAlbumsCount: 1,
          pinnedFavouritesCount: 1,
          onlineFavouritesCount: 1,
          videochatsCount: 1,
          vouchersCount: 2,
          loyaltyPoints: 55,
          spinwheelSpins: 0,
        },
      },
    });
    // The other guest sees only his own purchase.
    const theirs = await vxql(other.token, QUERY);
    expect(theirs.body.data.sidebarData).toMatchObject({ boughtVideosCount: 1, boughtAlbumsCount: 0, pinnedFavouritesCount: 0, vouchersCount: 1, balance: 0 });
  });

  it('takes no guest id: asking for another guest’s is refused as an unknown argument', async () => {
    const guest = await signupGuest(server.url);
    const answer = await vxql(guest.token, '{ sidebarData(guestId: 1) { balance } }');
    expect(answer.body.data).toBeUndefined();
    expect(answer.body.errors[0].message).toMatch(/Unknown argument "guestId"/);
  });

  it('refuses visitors and calls without a token', async () => {
    const visitorToken = (await get(`${server.rest}/vxql/visitorToken`)).body.token as string;
    const visitor = await vxql(visitorToken, QUERY);
    expect(visitor.body.errors[0].message).toBe('Login required');
    expect(visitor.body.data).toBeNull();
    const none = await post(`${server.url}/vxql?language=de`, { query: QUERY });
    expect(none.status).toBe(401);
  });
});
