import { sql } from 'drizzle-orm';
import type { Config } from '../config';
import { albumDetailSchema } from '@vx/shared/protocol';
import { credit } from '../domains/wallet/service';
import { queryRows } from '../testing/db';
import { get, post, signupGuest } from '../testing/http';
import { SERVER_START_TIMEOUT, useTestServer, type TestServer } from '../testing/server';

/** Public addresses geoip-lite places in Switzerland and Germany. */
const FROM = { CH: { 'x-forwarded-for': '81.62.0.1' }, DE: { 'x-forwarded-for': '217.160.0.1' } };

interface Banned {
  actorId: number;
  video: number;
  album: number;
}

/** Bans in CH the first actor with a video and a paid album, and names them. */
async function banAnActor(server: TestServer): Promise<Banned> {
  const [found] = await queryRows<Banned>(
    server.database,
    sql`SELECT a.actor_id AS "actorId", min(v.id)::int AS video, min(a.id)::int AS album
        FROM albums a JOIN videos v ON v.actor_id = a.actor_id
        WHERE NOT a.free AND NOT a.vip_content AND a.price > 0 GROUP BY a.actor_id ORDER BY a.actor_id LIMIT 1`,
  );
  await server.database.db.execute(sql`UPDATE actors SET banned_country_codes = '{AT,CH}' WHERE id = ${found.actorId}`);
  return found;
}

const previews = (server: TestServer, banned: Banned) => [
  `${server.url}/media/video/${banned.video}/640.svg`,
  `${server.url}/media/album/${banned.album}/320.svg`,
];

describe('/media of an actor banned in the viewer country', () => {
  const server = useTestServer({ config: { TRUST_PROXY: '127.0.0.1' } });
  let banned: Banned;
  let picture: string;
  let buyerId: number;

  beforeAll(async () => {
    banned = await banAnActor(server);
    const buyer = await signupGuest(server.url);
    buyerId = buyer.guestId;
    await credit(server.database.db, { guestId: buyer.guestId, amount: 10_000, kind: 'test_topup', reference: 'test', idempotencyKey: `topup-${buyer.guestId}` });
    await post(`${server.rest}/album/${banned.album}/buy`, { idempotencyKey: `banned-media-${banned.album}` }, { token: buyer.token, headers: FROM.DE });
    const album = albumDetailSchema.parse((await get(`${server.rest}/album/${banned.album}`, { token: buyer.token, headers: FROM.DE })).body);
    picture = `${server.url}${album.pictures.items[0].image!.w1280}`;
  }, SERVER_START_TIMEOUT);

  it('answers 404 actor_unavailable for previews and bought pictures from a banned country', async () => {
    for (const url of [...previews(server, banned), picture]) {
      const response = await get(url, { headers: FROM.CH });
      expect({ url, status: response.status, code: response.body.error?.code }).toEqual({ url, status: 404, code: 'actor_unavailable' });
    }
  });

  it('serves them elsewhere, privately: a shared cache must not hand them to a banned country', async () => {
    for (const url of [...previews(server, banned), picture]) {
      const response = await get(url, { headers: FROM.DE });
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toMatch(/^private, /);
    }
  });

  it('uses the signed guest’s stored country when the address has none', async () => {
    expect((await get(picture)).status).toBe(200);
    await server.database.db.execute(sql`UPDATE guests SET country = 'CH' WHERE id = ${buyerId}`);
    expect((await get(picture)).body.error?.code).toBe('actor_unavailable');
    await server.database.db.execute(sql`UPDATE guests SET country = NULL WHERE id = ${buyerId}`);
  });
});

describe.each<[string, Partial<Config>]>([
  ['without TRUST_PROXY', {}],
  ['from an address that is not a trusted proxy', { TRUST_PROXY: '10.0.0.0/8' }],
])('X-Forwarded-For %s', (_case, config) => {
  const server = useTestServer({ config, seedActors: 8 });
  let banned: Banned;

  beforeAll(async () => {
    banned = await banAnActor(server);
  }, SERVER_START_TIMEOUT);

  it('does not change the country: a banned country claimed in the header is not believed', async () => {
    for (const url of [`${server.rest}/actor/${banned.actorId}/videos`, `${server.rest}/album/${banned.album}`, ...previews(server, banned)]) {
      expect({ url, status: (await get(url, { headers: FROM.CH })).status }).toEqual({ url, status: 200 });
    }
  });
});
