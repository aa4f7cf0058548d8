import { sql } from 'drizzle-orm';
import { albumDetailSchema, type ImageSet } from '@vx/shared/protocol';
import { credit } from '../domains/wallet/service';
import { queryRows } from '../testing/db';
import { get, post, signupGuest, type SignedUp } from '../testing/http';
import { SERVER_START_TIMEOUT, useTestServer, type TestServer } from '../testing/server';
import { mediaUrlKey, signedImages } from './signed-urls';

interface Album {
  id: number;
  picture: number;
}

/** The first album matching `where` and its first picture. */
async function albumWhere(server: TestServer, where: ReturnType<typeof sql>): Promise<Album> {
  const [album] = await queryRows<Album>(
    server.database,
    sql`SELECT a.id, min(p.id)::int AS picture FROM albums a JOIN pictures p ON p.album_id = a.id WHERE ${where} GROUP BY a.id ORDER BY a.id LIMIT 1`,
  );
  return album;
}

const withQuery = (url: string, change: Record<string, string>) => {
  const parsed = new URL(url, 'http://localhost');
  for (const [name, value] of Object.entries(change)) parsed.searchParams.set(name, value);
  return `${parsed.pathname}${parsed.search}`;
};

describe('paid album pictures: signed per guest, served only to those entitled', () => {
  const server = useTestServer();
  let paid: Album;
  let free: Album;
  let vip: Album;
  let buyer: SignedUp;
  let other: SignedUp;
  let bought: ImageSet;

  const albumFor = async (albumId: number, token?: string) => albumDetailSchema.parse((await get(`${server.rest}/album/${albumId}`, { token })).body);

  beforeAll(async () => {
    paid = await albumWhere(server, sql`NOT a.free AND NOT a.vip_content AND a.price > 0`);
    free = await albumWhere(server, sql`a.free`);
    vip = await albumWhere(server, sql`a.vip_content`);
    [buyer, other] = await Promise.all([signupGuest(server.url), signupGuest(server.url)]);
    await credit(server.database.db, { guestId: buyer.guestId, amount: 10_000, kind: 'test_topup', reference: 'test', idempotencyKey: `topup-${buyer.guestId}` });
    expect((await post(`${server.rest}/album/${paid.id}/buy`, { idempotencyKey: `paid-album-${paid.id}` }, { token: buyer.token })).body.success).toBe(true);
    bought = (await albumFor(paid.id, buyer.token)).pictures.items[0].image!;
  }, SERVER_START_TIMEOUT);

  it('refuses the full-size picture of a paid album by its id alone', async () => {
    for (const width of [320, 640, 1280]) {
      const response = await get(`${server.url}/media/picture/${paid.picture}/${width}.svg`);
      expect(response.status).toBe(403);
      expect(response.text).not.toContain('<svg');
    }
  });

  it('gives a non-owner the album preview and no picture images, a visitor too', async () => {
    for (const token of [other.token, undefined]) {
      const album = await albumFor(paid.id, token);
      expect(album.previews[0].w320).toBe(`/media/album/${paid.id}/320.svg`);
      expect(album.pictures.items.every((picture) => picture.image === null)).toBe(true);
      expect(JSON.stringify(album)).not.toContain('/media/picture/');
    }
    // The preview the spec allows is served to anyone.
    expect((await get(`${server.url}/media/album/${paid.id}/320.svg`)).status).toBe(200);
  });

  it('gives the buyer signed URLs that load privately', async () => {
    expect(bought.w1280).toMatch(new RegExp(`^/media/picture/${paid.picture}/1280\\.svg\\?guest=${buyer.guestId}&expires=\\d+&signature=`));
    const response = await get(`${server.url}${bought.w1280}`);
    expect(response.status).toBe(200);
    expect(response.text).toMatch(/^<svg [^>]*width="1280"/);
    // Never in a shared cache, and not kept beyond the URL's expiry.
    const cache = response.headers.get('cache-control')!;
    expect(cache).toMatch(/^private, max-age=\d+/);
    const expires = Number(new URL(bought.w1280, server.url).searchParams.get('expires'));
    expect(Number(/max-age=(\d+)/.exec(cache)![1])).toBeLessThanOrEqual(expires - Math.floor(Date.now() / 1000) + 1);
  });

  it.each([
    ['another guest', (_query: URLSearchParams) => ({ guest: String(other.guestId) })],
    ['a later expiry', (query: URLSearchParams) => ({ expires: String(Number(query.get('expires')) + 3600) })],
    ['a changed signature', (_query: URLSearchParams) => ({ signature: 'x'.repeat(43) })],
  ])('refuses the buyer’s URL with %s', async (_case, change) => {
    const tampered = withQuery(bought.w1280, change(new URL(bought.w1280, server.url).searchParams));
    const response = await get(`${server.url}${tampered}`);
    expect(response.status).toBe(403);
    expect(response.body.error.code).toBe('forbidden');
  });

  it('refuses the buyer’s URL to another logged-in guest, and its query on another picture', async () => {
    expect((await get(`${server.url}${bought.w1280}`, { token: other.token })).status).toBe(403);
    expect((await get(`${server.url}${bought.w1280}`, { token: buyer.token })).status).toBe(200);
    const next = bought.w1280.replace(`/picture/${paid.picture}/`, `/picture/${paid.picture + 1}/`);
    expect((await get(`${server.url}${next}`)).status).toBe(403);
  });

  it('refuses an expired URL', async () => {
    const old = signedImages(mediaUrlKey(server.secrets.visitorToken), 'picture', paid.picture, buyer.guestId, Date.now() - 3 * 3600_000);
    expect((await get(`${server.url}${old.w1280}`)).status).toBe(403);
  });

  it('refuses a properly signed URL once the guest is no longer entitled', async () => {
    const unbought = signedImages(mediaUrlKey(server.secrets.visitorToken), 'picture', paid.picture, other.guestId);
    expect((await get(`${server.url}${unbought.w1280}`)).status).toBe(403);
  });

  it('serves a free album’s pictures to everyone, unsigned', async () => {
    const album = await albumFor(free.id);
    expect(album.pictures.items[0].image!.w1280).toBe(`/media/picture/${free.picture}/1280.svg`);
    const response = await get(`${server.url}/media/picture/${free.picture}/1280.svg`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('unlocks VIP content for a VIP guest through signed URLs, not for others', async () => {
    const member = await signupGuest(server.url);
    await server.database.db.execute(sql`UPDATE guests SET is_vip = true WHERE id = ${member.guestId}`);
    const forMember = await albumFor(vip.id, member.token);
    expect(forMember.guestInfo.flatrate).toBe(true);
    const image = forMember.pictures.items[0].image!;
    expect(image.w640).toContain(`guest=${member.guestId}&`);
    expect((await get(`${server.url}${image.w640}`)).status).toBe(200);
    const forOther = await albumFor(vip.id, other.token);
    expect(forOther.guestInfo.flatrate).toBe(false);
    expect(forOther.pictures.items.every((picture) => picture.image === null)).toBe(true);
    // The subscription ends: the URLs it was given stop working.
    await server.database.db.execute(sql`UPDATE guests SET is_vip = false WHERE id = ${member.guestId}`);
    expect((await get(`${server.url}${image.w640}`)).status).toBe(403);
  });
});
