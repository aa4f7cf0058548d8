import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { videoDetailSchema } from '@vx/shared/protocol';
import { credit } from '../../domains/wallet/service';
import { queryRows } from '../../testing/db';
import { get, post, signupGuest, type SignedUp } from '../../testing/http';
import { SERVER_START_TIMEOUT, useTestServer } from '../../testing/server';
import { signVodGrant } from './grant';

const PREVIEW = 3;
const dir = mkdtempSync(join(tmpdir(), 'vx-vod-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('videos as HLS VOD (whole, preview, grants)', () => {
  // One live clip for every actor and a short preview: each video costs one card (~1 s of ffmpeg).
  const server = useTestServer({ seedActors: 3, config: { LIVE_STREAM_ACTORS: 1, VOD_PREVIEW_SECONDS: PREVIEW, VOD_DIR: dir, LIVE_STREAM_DIR: dir } });
  let buyer: SignedUp;
  let stranger: SignedUp;
  let video: { id: number; duration: number };
  const origin = () => server.url;
  const detail = async (token?: string) => videoDetailSchema.parse((await get(`${server.rest}/video/${video.id}`, { token })).body);

  beforeAll(async () => {
    [video] = await queryRows(server.database, sql`SELECT id, duration FROM videos WHERE NOT free AND price > 0 ORDER BY id LIMIT 1`);
    // Not age-rated and not VIP: bought is the only way to the whole video.
    await server.database.db.execute(sql`UPDATE videos SET age_rating = 16, vip = false WHERE id = ${video.id}`);
    [buyer, stranger] = [await signupGuest(server.url), await signupGuest(server.url)];
    await credit(server.database.db, { guestId: buyer.guestId, amount: 10_000, kind: 'test_topup', reference: 'test', idempotencyKey: `vod-topup-${buyer.guestId}` });
    expect((await post(`${server.rest}/video/${video.id}/buy`, { idempotencyKey: 'vod-buy-key' }, { token: buyer.token })).body).toMatchObject({ success: true });
  }, SERVER_START_TIMEOUT);

  it('gives a visitor the preview: its first seconds only, with a thumbnail track', async () => {
    const { stream, url } = await detail();
    expect(stream).toMatchObject({ isPreview: true, needsToken: false, previewSeconds: PREVIEW, restriction: 'needLogin' });
    expect(url).toBe(stream!.url);
    const master = await get(`${origin()}${stream!.url}`);
    expect(master.status).toBe(200);
    expect(master.headers.get('content-type')).toContain('mpegurl');
    const variant = /^(720p\/index\.m3u8\?grant=\S+)$/m.exec(master.text)![1];
    const media = await get(`${origin()}/media/vod/${video.id}/${variant}`);
    const segments = media.text.split('\n').filter((line) => /^\d+\.ts\?grant=/.test(line));
    expect(segments).toHaveLength(PREVIEW);
    expect(media.text).toContain('#EXT-X-ENDLIST');
    const first = await get(`${origin()}/media/vod/${video.id}/720p/${segments[0]}`);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('video/mp2t');
    // A preview grant opens nothing past the preview.
    const grant = /grant=([^&\s]+)/.exec(segments[0])![1];
    expect((await get(`${origin()}/media/vod/${video.id}/720p/${PREVIEW}.ts?grant=${grant}`)).status).toBe(403);
    const track = await get(`${origin()}${stream!.thumbnails}`);
    expect(track.text.startsWith('WEBVTT')).toBe(true);
    const sprite = /^(\/media\/vod\/\d+\/sprite-[0-9a-f]{8}\.png)#xywh=0,0,160,90$/m.exec(track.text)![1];
    const image = await get(`${origin()}${sprite}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
  }, 60_000);

  it('gives the buyer the whole video, only with the buyer’s own token', async () => {
    const { stream, isBought } = await detail(buyer.token);
    expect(isBought).toBe(true);
    expect(stream).toMatchObject({ isPreview: false, needsToken: true, restriction: null, previewSeconds: video.duration });
    expect((await get(`${origin()}${stream!.url}`, { token: buyer.token })).status).toBe(200);
    const withoutToken = await get(`${origin()}${stream!.url}`);
    expect([withoutToken.status, withoutToken.body.error.code]).toEqual([403, 'vod_grant_not_yours']);
    const another = await get(`${origin()}${stream!.url}`, { token: stranger.token });
    expect([another.status, another.body.error.code]).toEqual([403, 'vod_grant_not_yours']);
    const grant = /grant=([^&\s]+)/.exec(stream!.url)![1];
    const media = await get(`${origin()}/media/vod/${video.id}/360p/index.m3u8?grant=${grant}`, { token: buyer.token });
    expect(media.text.split('\n').filter((line) => /^\d+\.ts\?grant=/.test(line))).toHaveLength(video.duration);
    // Past the preview, and past the card and one loop of her camera.
    const late = Math.min(video.duration - 1, PREVIEW + 8);
    expect((await get(`${origin()}/media/vod/${video.id}/360p/${late}.ts?grant=${grant}`, { token: buyer.token })).status).toBe(200);
    expect((await get(`${origin()}/media/vod/${video.id}/360p/${late}.ts?grant=${grant}`, { token: stranger.token })).status).toBe(403);
    // Another guest asking for the same video gets a preview of their own.
    expect((await detail(stranger.token)).stream).toMatchObject({ isPreview: true, restriction: 'needPurchase' });
  }, 60_000);

  it('refuses expired, forged and other videos’ grants', async () => {
    const expired = signVodGrant(server.secrets.visitorToken, video.id, { kind: 'whole', guestId: buyer.guestId }, buyer.guestId, Math.floor(Date.now() / 1000) - 1);
    const refused = await get(`${origin()}/media/vod/${video.id}/master.m3u8?grant=${expired}`, { token: buyer.token });
    expect([refused.status, refused.body.error.code]).toEqual([403, 'vod_grant_invalid']);
    const { stream } = await detail(buyer.token);
    const grant = /grant=([^&\s]+)/.exec(stream!.url)![1];
    const forged = grant.replace(/\.(\d+)\./, (_, expires: string) => `.${Number(expires) + 3600}.`);
    expect((await get(`${origin()}/media/vod/${video.id}/master.m3u8?grant=${forged}`, { token: buyer.token })).status).toBe(403);
    expect((await get(`${origin()}/media/vod/${video.id + 1}/master.m3u8?grant=${grant}`, { token: buyer.token })).status).toBe(403);
    expect((await get(`${origin()}/media/vod/${video.id}/master.m3u8`)).status).toBe(403);
    expect((await get(`${origin()}/media/vod/abc/master.m3u8?grant=${grant}`)).status).toBe(404);
    expect((await get(`${origin()}/media/vod/${video.id}/720p/x.ts?grant=${grant}`)).status).toBe(404);
  });
});
