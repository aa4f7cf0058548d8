import { sql } from 'drizzle-orm';
import { queryRows } from '../../testing/db';
import { get, post, signupGuest } from '../../testing/http';
import { SERVER_START_TIMEOUT, useTestServer } from '../../testing/server';
import { credit } from '../wallet/service';

const VIDEO_FIELDS = 'id title duration free vip discount classic camRecording new isBought price { value currency } basePrice { value } model { id name } rating { likes } preview { w320 } previewThumbnails { w640 } guestInfo { bought }';

describe('video lists on the query service (/vxql) and over REST', () => {
  const server = useTestServer();
  let token: string;
  const vxql = (query: string, variables?: Record<string, unknown>, as = token) => post(`${server.url}/vxql?language=en`, { query, variables }, { token: as });
  const videos = async (variables: Record<string, unknown>, as = token) => {
    const response = await vxql(`query ($filter: VideoFilter, $order: String, $first: Int, $offset: Int) { videos(filter: $filter, order: $order, first: $first, offset: $offset) { totalCount items { ${VIDEO_FIELDS} } } }`, variables, as);
    return response.body;
  };
  const total = async (where: ReturnType<typeof sql>) =>
    (await queryRows<{ n: number }>(server.database, sql`SELECT count(*)::int AS n FROM videos v JOIN actors a ON a.id = v.actor_id WHERE ${where}`))[0].n;

  beforeAll(async () => {
    token = (await get(`${server.rest}/vxql/visitorToken`)).body.token;
  }, SERVER_START_TIMEOUT);

  it('videos: newest first by default, first/offset pages that do not overlap, the total of the filter', async () => {
    const first = await videos({ first: 10 });
    expect(first.errors).toBeUndefined();
    expect(first.data.videos.totalCount).toBe(await total(sql`true`));
    const items = first.data.videos.items;
    expect(items).toHaveLength(10);
    const [newest] = await queryRows<{ id: number }>(server.database, sql`SELECT id FROM videos ORDER BY released_at DESC, id DESC LIMIT 1`);
    expect(items[0].id).toBe(newest.id);
    const second = (await videos({ first: 10, offset: 10 })).data.videos.items;
    expect(second.map((v: { id: number }) => v.id)).not.toEqual(expect.arrayContaining([items[9].id]));
    expect(items[0].preview.w320).toMatch(/320/);
  });

  it('videos: each type narrows to its videos, and the totals agree with the catalogue', async () => {
    const cases: [string, ReturnType<typeof sql>, (v: Record<string, any>) => boolean][] = [
      ['free', sql`v.free`, (v) => v.free],
      ['premium', sql`NOT v.free`, (v) => !v.free],
      ['discount', sql`v.discount > 0`, (v) => v.discount > 0 && v.price.value < v.basePrice.value],
      ['vip', sql`v.vip`, (v) => v.vip],
      ['classic', sql`v.classic`, (v) => v.classic],
      ['shared', sql`v.cam_recording`, (v) => v.camRecording],
      ['trending', sql`v.released_at > now() - interval '8 days'`, (v) => v.new],
      ['vxselect', sql`a.top_amateur`, () => true],
    ];
    for (const [type, where, check] of cases) {
      const body = await videos({ filter: { types: [type] }, first: 100 });
      expect({ type, errors: body.errors }).toEqual({ type, errors: undefined });
      expect({ type, total: body.data.videos.totalCount }).toEqual({ type, total: await total(where) });
      expect({ type, all: body.data.videos.items.every(check) }).toEqual({ type, all: true });
    }
    const notFree = await videos({ filter: { excludedTypes: ['free'] }, first: 100 });
    expect(notFree.data.videos.totalCount).toBe(await total(sql`NOT v.free`));
  });

  it("videos: an unknown type or order answers 'Unmapped category'", async () => {
    for (const variables of [{ filter: { types: ['free', 'fancy'] } }, { order: 'random' }, { filter: { excludedTypes: ['x'] } }]) {
      const body = await videos(variables);
      expect(body.errors[0].message).toBe('Unmapped category');
      expect(body.data ?? null).toBeNull();
    }
  });

  it('videos: the orders sort as documented', async () => {
    const ordered = async (order: string, key: (v: Record<string, any>) => number) => {
      const body = await videos({ order, first: 50 });
      expect(body.errors).toBeUndefined();
      return body.data.videos.items.map(key);
    };
    const likes = await ordered('popular', (v) => v.rating.likes);
    expect(likes).toEqual([...likes].sort((a, b) => b - a));
    const cheap = await ordered('price_asc', (v) => v.price.value);
    expect(cheap).toEqual([...cheap].sort((a, b) => a - b));
    const dear = await ordered('price_desc', (v) => v.price.value);
    expect(dear).toEqual([...dear].sort((a, b) => b - a));
    const long = await ordered('duration_desc', (v) => v.duration);
    expect(long).toEqual([...long].sort((a, b) => b - a));
    const discount = await ordered('discount', (v) => v.discount);
    expect(discount).toEqual([...discount].sort((a, b) => b - a));
  });

  it('videos: tags (all of them, any case), genders, duration in minutes, models, release dates', async () => {
    const [tag] = await queryRows<{ label: string; n: number }>(
      server.database,
      sql`SELECT t.label, count(*)::int AS n FROM video_tags vt JOIN tags t ON t.id = vt.tag_id GROUP BY t.label ORDER BY n DESC LIMIT 1`,
    );
    const tagged = await videos({ filter: { tags: [tag.label.toUpperCase()] }, first: 5 });
    expect(tagged.data.videos.totalCount).toBe(tag.n);
    const women = await videos({ filter: { actingGroups: ['F'] } });
    expect(women.data.videos.totalCount).toBe(await total(sql`a.gender = 'F'`));
    const everyone = await videos({ filter: { actingGroups: ['N', 'F'] } });
    expect(everyone.data.videos.totalCount).toBe(await total(sql`true`));
    const short = await videos({ filter: { durationFrom: 2, durationTo: 10 }, first: 100 });
    expect(short.data.videos.totalCount).toBe(await total(sql`v.duration BETWEEN 120 AND 600`));
    expect(short.data.videos.items.every((v: { duration: number }) => v.duration >= 120 && v.duration <= 600)).toBe(true);
    const [actor] = await queryRows<{ id: number; n: number }>(server.database, sql`SELECT actor_id AS id, count(*)::int AS n FROM videos GROUP BY actor_id ORDER BY n DESC LIMIT 1`);
    const hers = await videos({ filter: { modelIds: [actor.id] }, first: 100 });
    expect(hers.data.videos.totalCount).toBe(actor.n);
    expect(hers.data.videos.items.every((v: { model: { id: number } }) => v.model.id === actor.id)).toBe(true);
    const since = new Date(Date.now() - 30 * 86_400_000).toISOString();
    const recent = await videos({ filter: { releasedFrom: since } });
    expect(recent.data.videos.totalCount).toBe(await total(sql`v.released_at >= ${since}::timestamptz`));
  });

  it('videos: bad arguments are a clear error, never a crash', async () => {
    for (const variables of [{ first: 0 }, { first: 101 }, { offset: -1 }, { filter: { modelIds: [0] } }, { filter: { releasedFrom: 'yesterday' } }, { filter: { durationFrom: -5 } }]) {
      const body = await videos(variables);
      expect(body.errors[0].message).toMatch(/^Invalid arguments/);
    }
  });

  it("videos: type bought lists the guest's own purchases; a visitor has none", async () => {
    const guest = await signupGuest(server.url);
    await credit(server.database.db, { guestId: guest.guestId, amount: 10_000, kind: 'test_topup', reference: 'test', idempotencyKey: `topup-lists-${guest.guestId}` });
    const [video] = await queryRows<{ id: number }>(server.database, sql`SELECT id FROM videos WHERE NOT free AND price > 0 ORDER BY id LIMIT 1`);
    expect((await post(`${server.rest}/video/${video.id}/buy`, { idempotencyKey: `lists-buy-${video.id}` }, { token: guest.token })).body.success).toBe(true);
    const mine = await videos({ filter: { types: ['bought'] } }, guest.token);
    expect(mine.data.videos).toEqual({ totalCount: 1, items: [expect.objectContaining({ id: video.id, isBought: true, guestInfo: { bought: true } })] });
    expect((await videos({ filter: { types: ['bought'] } })).data.videos.totalCount).toBe(0);
    const rest = await videos({ filter: { excludedTypes: ['bought'], ids: [video.id] } }, guest.token);
    expect(rest.data.videos.totalCount).toBe(0);
  });

  it("leaves out the videos of actors banned in the viewer's country", async () => {
    const guest = await signupGuest(server.url);
    await server.database.db.execute(sql`UPDATE guests SET country = 'AT' WHERE id = ${guest.guestId}`);
    const [actor] = await queryRows<{ id: number; n: number }>(server.database, sql`SELECT actor_id AS id, count(*)::int AS n FROM videos GROUP BY actor_id ORDER BY actor_id DESC LIMIT 1`);
    await server.database.db.execute(sql`UPDATE actors SET banned_country_codes = '{AT}' WHERE id = ${actor.id}`);
    try {
      const offered = await total(sql`NOT ('AT' = ANY(a.banned_country_codes))`);
      expect(offered).toBeLessThan(await total(sql`true`));
      expect((await videos({ filter: { actingGroups: ['N'] } }, guest.token)).data.videos.totalCount).toBe(offered);
      expect((await videos({ filter: { modelIds: [actor.id] } }, guest.token)).data.videos.totalCount).toBe(0);
      expect((await videos({ filter: { modelIds: [actor.id] } })).data.videos.totalCount).toBe(actor.n);
    } finally {
      await server.database.db.execute(sql`UPDATE actors SET banned_country_codes = '{}' WHERE id = ${actor.id}`);
    }
  });

  it('tagSearch and mostPopularTags', async () => {
    const [tag] = await queryRows<{ id: number; label: string }>(server.database, sql`SELECT id, label FROM tags ORDER BY id LIMIT 1`);
    const found = await vxql('query ($s: String!) { tagSearch(search: $s) { id label } }', { s: tag.label.slice(0, 3).toLowerCase() });
    expect(found.body.data.tagSearch).toEqual(expect.arrayContaining([{ id: tag.id, label: tag.label }]));
    expect((await vxql('{ tagSearch(search: "") { id } }')).body.errors[0].message).toMatch(/^Invalid arguments/);
    const popular = await vxql('{ mostPopularTags(first: 3) { id label videoCount } }');
    const counts = popular.body.data.mostPopularTags.map((t: { videoCount: number }) => t.videoCount);
    expect(counts).toHaveLength(3);
    expect(counts).toEqual([...counts].sort((a: number, b: number) => b - a));
    const [most] = await queryRows<{ n: number }>(server.database, sql`SELECT count(*)::int AS n FROM video_tags GROUP BY tag_id ORDER BY n DESC LIMIT 1`);
    expect(counts[0]).toBe(most.n);
    expect((await vxql('{ mostPopularTags(first: 0) { id } }')).body.errors[0].message).toMatch(/^Invalid arguments/);
  });

  it('videosByIds: in the order asked, unknown ids left out', async () => {
    const ids = (await queryRows<{ id: number }>(server.database, sql`SELECT id FROM videos ORDER BY id LIMIT 3`)).map((r) => r.id);
    const body = (await vxql('query ($ids: [Int!]!) { videosByIds(ids: $ids) { id } }', { ids: [ids[2], 999_999, ids[0]] })).body;
    expect(body.data.videosByIds).toEqual([{ id: ids[2] }, { id: ids[0] }]);
    expect((await vxql('query ($ids: [Int!]!) { videosByIds(ids: $ids) { id } }', { ids: Array.from({ length: 101 }, (_, i) => i + 1) })).body.errors[0].message).toMatch(/^Invalid arguments/);
  });

  it('videoStars: the actors with the most videos, with the Video star fields; 100 by default', async () => {
    const body = (await vxql('{ videoStars { actorId actorName age profileLink videoCount newVideoCount previewPicture avatarPicture online spokenLanguages } }')).body;
    const stars = body.data.videoStars;
    const actorsWithVideos = (await queryRows<{ n: number }>(server.database, sql`SELECT count(DISTINCT actor_id)::int AS n FROM videos`))[0].n;
    expect(stars).toHaveLength(Math.min(100, actorsWithVideos));
    const [top] = await queryRows<{ id: number; n: number }>(server.database, sql`SELECT actor_id AS id, count(*)::int AS n FROM videos GROUP BY actor_id ORDER BY n DESC LIMIT 1`);
    expect(stars[0].videoCount).toBe(top.n);
    expect(stars[0].profileLink).toBe(`/en/amateur/${stars[0].actorName.toLowerCase()}/`);
    expect((await vxql('{ videoStars(first: 2) { actorId } }')).body.data.videoStars).toHaveLength(2);
    expect((await vxql('{ videoStars(first: 101) { actorId } }')).body.errors[0].message).toMatch(/^Invalid arguments/);
  });

  it('actorVideosByOrder and actorVideoTags', async () => {
    const [actor] = await queryRows<{ id: number; n: number }>(server.database, sql`SELECT actor_id AS id, count(*)::int AS n FROM videos GROUP BY actor_id ORDER BY n DESC LIMIT 1`);
    const body = (await vxql(`{ actorVideosByOrder(actorId: ${actor.id}, order: "popular", first: 100) { totalCount items { model { id } rating { likes } } } }`)).body;
    expect(body.data.actorVideosByOrder.totalCount).toBe(actor.n);
    const likes = body.data.actorVideosByOrder.items.map((v: { rating: { likes: number } }) => v.rating.likes);
    expect(likes).toEqual([...likes].sort((a: number, b: number) => b - a));
    expect((await vxql(`{ actorVideosByOrder(actorId: ${actor.id}, order: "best") { totalCount } }`)).body.errors[0].message).toBe('Unmapped category');
    const tags = (await vxql(`{ actorVideoTags(actorId: ${actor.id}) { id label videoCount } }`)).body.data.actorVideoTags;
    const expected = await queryRows<{ n: number }>(server.database, sql`SELECT count(DISTINCT vt.tag_id)::int AS n FROM video_tags vt JOIN videos v ON v.id = vt.video_id WHERE v.actor_id = ${actor.id}`);
    expect(tags).toHaveLength(expected[0].n);
    expect((await vxql('{ actorVideoTags(actorId: 0) { id } }')).body.errors[0].message).toMatch(/^Invalid arguments/);
  });

  it("rejects a call without a token with 'Missing Vxql-Token'", async () => {
    const response = await post(`${server.url}/vxql?language=en`, { query: '{ videos { totalCount } }' });
    expect(response.status).toBe(401);
    expect(response.body.errors[0].message).toBe('Missing Vxql-Token');
  });

  describe('REST', () => {
    const filtered = (payload: Record<string, unknown>) =>
      get(`${server.rest}/videos/filtered?${new URLSearchParams(Object.entries(payload).map(([k, v]) => [k, typeof v === 'object' ? JSON.stringify(v) : String(v)]))}`);

    it('videos/filtered: the same list by page and page size (the payload as query string, the filter as JSON)', async () => {
      const response = await filtered({ filter: { types: ['free'] }, order: 'popular', page: 2, pageSize: 5 });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ page: 2, pageSize: 5, totalCount: await total(sql`v.free`) });
      const viaQuery = await videos({ filter: { types: ['free'] }, order: 'popular', first: 5, offset: 5 });
      expect(response.body.items.map((v: { id: number }) => v.id)).toEqual(viaQuery.data.videos.items.map((v: { id: number }) => v.id));
    });

    it("videos/filtered: 400 'Unmapped category', invalid pages and filters", async () => {
      const unmapped = await filtered({ order: 'sideways' });
      expect(unmapped.status).toBe(400);
      expect(unmapped.body.error).toEqual({ code: 'unmapped_category', message: 'Unmapped category' });
      expect((await filtered({ filter: { types: ['nope'] } })).body.error.message).toBe('Unmapped category');
      expect((await get(`${server.rest}/videos/filtered?filter=not-json`)).body.error.code).toBe('invalid_filter');
      for (const payload of [{ page: 0 }, { pageSize: 500 }, { page: '1e3' }, { filter: { tags: 'a' } }, { filter: { extra: 1 } }]) {
        expect((await filtered(payload)).status).toBe(400);
      }
    });

    it("videos/tagSearch finds a tag by its name in the guest's language and answers its English label", async () => {
      const search = async (text: string, language: string) =>
        (await get(`${server.rest}/videos/tagSearch/${encodeURIComponent(text)}?language=${language}`)).body.tags.map((tag: { label: string }) => tag.label);
      expect(await search('Tanz', 'de')).toEqual(['Dance']);
      expect(await search('kulissen', 'de')).toEqual(['Behind the scenes']);
      expect(await search('dansen', 'nl')).toEqual(['Dance']);
      expect(await search('zwem', 'nl')).toEqual(['Pool']);
      expect(await search('lenceria', 'es')).toEqual(['Lingerie']);
      expect(await search('Baile', 'es')).toEqual(['Dance']);
      // Starting with the text first, then by the name the guest reads (Strand, Striptease, Strümpfe).
      expect(await search('str', 'de')).toEqual(['Beach', 'Striptease', 'Stockings']);
      // What the page does not show him is not what he means: "Dance" is "Tanz" to a German guest.
      expect(await search('Dance', 'de')).toEqual([]);
      expect(await search('Dance', 'en')).toEqual(['Dance']);
      const graph = await post(`${server.url}/vxql?language=de`, { query: '{ tagSearch(search: "tanz") { id label } }' }, { token });
      expect(graph.body.data.tagSearch).toEqual([{ id: expect.any(Number), label: 'Dance' }]);
      // The video search finds a tag by its name too, the same in every language (its pages are cached per filter).
      const tagged = (await filtered({ filter: { tags: ['Behind the scenes'] } })).body.totalCount;
      expect(tagged).toBeGreaterThan(0);
      expect((await filtered({ filter: { search: 'Hinter den Kulissen' } })).body.totalCount).toBe(tagged);
    });

    it('videos/tagSearch, videos/popularTags, videos/stars', async () => {
      expect((await get(`${server.rest}/videos/tagSearch/a`)).body.tags.length).toBeGreaterThan(0);
      expect((await get(`${server.rest}/videos/popularTags?first=4`)).body.tags).toHaveLength(4);
      expect((await get(`${server.rest}/videos/popularTags?first=x`)).status).toBe(400);
      const stars = (await get(`${server.rest}/videos/stars?first=3&language=de`)).body.stars;
      expect(stars).toHaveLength(3);
      expect(stars[0].profileLink).toMatch(/^\/de\/amateur\//);
    });

    it('sales/actor/{actorId}: her discounted videos, the biggest discount first; 404 for an unknown actor', async () => {
      const [actor] = await queryRows<{ id: number; n: number }>(
        server.database,
        sql`SELECT actor_id AS id, count(*)::int AS n FROM videos WHERE discount > 0 GROUP BY actor_id ORDER BY n DESC LIMIT 1`,
      );
      const response = await get(`${server.rest}/sales/actor/${actor.id}`);
      expect(response.status).toBe(200);
      expect(response.body.totalCount).toBe(actor.n);
      const discounts = response.body.videos.map((v: { discount: number; model: { id: number } }) => {
        expect(v.model.id).toBe(actor.id);
        return v.discount;
      });
      expect(discounts.every((d: number) => d > 0)).toBe(true);
      expect(discounts).toEqual([...discounts].sort((a, b) => b - a));
      expect((await get(`${server.rest}/sales/actor/999999`)).body.error.code).toBe('actor_not_found');
      expect((await get(`${server.rest}/sales/actor/abc`)).status).toBe(400);
    });
  });
});
