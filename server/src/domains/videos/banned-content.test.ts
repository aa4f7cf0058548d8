import { sql } from 'drizzle-orm';
import { queryRows } from '../../testing/db';
import { get, post, signupGuest } from '../../testing/http';
import { SERVER_START_TIMEOUT, useTestServer } from '../../testing/server';
import { credit, getBalance } from '../wallet/service';

/** Public addresses geoip-lite places in Switzerland, Germany and Spain. */
const FROM = { CH: { 'x-forwarded-for': '81.62.0.1' }, DE: { 'x-forwarded-for': '217.160.0.1' }, ES: { 'x-forwarded-for': '88.0.0.1' } };

describe('content of an actor banned in the viewer country', () => {
  // 127.0.0.1 is the trusted proxy: X-Forwarded-For decides request.ip, and geoip-lite its country.
  const server = useTestServer({ config: { TRUST_PROXY: '127.0.0.1' } });
  let actorId: number;
  let video: { id: number; price: number };
  let album: { id: number; price: number };

  beforeAll(async () => {
    [{ actorId }] = await queryRows<{ actorId: number }>(
      server.database,
      sql`SELECT v.actor_id AS "actorId" FROM videos v JOIN albums a ON a.actor_id = v.actor_id
          WHERE NOT v.free AND v.price > 0 AND NOT a.free AND a.price > 0 ORDER BY v.actor_id LIMIT 1`,
    );
    [video] = await queryRows(server.database, sql`SELECT id, price FROM videos WHERE actor_id = ${actorId} AND NOT free AND price > 0 ORDER BY id LIMIT 1`);
    [album] = await queryRows(server.database, sql`SELECT id, price FROM albums WHERE actor_id = ${actorId} AND NOT free AND price > 0 ORDER BY id LIMIT 1`);
    await server.database.db.execute(sql`UPDATE actors SET banned_country_codes = '{AT,CH}' WHERE id = ${actorId}`);
  }, SERVER_START_TIMEOUT);

  const pages = () => [
    `${server.rest}/actor/${actorId}/videos`,
    `${server.rest}/actor/${actorId}/albums`,
    `${server.rest}/video/${video.id}`,
    `${server.rest}/album/${album.id}`,
  ];

  it('answers 404 actor_unavailable to a visitor from a banned country (address from a trusted proxy)', async () => {
    for (const url of pages()) {
      const response = await get(url, { headers: FROM.CH });
      expect({ url, status: response.status, code: response.body.error?.code }).toEqual({ url, status: 404, code: 'actor_unavailable' });
    }
  });

  it('offers the content to other countries and to a visitor of unknown country', async () => {
    for (const url of pages()) {
      expect((await get(url, { headers: FROM.DE })).status).toBe(200);
      expect((await get(url)).status).toBe(200);
    }
  });

  it('decides a logged-in guest’s country by the address too, over the stored one', async () => {
    const guest = await signupGuest(server.url);
    await server.database.db.execute(sql`UPDATE guests SET country = 'DE' WHERE id = ${guest.guestId}`);
    for (const url of pages()) {
      expect((await get(url, { token: guest.token, headers: FROM.CH })).body.error?.code).toBe('actor_unavailable');
    }
    const buy = await post(`${server.rest}/video/${video.id}/buy`, { idempotencyKey: `address-ch-${video.id}` }, { token: guest.token, headers: FROM.CH });
    expect(buy.body.error?.code).toBe('actor_unavailable');
  });

  it('ignores a client’s own x-country header', async () => {
    for (const url of pages()) {
      expect((await get(url, { headers: { 'x-country': 'CH' } })).status).toBe(200);
    }
  });

  it('uses a logged-in guest’s stored country when the address has none', async () => {
    const guest = await signupGuest(server.url);
    await server.database.db.execute(sql`UPDATE guests SET country = 'AT' WHERE id = ${guest.guestId}`);
    for (const url of pages()) {
      expect((await get(url, { token: guest.token })).body.error?.code).toBe('actor_unavailable');
    }
  });

  it('refuses to sell a banned actor’s video or album and charges nothing', async () => {
    const guest = await signupGuest(server.url);
    await server.database.db.execute(sql`UPDATE guests SET country = 'CH' WHERE id = ${guest.guestId}`);
    await credit(server.database.db, { guestId: guest.guestId, amount: 10_000, kind: 'test_topup', reference: 'test', idempotencyKey: `topup-${guest.guestId}` });
    for (const [kind, id] of [['video', video.id], ['album', album.id]] as const) {
      const response = await post(`${server.rest}/${kind}/${id}/buy`, { idempotencyKey: `banned-${kind}-${id}` }, { token: guest.token });
      expect(response.status).toBe(404);
      expect(response.body.error.code).toBe('actor_unavailable');
    }
    expect(await getBalance(server.database.db, guest.guestId)).toBe(10_000);
    const owned = await queryRows(server.database, sql`SELECT 1 FROM media_purchases WHERE guest_id = ${guest.guestId}`);
    expect(owned).toHaveLength(0);
  });

  it('sells the same video to a guest from another country', async () => {
    const guest = await signupGuest(server.url);
    await server.database.db.execute(sql`UPDATE guests SET country = 'DE' WHERE id = ${guest.guestId}`);
    await credit(server.database.db, { guestId: guest.guestId, amount: 10_000, kind: 'test_topup', reference: 'test', idempotencyKey: `topup-${guest.guestId}` });
    const response = await post(`${server.rest}/video/${video.id}/buy`, { idempotencyKey: `allowed-video-${video.id}` }, { token: guest.token, headers: FROM.DE });
    expect(response.status).toBe(200);
    expect(response.body.success).toBe(true);
    expect(await getBalance(server.database.db, guest.guestId)).toBe(10_000 - video.price);
  });

  it('still answers not found for unknown media and actors', async () => {
    expect((await get(`${server.rest}/video/999999`, { headers: FROM.CH })).body.error.code).toBe('video_not_found');
    expect((await get(`${server.rest}/actor/999999/videos`)).body.error.code).toBe('actor_not_found');
  });
});
