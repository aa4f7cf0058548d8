import { actorTileSchema, videoTileSchema } from '@vx/shared/protocol';
import { get } from '../../testing/http';
import { useTestServer } from '../../testing/server';

describe('tile grids (tileGrid/get/{type}/{payload})', () => {
  const server = useTestServer({ seedActors: 60 });

  const grid = (type: string, payload: unknown) =>
    get(`${server.rest}/tileGrid/get/${type}/${encodeURIComponent(typeof payload === 'string' ? payload : JSON.stringify(payload))}`);

  it('lists actors online first, by online ranking', async () => {
    const response = await grid('onlineActors', { page: 1, pageSize: 60 });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ success: true, data: { totalCount: 60, page: 1, pageSize: 60 } });
    const items = response.body.data.items.map((item: unknown) => actorTileSchema.parse(item));
    const firstOffline = items.findIndex((actor: { isOnline: boolean }) => !actor.isOnline);
    expect(firstOffline).toBeGreaterThan(0);
    expect(items.slice(firstOffline).every((actor: { isOnline: boolean }) => !actor.isOnline)).toBe(true);
  });

  it('pages with the default page size of 30', async () => {
    const first = await grid('onlineActors', {});
    const second = await grid('onlineActors', { page: 2 });
    expect(first.body.data.items).toHaveLength(30);
    expect(second.body.data.items).toHaveLength(30);
    const ids = new Set([...first.body.data.items, ...second.body.data.items].map((a: { id: number }) => a.id));
    expect(ids.size).toBe(60);
  });

  it('lists the newest videos first', async () => {
    const response = await grid('newVideos', { pageSize: 20 });
    expect(response.status).toBe(200);
    const items = response.body.data.items.map((item: unknown) => videoTileSchema.parse(item));
    expect(items).toHaveLength(20);
    expect(response.body.data.totalCount).toBeGreaterThan(60 * 3 - 1);
    expect(items[0].new).toBe(true);
    expect(items[0].preview.w320).toBe(`/media/video/${items[0].id}/320.svg`);
    for (const video of items) {
      expect(video.price.value).toBeLessThanOrEqual(video.basePrice.value);
      if (video.free) expect(video.price.value).toBe(0);
    }
  });

  it('answers 404 with a clear message for an unknown grid type', async () => {
    const response = await grid('trendingPlanets', {});
    expect(response.status).toBe(404);
    expect(response.body.error.message).toContain("Unknown tile grid type 'trendingPlanets'");
  });

  it.each([
    ['not JSON', 'page=1'],
    ['a negative page', { page: -1 }],
    ['an oversize page size', { pageSize: 500 }],
    ['a string page', { page: '2' }],
  ])('answers 400 for a payload that is %s', async (_case, payload) => {
    const response = await grid('newVideos', payload);
    expect(response.status).toBe(400);
    expect(response.body.error.message).toEqual(expect.any(String));
  });
});
