import { sql } from 'drizzle-orm';
import {
  actorAlbumListSchema,
  actorVideoGridSchema,
  albumDetailSchema,
  mediaBuyResultSchema,
  videoDetailSchema,
} from '@vx/shared/protocol';
import { queryRows } from '../../testing/db';
import { get, post, signupGuest, type SignedUp } from '../../testing/http';
import { SERVER_START_TIMEOUT, useTestServer } from '../../testing/server';
import { credit, getBalance } from '../wallet/service';

describe('videos and albums (pages, grids, buying)', () => {
  const server = useTestServer();
  let guest: SignedUp;
  let paidVideo: { id: number; price: number; actor_id: number };
  let paidAlbum: { id: number; price: number; actor_id: number };

  beforeAll(async () => {
    guest = await signupGuest(server.url);
    await credit(server.database.db, { guestId: guest.guestId, amount: 100_000, kind: 'test_topup', reference: 'test', idempotencyKey: 'topup-media' });
    [paidVideo] = await queryRows(server.database, sql`SELECT id, price, actor_id FROM videos WHERE NOT free AND price > 0 ORDER BY id LIMIT 1`);
    [paidAlbum] = await queryRows(server.database, sql`SELECT id, price, actor_id FROM albums WHERE NOT free AND price > 0 ORDER BY id LIMIT 1`);
  }, SERVER_START_TIMEOUT);

  it('answers an actor video grid of at most 16 with thumbnails and marks', async () => {
    const response = await get(`${server.rest}/actor/${paidVideo.actor_id}/videos?page=1`);
    expect(response.status).toBe(200);
    const grid = actorVideoGridSchema.parse(response.body);
    expect(grid.videos.length).toBeGreaterThan(0);
    expect(grid.videos.length).toBeLessThanOrEqual(16);
    expect(grid.videos.every((v) => v.model.id === paidVideo.actor_id)).toBe(true);
    expect(grid.videos[0].previewThumbnails.w1280).toMatch(/1280/);
    const classic = actorVideoGridSchema.parse((await get(`${server.rest}/actor/${paidVideo.actor_id}/videos?classic=true`)).body);
    expect(classic.videos.every((v) => v.classic)).toBe(true);
    const [tag] = await queryRows<{ label: string }>(
      server.database,
      sql`SELECT t.label FROM video_tags vt JOIN tags t ON t.id = vt.tag_id WHERE vt.video_id = ${paidVideo.id} LIMIT 1`,
    );
    if (tag) {
      // The filters are tags of the actor's own videos, the most used ones, at most 12.
      const actorTags = await queryRows<{ label: string }>(
        server.database,
        sql`SELECT DISTINCT t.label FROM video_tags vt JOIN tags t ON t.id = vt.tag_id JOIN videos v ON v.id = vt.video_id WHERE v.actor_id = ${paidVideo.actor_id}`,
      );
      expect(grid.tagGroups.length).toBe(Math.min(12, actorTags.length));
      expect(actorTags.map((row) => row.label)).toEqual(expect.arrayContaining(grid.tagGroups));
      const tagged = actorVideoGridSchema.parse((await get(`${server.rest}/actor/${paidVideo.actor_id}/videos?tagGroup=${encodeURIComponent(tag.label.toUpperCase())}`)).body);
      expect(tagged.videos.map((v) => v.id)).toContain(paidVideo.id);
    }
  });

  it('answers an album list of at most 14 and an album with 14 pictures a page', async () => {
    const list = actorAlbumListSchema.parse((await get(`${server.rest}/actor/${paidAlbum.actor_id}/albums`)).body);
    expect(list.albums.length).toBeLessThanOrEqual(14);
    const album = albumDetailSchema.parse((await get(`${server.rest}/album/${paidAlbum.id}?page=1`)).body);
    expect(album.pictures.items.length).toBeLessThanOrEqual(14);
    expect(album.pictures.total).toBe(album.pictureCount);
    // Not bought: no full pictures.
    expect(album.isBought).toBe(false);
    expect(album.pictures.items.every((p) => p.image === null)).toBe(true);
  });

  it('buys a video once per key and marks it bought for that guest only', async () => {
    const before = await getBalance(server.database.db, guest.guestId);
    const bought = await post(`${server.rest}/video/${paidVideo.id}/buy`, { idempotencyKey: 'video-buy-1' }, { token: guest.token });
    expect(bought.status).toBe(200);
    const body = mediaBuyResultSchema.parse(bought.body);
    expect(body).toMatchObject({ success: true, errorCode: null, balance: before! - paidVideo.price });
    const again = await post(`${server.rest}/video/${paidVideo.id}/buy`, { idempotencyKey: 'video-buy-1' }, { token: guest.token });
    expect(again.body).toMatchObject({ success: true, balance: before! - paidVideo.price });
    expect(await getBalance(server.database.db, guest.guestId)).toBe(before! - paidVideo.price);

    const mine = videoDetailSchema.parse((await get(`${server.rest}/video/${paidVideo.id}`, { token: guest.token })).body);
    expect(mine).toMatchObject({ isBought: true, guestInfo: { bought: true } });
    const visitor = videoDetailSchema.parse((await get(`${server.rest}/video/${paidVideo.id}`)).body);
    expect(visitor.isBought).toBe(false);
    const grid = actorVideoGridSchema.parse((await get(`${server.rest}/actor/${paidVideo.actor_id}/videos`, { token: guest.token })).body);
    const tile = grid.videos.find((v) => v.id === paidVideo.id);
    if (tile) expect(tile.isBought).toBe(true);
  });

  it('buys an album and then shows its pictures', async () => {
    const bought = await post(`${server.rest}/album/${paidAlbum.id}/buy`, { idempotencyKey: 'album-buy-1' }, { token: guest.token });
    expect(mediaBuyResultSchema.parse(bought.body)).toMatchObject({ success: true, errorCode: null });
    const album = albumDetailSchema.parse((await get(`${server.rest}/album/${paidAlbum.id}`, { token: guest.token })).body);
    expect(album.isBought).toBe(true);
    expect(album.pictures.items.every((p) => p.image !== null)).toBe(true);
  });

  it('charges once when two clicks with different keys race', async () => {
    const [video] = await queryRows<{ id: number; price: number }>(
      server.database,
      sql`SELECT id, price FROM videos WHERE NOT free AND price > 0 AND id <> ${paidVideo.id} ORDER BY id LIMIT 1`,
    );
    const before = await getBalance(server.database.db, guest.guestId);
    const results = await Promise.all(
      ['race-a-key', 'race-b-key'].map((key) => post(`${server.rest}/video/${video.id}/buy`, { idempotencyKey: key }, { token: guest.token })),
    );
    expect(results.every((r) => r.body.success)).toBe(true);
    expect(await getBalance(server.database.db, guest.guestId)).toBe(before! - video.price);
  });

  it('answers insufficient_balance without charging', async () => {
    const poor = await signupGuest(server.url);
    const response = await post(`${server.rest}/video/${paidVideo.id}/buy`, { idempotencyKey: 'poor-buy-1' }, { token: poor.token });
    expect(mediaBuyResultSchema.parse(response.body)).toMatchObject({ success: false, errorCode: 'insufficient_balance', balance: 0 });
  });

  it.each([
    ['a visitor buying a video', () => post(`${server.rest}/video/1/buy`, { idempotencyKey: 'visitor-key' }), 401],
    ['a visitor buying an album', () => post(`${server.rest}/album/1/buy`, { idempotencyKey: 'visitor-key' }), 401],
    ['an unknown video to buy', () => post(`${server.rest}/video/999999/buy`, { idempotencyKey: 'unknown-key' }, { token: guest.token }), 404],
    ['an unknown album to buy', () => post(`${server.rest}/album/999999/buy`, { idempotencyKey: 'unknown-key' }, { token: guest.token }), 404],
    ['a short key', () => post(`${server.rest}/video/1/buy`, { idempotencyKey: 'x' }, { token: guest.token }), 400],
    ['an unknown video', () => get(`${server.rest}/video/999999`), 404],
    ['an unknown album', () => get(`${server.rest}/album/999999`), 404],
    ['a malformed video id', () => get(`${server.rest}/video/abc`), 400],
    ['an unknown actor grid', () => get(`${server.rest}/actor/999999/videos`), 404],
    ['an unknown actor album list', () => get(`${server.rest}/actor/999999/albums`), 404],
    ['a negative page', () => get(`${server.rest}/actor/3/videos?page=-1`), 400],
    ['a malformed classic flag', () => get(`${server.rest}/actor/3/videos?classic=maybe`), 400],
    ['an oversize tag group', () => get(`${server.rest}/actor/3/videos?tagGroup=${'a'.repeat(61)}`), 400],
    ['a zero album page', () => get(`${server.rest}/album/1?page=0`), 400],
  ])('answers %s with a JSON error', async (_case, call, status) => {
    const response = await call();
    expect(response.status).toBe(status);
    expect(response.body.error).toEqual({ code: expect.any(String), message: expect.any(String) });
  });
});
