import { sql } from 'drizzle-orm';
import { topCamListSchema, topCamSchema } from '@vx/shared/protocol';
import { get, post } from '../../testing/http';
import { useTestServer } from '../../testing/server';

describe('top cams (topcams/:type, vxql topCams)', () => {
  const server = useTestServer();


  it.each(['bestChats', 'top100', 'topFavorites', 'topVideocall'] as const)('answers the %s list', async (type) => {
    const response = await get(`${server.rest}/topcams/${type}?language=de`);
    expect(response.status).toBe(200);
    const body = topCamListSchema.parse(response.body);
    expect(body.type).toBe(type);
    expect(body.topCams.length).toBeGreaterThan(0);
    expect(body.topCams.length).toBeLessThanOrEqual(100);
    expect(body.topCams[0].profileLink).toMatch(/^\/de\/amateur\/[a-z0-9_.-]+\/$/);
  });

  it('orders bestChats by satisfaction with at least 10 ratings, and filters online', async () => {
    const best = topCamListSchema.parse((await get(`${server.rest}/topcams/bestChats`)).body).topCams;
    expect(best.every((c) => c.ratingCount >= 10)).toBe(true);
    const rates = best.map((c) => c.satisfactionRate);
    expect(rates).toEqual([...rates].sort((a, b) => b - a));
    const online = topCamListSchema.parse((await get(`${server.rest}/topcams/top100?online=true`)).body).topCams;
    expect(online.every((c) => c.online)).toBe(true);
  });

  it('counts pins for topFavorites: the seeded audience plus the stored pins, most first', async () => {
    const favourites = async () => topCamListSchema.parse((await get(`${server.rest}/topcams/topFavorites`)).body).topCams;
    const before = await favourites();
    const counts = before.map((c) => c.pinnedCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    // Believable, not "Favourite of 0" everywhere: a long tail from hundreds down.
    expect(counts.filter((n) => n === 0).length).toBeLessThan(counts.length / 10);
    expect(counts[0]).toBeGreaterThan(10 * counts[counts.length - 1]);
    const leader = before[0];
    await server.database.db.execute(sql`INSERT INTO guests (email, name, password_hash) VALUES ('pins@example.com', 'pins', 'x')`);
    await server.database.db.execute(
      sql`INSERT INTO favourite_actors (guest_id, actor_id) SELECT id, ${leader.id} FROM guests WHERE email = 'pins@example.com'`,
    );
    expect((await favourites())[0]).toMatchObject({ id: leader.id, pinnedCount: leader.pinnedCount + 1 });
  });

  it('does not fill bestChats with 100 % satisfied actors', async () => {
    const best = topCamListSchema.parse((await get(`${server.rest}/topcams/bestChats`)).body).topCams;
    expect(best.filter((c) => c.satisfactionRate === 100).length).toBeLessThanOrEqual(best.length / 10);
    expect(new Set(best.map((c) => c.satisfactionRate)).size).toBeGreaterThan(5);
  });

  it.each([
    ['an unknown type', '/topcams/worst', 400],
    ['a malformed online flag', '/topcams/top100?online=yes', 400],
  ])('answers %s with a JSON error', async (_case, path, status) => {
    const response = await get(`${server.rest}${path}`);
    expect(response.status).toBe(status);
    expect(response.body.error).toEqual({ code: expect.any(String), message: expect.any(String) });
  });

  it('serves the same over the query service', async () => {
    const issued = await get(`${server.rest}/vxql/visitorToken`);
    const query = (q: string) => post(`${server.url}/vxql?language=en`, { query: q }, { token: issued.body.token });
    const response = await query('{ topCams(type: "top100", online: false) { id name profileLink online onlineVideocall age previewPicture avatarPicture spokenLanguages pinnedCount ratingCount satisfactionRate rankingPointsVideoCall videocallPrice { value currency } } }');
    const cams = response.body.data.topCams.map((c: unknown) => topCamSchema.parse(c));
    const restList = topCamListSchema.parse((await get(`${server.rest}/topcams/top100`)).body).topCams;
    expect(cams.map((c: { id: number }) => c.id)).toEqual(restList.map((c) => c.id));
    const bad = await query('{ topCams(type: "nope") { id } }');
    expect(bad.body.errors[0].message).toMatch(/Invalid arguments/);
  });
});
