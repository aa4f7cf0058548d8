import { sql } from 'drizzle-orm';
import { jumbotronSchema, tvFormatSchema, tvLateNightShowSchema, tvMediathekPageSchema, tvSeriesSchema, tvProgramSchema, tvStreamSchema, tvSuggestSchema, tvVideoDetailSchema } from '@vx/shared/protocol';
import { liveStreamsFor } from '../../media/live';
import { queryRows } from '../../testing/db';
import { get, post, signupGuest, type SignedUp } from '../../testing/http';
import { TEST_ENGINES, useTestServerOn } from '../../testing/engines';
import { SERVER_START_TIMEOUT } from '../../testing/server';

const TILE = 'id hashId title season episode duration ageRating releasedAt previewThumbnails { w320 } actor { id name } format { key title }';

describe.each(TEST_ENGINES)('TV (%s)', (_engine, url) => {
  const server = useTestServerOn(url);
  let subscriber: SignedUp;
  let guest: SignedUp;
  let episode: { video_id: number; hash_id: string };
  let visitorToken: string;
  const rest = (path: string, token?: string) => get(`${server.rest}/${path}`, { token });
  const vxql = (query: string, variables: Record<string, unknown> = {}, language = 'en') =>
    post(`${server.url}/vxql?language=${language}`, { query, variables }, { token: visitorToken });

  beforeAll(async () => {
    [subscriber, guest] = await Promise.all([signupGuest(server.url), signupGuest(server.url)]);
    visitorToken = (await get(`${server.rest}/vxql/visitorToken`)).body.token;
    await queryRows(server.database, sql`UPDATE guests SET has_tv_abo = true, has_avs = true WHERE id = ${subscriber.guestId}`);
    [episode] = await queryRows<{ video_id: number; hash_id: string }>(server.database, sql`SELECT video_id, hash_id FROM tv_episodes ORDER BY series_id, episode LIMIT 1`);
  }, SERVER_START_TIMEOUT);

  it('seeds six series with episodes, a week of program per channel and the late-night show', async () => {
    const [counts] = await queryRows<{ series: number; episodes: number; live: number; premium: number; cast: number }>(
      server.database,
      sql`SELECT (SELECT count(*)::int FROM tv_series) AS series, (SELECT count(*)::int FROM tv_episodes) AS episodes,
                 (SELECT count(*)::int FROM tv_program_slots WHERE channel = 'live') AS live, (SELECT count(*)::int FROM tv_program_slots WHERE channel = 'premium') AS premium,
                 (SELECT count(*)::int FROM tv_late_night_actors) AS cast`,
    );
    expect(counts).toEqual({ series: 6, episodes: expect.any(Number), live: 56, premium: 56, cast: 4 });
    expect(counts.episodes).toBeGreaterThanOrEqual(6);
    const [repeats] = await queryRows<{ n: number }>(
      server.database,
      sql`SELECT count(*)::int AS n FROM (SELECT v.actor_id FROM tv_episodes e JOIN videos v ON v.id = e.video_id GROUP BY v.actor_id HAVING count(*) > 1) AS twice`,
    );
    expect(repeats!.n).toBe(0);
  });

  it('tvSeries and tv/format/{key}: the format in the guest language with its episodes; unknown or bad keys refused', async () => {
    const series = (await vxql('{ tvSeries { id key title description picture { w640 } host { id name } episodeCount } }', {}, 'de')).body.data.tvSeries;
    expect(series[0]).toMatchObject({ key: 'behind-the-scenes', title: 'Hinter den Kulissen' });
    const format = await rest('tv/format/behind-the-scenes?language=en&_=1700000000000');
    expect(format.status).toBe(200);
    tvFormatSchema.parse(format.body);
    expect(format.body.format).toMatchObject({ key: 'behind-the-scenes', title: 'Behind the Scenes', episodeCount: series[0].episodeCount });
    expect(format.body.pageSize).toBe(30);
    expect(format.body.episodes.items[0]).toMatchObject({ id: episode.video_id, hashId: episode.hash_id, season: 1, episode: 1 });
    expect((await rest('tv/format/no-such-format')).body.error.code).toBe('tv_format_not_found');
    expect((await rest('tv/format/Bad%20Key')).status).toBe(400);
    expect((await rest('tv/format/behind-the-scenes?page=0')).status).toBe(400);
  });

  it('mediathek videos (query and tv/updateMediathek): filter by format, content groups, excluded hash ids; bad filters refused', async () => {
    const all = (await vxql(`query($f: TvMediathekFilter) { mediathekVideos(filter: $f, first: 30) { total items { ${TILE} } } }`, {})).body.data.mediathekVideos;
    expect(all.items.length).toBe(Math.min(30, all.total));
    const filtered = await post(`${server.rest}/tv/updateMediathek`, { formatKey: 'behind-the-scenes', excludedHashIds: [episode.hash_id] });
    expect(filtered.status).toBe(200);
    tvMediathekPageSchema.parse(filtered.body);
    expect(filtered.body.items.every((item: { format: { key: string }; hashId: string }) => item.format.key === 'behind-the-scenes' && item.hashId !== episode.hash_id)).toBe(true);
    const groups = await post(`${server.rest}/tv/updateMediathek`, { contentGroups: ['road-trip', 'fan-wishes'] });
    expect(new Set(groups.body.items.map((item: { format: { key: string } }) => item.format.key))).toEqual(new Set(['road-trip', 'fan-wishes']));
    expect((await post(`${server.rest}/tv/updateMediathek`, { formatKey: 'x', page: 0 })).status).toBe(400);
    expect((await post(`${server.rest}/tv/updateMediathek`, { unknown: 1 })).status).toBe(400);
    expect((await vxql('{ mediathekVideos(first: 31) { total } }')).body.errors[0].message).toMatch(/^Invalid arguments/);
  });

  it('refuses bad input on every call: malformed and unknown payloads, bad ids and arguments, no token', async () => {
    const update = (raw: string) => post(`${server.rest}/tv/updateMediathek`, undefined, { raw });
    for (const raw of ['{"page":', '[]', '"x"', '{"contentGroups":["Bad Key"]}', '{"contentGroups":"road-trip"}', '{"excludedHashIds":["x"]}', '{"formatKey":""}', '{"page":"2"}', '{"page":1.5}', '{"page":1,"order":"newest"}']) {
      const response = await update(raw);
      expect({ raw, status: response.status }).toEqual({ raw, status: 400 });
      expect(response.body.error.code).toEqual(expect.any(String));
    }
    expect((await rest('tv/format/behind-the-scenes?page=abc')).status).toBe(400);
    expect((await rest('tv/video/0')).status).toBe(400);
    expect((await rest('tv/video/99999999999')).status).toBe(400);
    expect((await rest('tv/program/live?limit=0')).status).toBe(400);
    expect((await rest('tv/suggest/ABCDEFGHIJ')).status).toBe(400);
    const invalid = async (query: string) => (await vxql(query)).body.errors?.[0];
    expect((await invalid('{ mediathekVideos(offset: -1) { total } }')).message).toMatch(/^Invalid arguments/);
    expect((await invalid('{ mediathekVideos(filter: { contentGroups: ["Bad Key"] }) { total } }')).message).toMatch(/^Invalid arguments/);
    expect(await invalid('{ mediathekVideos(filter: { order: "x" }) { total } }')).toBeDefined();
    expect((await invalid('{ mediathekRecommendations(hashId: "zzzzzzzzzz") { id } }')).extensions.code).toBe('NOT_FOUND');
    expect((await invalid('{ mediathekRecommendations(hashId: "bad!") { id } }')).message).toMatch(/^Invalid arguments/);
    expect(await invalid('{ currentProgram(premium: "yes") { title } }')).toBeDefined();
    expect((await invalid('{ welcomeClipRotator(first: 11) { id } }')).message).toMatch(/^Invalid arguments/);
    expect((await post(`${server.url}/vxql?language=en`, { query: '{ tvSeries { key } }' })).status).toBe(401);
  });

  it('video/jumbotron/config and homepage: newest previews open to everyone, linked to their pages, cached 60 s', async () => {
    const config = await rest('video/jumbotron/config?language=en');
    expect(config.status).toBe(200);
    expect(config.headers.get('cache-control')).toBe('public, max-age=60');
    const videos = jumbotronSchema.parse(config.body);
    expect(videos).toMatchObject({ id: 'videos', autoplay: true, rotationSeconds: 8 });
    expect(videos.slides.length).toBeGreaterThan(0);
    expect(videos.slides.length).toBeLessThanOrEqual(5);
    const rows = await queryRows<{ id: number; age_rating: number; vip: boolean; name: string }>(
      server.database,
      sql`SELECT v.id, v.age_rating, v.vip, a.name FROM videos v JOIN actors a ON a.id = v.actor_id WHERE v.id = ANY(${`{${videos.slides.map((slide) => slide.id).join(',')}}`}::int[])`,
    );
    expect(rows.every((row) => row.age_rating <= 16 && !row.vip)).toBe(true);
    for (const slide of videos.slides) {
      expect(slide.link).toEqual({ routeName: 'actorVideo', params: { actorName: rows.find((row) => row.id === slide.id)!.name, videoId: slide.id } });
      expect(slide.preview.hls).toMatch(new RegExp(`^/media/vod/${slide.id}/master\\.m3u8\\?grant=`));
    }
    // The preview plays for a visitor (503 while the clip is made).
    expect([200, 503]).toContain((await get(`${server.url}${videos.slides[0]!.preview.hls}`)).status);

    const [de, en] = await Promise.all([rest('video/jumbotron/homepage?language=de'), rest('video/jumbotron/homepage?language=nl')]);
    expect(de.headers.get('cache-control')).toBe('public, max-age=60');
    const homepage = jumbotronSchema.parse(de.body);
    expect(homepage.id).toBe('homepage');
    const episodes = await queryRows<{ video_id: number; title_de: string }>(server.database, sql`SELECT video_id, title_de FROM tv_episodes`);
    for (const slide of homepage.slides) {
      expect(slide.link).toEqual({ routeName: 'tvVideo', params: { videoId: slide.id } });
      expect(slide.title).toBe(episodes.find((row) => row.video_id === slide.id)?.title_de);
    }
    expect(jumbotronSchema.parse(en.body).slides.map((slide) => slide.id)).toEqual(homepage.slides.map((slide) => slide.id));
    expect(en.body.slides[0].title).not.toBe(homepage.slides[0]!.title);
  });

  it('tv/suggest and mediathek recommendations: the next episodes of the series first, never the episode itself', async () => {
    const suggest = await rest(`tv/suggest/${episode.hash_id}?first=3`);
    expect(suggest.status).toBe(200);
    tvSuggestSchema.parse(suggest.body);
    expect(suggest.body.videos).toHaveLength(3);
    expect(suggest.body.videos[0]).toMatchObject({ episode: 2, format: { key: 'behind-the-scenes' } });
    expect(suggest.body.videos.some((video: { hashId: string }) => video.hashId === episode.hash_id)).toBe(false);
    const recommended = (await vxql('query($h: String!) { mediathekRecommendations(hashId: $h, first: 2) { hashId } }', { h: episode.hash_id })).body.data.mediathekRecommendations;
    expect(recommended.map((video: { hashId: string }) => video.hashId)).toEqual(suggest.body.videos.slice(0, 2).map((video: { hashId: string }) => video.hashId));
    expect((await rest('tv/suggest/zzzzzzzzzz')).status).toBe(404);
    expect((await rest('tv/suggest/bad!')).status).toBe(400);
    expect((await rest(`tv/suggest/${episode.hash_id}?first=31`)).status).toBe(400);
  });

  it('tv/video/{id}: a TV subscriber gets the whole episode, a guest without the subscription and a visitor the preview', async () => {
    const whole = await rest(`tv/video/${episode.video_id}`, subscriber.token);
    expect(whole.status).toBe(200);
    tvVideoDetailSchema.parse(whole.body);
    expect(whole.body.stream).toMatchObject({ isPreview: false, needsToken: true, restriction: null });
    expect(whole.body.stream.previewSeconds).toBe(whole.body.duration);
    const preview = await rest(`tv/video/${episode.video_id}`, guest.token);
    tvVideoDetailSchema.parse(preview.body);
    expect(preview.body.stream).toMatchObject({ isPreview: true, needsToken: false, restriction: 'needAbo' });
    expect((await rest(`tv/video/${episode.video_id}`)).body.stream.restriction).toBe('needLogin');
    const master = await get(`${server.url}${preview.body.stream.url}`);
    expect([200, 503]).toContain(master.status);
    const notEpisode = await queryRows<{ id: number }>(server.database, sql`SELECT id FROM videos WHERE id NOT IN (SELECT video_id FROM tv_episodes) LIMIT 1`);
    expect((await rest(`tv/video/${notEpisode[0]!.id}`)).body.error.code).toBe('tv_video_not_found');
    expect((await rest('tv/video/abc')).status).toBe(400);
  });

  it('tv/program/{type} and currentProgram: from the slot airing now, in order; bad type or limit refused', async () => {
    const program = await rest('tv/program/live?limit=5&language=de');
    expect(program.status).toBe(200);
    tvProgramSchema.parse(program.body);
    expect(program.body.items).toHaveLength(5);
    const starts = program.body.items.map((item: { start: string }) => Date.parse(item.start));
    expect([...starts].sort((a, b) => a - b)).toEqual(starts);
    expect(Date.parse(program.body.items[0].end)).toBeGreaterThan(Date.now());
    expect(program.body.items[0]).toMatchObject({ title: expect.stringContaining('Folge'), actor: { id: expect.any(Number) }, hashId: expect.any(String) });
    const current = (await vxql('{ currentProgram(premium: true) { title previewPicture start } }')).body.data.currentProgram;
    const premium = await rest('tv/program/premium?limit=1');
    expect(current).toEqual({ title: premium.body.items[0].title, previewPicture: premium.body.items[0].previewPicture, start: premium.body.items[0].start });
    expect((await rest('tv/program/cable')).status).toBe(400);
    expect((await rest('tv/program/live?limit=71')).status).toBe(400);
  });

  it('lateNightShow: German and English texts, begin before end, its four actors', async () => {
    const de = (await vxql('{ lateNightShow { id headline text headlines { de en } texts { de en } begin end isLive actors { id name online avatar { w320 } } } }', {}, 'de')).body.data.lateNightShow;
    expect(de.headline).toBe(de.headlines.de);
    expect(de.actors).toHaveLength(4);
    expect(Date.parse(de.begin)).toBeLessThan(Date.parse(de.end));
    const nl = (await vxql('{ lateNightShow { headline text headlines { en } } }', {}, 'nl')).body.data.lateNightShow;
    expect(nl.headline).toBe(nl.headlines.en);
  });

  it("tvSeries and lateNightShow answer in the client's shapes (mf-tv's queries), in the request language", async () => {
    const series = (await vxql('{ tvSeries { id key title description picture { w320 w640 w1280 } host { id name } episodeCount } }', {}, 'de')).body.data.tvSeries;
    expect(series.length).toBeGreaterThan(0);
    series.forEach((one: unknown) => tvSeriesSchema.parse(one));
    const show = '{ lateNightShow { id headline text headlines { de en } texts { de en } begin end isLive actors { id name online avatar { w320 w640 w1280 } } } }';
    const de = tvLateNightShowSchema.parse((await vxql(show, {}, 'de')).body.data.lateNightShow);
    const es = tvLateNightShowSchema.parse((await vxql(show, {}, 'es')).body.data.lateNightShow);
    expect(de.headline).toBe(de.headlines.de);
    expect(es.headline).toBe(es.headlines.en);
    expect(de.headline).not.toBe(es.headline);
    expect(de.actors).toHaveLength(4);
  });

  it('welcomeClipRotator: previews of episodes rated at most fsk; bad fsk refused', async () => {
    const clips = (await vxql('{ welcomeClipRotator(first: 3, fsk: 16) { id video { quality { p720 p360 } } hls preview vtt schema model { id name } } }')).body.data.welcomeClipRotator;
    expect(clips.length).toBeGreaterThan(0);
    const ids = clips.map((clip: { id: number }) => clip.id);
    const ratings = await queryRows<{ age_rating: number }>(server.database, sql`SELECT age_rating FROM videos WHERE id = ANY(${`{${ids.join(',')}}`}::int[])`);
    expect(ratings.every((row) => row.age_rating <= 16)).toBe(true);
    expect(clips[0].hls).toMatch(/^\/media\/vod\/\d+\/master\.m3u8\?grant=/);
    expect(JSON.parse(clips[0].schema)['@type']).toBe('VideoObject');
    expect((await vxql('{ welcomeClipRotator(fsk: 17) { id } }')).body.errors[0].message).toMatch(/^Invalid arguments/);
  });

  it('tv/stream/{type}: free TV for everyone, premium only for TV subscribers; each channel is its own live HLS stream', async () => {
    const free = await rest('tv/stream/live');
    tvStreamSchema.parse(free.body);
    expect(free.body).toMatchObject({ type: 'live', restriction: null, stream: { isLive: true } });
    expect((await rest('tv/stream/premium')).body).toMatchObject({ restriction: 'needLogin', stream: null });
    expect((await rest('tv/stream/premium', guest.token)).body).toMatchObject({ restriction: 'needAbo', stream: null });
    const premium = await rest('tv/stream/premium', subscriber.token);
    tvStreamSchema.parse(premium.body);
    expect(premium.body.stream).toMatchObject({ url: expect.stringMatching(/^\/media\/tv\/premium\/master\.m3u8\?grant=/), needsToken: true });
    expect(free.body.stream.needsToken).toBe(false);
    expect((await rest('tv/stream/live?_=1700000000000')).status).toBe(200);
    expect((await rest('tv/stream/cable')).status).toBe(400);

    const [onAir] = (await rest('tv/program/live?limit=1')).body.items;
    await liveStreamsFor(server.database).ready(onAir.actor.id);
    const master = await get(`${server.url}${free.body.stream.url}`);
    expect(master.status).toBe(200);
    expect(master.text).toContain('#EXT-X-STREAM-INF');
    const variant = master.text.split('\n').find((line) => line.endsWith('.m3u8') || line.includes('live.m3u8?'))!;
    const media = await get(`${server.url}/media/tv/live/${variant}`);
    expect(media.status).toBe(200);
    const segment = media.text.split('\n').find((line) => line.endsWith('.ts'))!;
    expect(segment).toMatch(new RegExp(`^/media/live/${onAir.actor.id}/`));
    expect((await get(`${server.url}${segment}`)).status).toBe(200);
    // The premium grant plays only with its subscriber's token.
    const [onPremium] = (await rest('tv/program/premium?limit=1')).body.items;
    await liveStreamsFor(server.database).ready(onPremium.actor.id);
    expect((await get(`${server.url}${premium.body.stream.url}`, { token: subscriber.token })).status).toBe(200);
    expect((await get(`${server.url}${premium.body.stream.url}`, { token: guest.token })).body.error.code).toBe('tv_grant_not_yours');
    expect((await get(`${server.url}${premium.body.stream.url}`)).body.error.code).toBe('tv_grant_not_yours');
    // The free channel's grant does not open the premium channel.
    const grant = free.body.stream.url.split('grant=')[1];
    expect((await get(`${server.url}/media/tv/premium/master.m3u8?grant=${grant}`)).status).toBe(403);
  }, 60_000);
});
