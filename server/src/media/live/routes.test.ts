import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { setActorOnline } from '../../domains/actors/online';
import { get } from '../../testing/http';
import { SERVER_START_TIMEOUT, useTestServer } from '../../testing/server';
import { signLiveGrant } from './grant';
import { liveStreamsFor } from './index';
import { CLIP_VERSION } from './settings';

/** A fresh cache, so the first requests really find no clip. */
const cache = mkdtempSync(join(tmpdir(), 'live-routes-'));

describe('live streams (/media/live/...)', () => {
  // One clip for everyone: actor 2 shares actor 1's.
  const server = useTestServer({ seedActors: 3, config: { LIVE_STREAMS: 'on-demand', LIVE_STREAM_ACTORS: 1, LIVE_STREAM_DIR: cache } });
  const hour = () => Math.floor(Date.now() / 1000) + 3600;
  const grant = (actorId: number, expiresAt = hour()) => signLiveGrant(server.secrets.visitorToken, { actorId, expiresAt, subject: 'preview:test' });
  const master = (actorId: number, query = `?grant=${grant(actorId)}`, headers: Record<string, string> = {}) =>
    get(`${server.url}/media/live/${actorId}/master.m3u8${query}`, { headers });

  beforeAll(async () => {
    await server.database.db.execute(sql`UPDATE actors SET is_online = (id <> 3)`);
  }, SERVER_START_TIMEOUT);
  afterAll(() => rmSync(cache, { recursive: true, force: true }));

  it('answers 403 live_grant_invalid without a valid grant for this actor', async () => {
    const refused = [
      await master(1, ''),
      await master(1, '?grant=nonsense'),
      await master(1, `?grant=${grant(2)}`),
      await master(1, `?grant=${grant(1, Math.floor(Date.now() / 1000) - 1)}`),
      await get(`${server.url}/media/live/1/720p/live.m3u8`),
    ];
    for (const response of refused) {
      expect({ status: response.status, code: response.body.error?.code }).toEqual({ status: 403, code: 'live_grant_invalid' });
    }
  });

  it('answers 404 for an unknown or offline actor, and for what is no stream', async () => {
    expect((await master(999_999)).status).toBe(404);
    const offline = await master(3);
    expect({ status: offline.status, code: offline.body.error?.code }).toEqual({ status: 404, code: 'actor_offline' });
    expect((await get(`${server.url}/media/live/1/1080p/live.m3u8?grant=${grant(1)}`)).status).toBe(404);
    expect((await get(`${server.url}/media/live/abc/master.m3u8`)).status).toBe(404);
  });

  it('answers 503 with retry-after while the clip is not made yet', async () => {
    const response = await master(1);
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('2');
    expect(response.body.error.code).toBe('live_stream_pending');
  });

  describe('once the clip is made', () => {
    beforeAll(() => liveStreamsFor(server.database).ready(1), SERVER_START_TIMEOUT);

    it('serves the master playlist with both renditions, carrying the grant on', async () => {
      const token = grant(1);
      const response = await master(1, `?grant=${token}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/vnd.apple.mpegurl');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      const lines = response.text.trim().split('\n');
      expect(lines[0]).toBe('#EXTM3U');
      expect(lines.filter((line) => line.startsWith('#EXT-X-STREAM-INF:'))).toEqual([
        expect.stringMatching(/^#EXT-X-STREAM-INF:BANDWIDTH=\d+,AVERAGE-BANDWIDTH=\d+,RESOLUTION=1280x720,FRAME-RATE=12\.000,CODECS="avc1\.[0-9a-f]{6},mp4a\.40\.2"$/),
        expect.stringMatching(/RESOLUTION=640x360/),
      ]);
      // t0: where the player's discontinuity numbers count from (playlist.ts).
      const t0 = String(Math.floor(Date.now() / 1000)).slice(0, -1);
      expect(lines.filter((line) => !line.startsWith('#'))).toEqual([
        expect.stringMatching(new RegExp(`^720p/live\\.m3u8\\?grant=${token}&t0=${t0}\\d$`)),
        expect.stringMatching(new RegExp(`^360p/live\\.m3u8\\?grant=${token}&t0=${t0}\\d$`)),
      ]);
    });

    it('takes the grant from x-live-grant before the query', async () => {
      expect((await master(1, '?grant=expired', { 'x-live-grant': grant(1) })).status).toBe(200);
      expect((await master(1, `?grant=${grant(1)}`, { 'x-live-grant': grant(2) })).status).toBe(403);
    });

    it('serves a sliding live playlist whose segments are the loop’s, cached forever', async () => {
      const response = await get(`${server.url}/media/live/2/360p/live.m3u8`, { headers: { 'x-live-grant': grant(2) } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/vnd.apple.mpegurl');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(response.text).toMatch(/^#EXTM3U\n#EXT-X-VERSION:3\n#EXT-X-TARGETDURATION:1\n#EXT-X-MEDIA-SEQUENCE:\d+\n#EXT-X-DISCONTINUITY-SEQUENCE:\d+\n/);
      expect(response.text).not.toContain('#EXT-X-ENDLIST');
      // Counted from the start of the day without a t0: hundreds, never epoch-sized (playlist.ts).
      expect(Number(/#EXT-X-DISCONTINUITY-SEQUENCE:(\d+)/.exec(response.text)?.[1])).toBeLessThanOrEqual(86_400 / 6);
      const sequence = Number(/#EXT-X-MEDIA-SEQUENCE:(\d+)/.exec(response.text)?.[1]);
      expect(Math.abs(sequence - (Math.floor(Date.now() / 1000) - 5))).toBeLessThanOrEqual(2);
      const segments = response.text.split('\n').filter((line) => line && !line.startsWith('#'));
      expect(segments).toHaveLength(5);
      for (const name of segments) {
        // Actor 2 shares clip 1.
        expect(name).toMatch(new RegExp(`^1-${CLIP_VERSION}-[0-5]\\.ts$`));
        const segment = await fetch(`${server.url}/media/live/2/360p/${name}`);
        const bytes = Buffer.from(await segment.arrayBuffer());
        expect(segment.status).toBe(200);
        expect(segment.headers.get('content-type')).toBe('video/mp2t');
        expect(segment.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
        expect(Number(segment.headers.get('content-length'))).toBe(bytes.length);
        expect(bytes[0]).toBe(0x47);
      }
    });

    it('refuses an actor who went offline: at once through setActorOnline, within a second behind its back', async () => {
      const status = async () => {
        const response = await get(`${server.url}/media/live/2/720p/live.m3u8`, { headers: { 'x-live-grant': grant(2) } });
        return { status: response.status, code: response.body?.error?.code };
      };
      expect((await status()).status).toBe(200);
      try {
        await setActorOnline(server.database.db, server.hub, 2, false);
        expect(await status()).toEqual({ status: 404, code: 'actor_offline' });
        await setActorOnline(server.database.db, server.hub, 2, true);
        expect((await status()).status).toBe(200);
        // Another process's flip (here: a plain UPDATE) is seen once the remembered state is a second old.
        await server.database.db.execute(sql`UPDATE actors SET is_online = false WHERE id = 2`);
        await new Promise((resolve) => setTimeout(resolve, 1_050));
        expect(await status()).toEqual({ status: 404, code: 'actor_offline' });
      } finally {
        await server.database.db.execute(sql`UPDATE actors SET is_online = true WHERE id = 2`);
      }
    });

    it('serves the same playlist text to every viewer within a segment', async () => {
      const read = () => get(`${server.url}/media/live/1/360p/live.m3u8?grant=${grant(1)}`).then((response) => response.text);
      const [a, b] = await Promise.all([read(), read()]);
      const sequence = (text: string) => Number(/#EXT-X-MEDIA-SEQUENCE:(\d+)/.exec(text)?.[1]);
      // The same window gives the same text; a new second a new window.
      if (sequence(a) === sequence(b)) expect(b).toBe(a);
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect(sequence(await read())).toBeGreaterThan(sequence(a));
    });

    it.each([
      `2-${CLIP_VERSION}-0.ts`,
      `1-00000000-0.ts`,
      `1-${CLIP_VERSION}-6.ts`,
      `1-${CLIP_VERSION}-0.mp4`,
      `../1-${CLIP_VERSION}-0.ts`,
    ])('answers 404 for the segment %s', async (name) => {
      expect((await get(`${server.url}/media/live/1/720p/${name}`)).status).toBe(404);
    });
  });
});
