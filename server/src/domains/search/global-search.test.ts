import { sql } from 'drizzle-orm';
import { PAGE_SIZE } from '@vx/shared/constants';
import {
  actorSearchResultSchema,
  GLOBAL_SEARCH_FIRST,
  globalSearchResultSchema,
  mediathekSearchResultSchema,
  SEARCH_SORTS,
  searchByTypeResultSchema,
  searchSuggestionsSchema,
  videoSearchResultSchema,
} from '@vx/shared/search';
import { blogSearchResultSchema } from '@vx/shared/protocol';
import { queryRows } from '../../testing/db';
import { TEST_ENGINES, useTestServerOn } from '../../testing/engines';
import { get, post } from '../../testing/http';
import { SERVER_START_TIMEOUT } from '../../testing/server';
import { issueVisitorToken } from '../auth/visitor-token';
import { PATTERN_STORE_LIMIT } from './pattern-limit';
import { POPULAR_PATTERN_MIN_COUNT } from './patterns';

/** Public addresses geoip-lite places in Switzerland and Germany (127.0.0.1 is the trusted proxy). */
const FROM = { CH: { 'x-forwarded-for': '81.62.0.1' }, DE: { 'x-forwarded-for': '217.160.0.1' } };
/** Another address per call: stores count once a day per address. */
const address = (n: number) => ({ 'x-forwarded-for': `198.51.100.${n}` });

const ACTOR = 'id name isOnline freeChat avatar { w320 w640 w1280 } profile { age threeWords languages country } genderType chatFeatures { livePreview hd audio dildocontrol } chatPrices { videoChat { value currency } } isVoyeurChatAvailable isTopAmateur star';
const VIDEO = 'id title duration free vip new price { value currency } basePrice { value currency } discount preview { w320 w640 w1280 } rating { likes } model { id name }';
const SERIES = 'id key title description picture { w320 w640 w1280 } host { id name } episodeCount';
const POST = 'id slug title subTitle excerpt date featured categoryIds image';
const GLOBAL = `searchPattern proposals actors { total items { ${ACTOR} } } videos { total items { ${VIDEO} } } mediathek { total items { ${SERIES} } } blog { total items { ${POST} } }`;

const GLOBAL_QUERY = `query($p: String!, $first: Int) { globalSearch(searchPattern: $p, first: $first) { ${GLOBAL} } }`;
const SUGGEST_QUERY = 'query($p: String!, $first: Int) { searchSuggestions(searchPattern: $p, first: $first) { searchPattern suggestions } }';
const ACTORS_QUERY = `query($p: String!, $first: Int, $offset: Int, $order: String, $filter: ActorSearchFilter) { actorSearch(searchPattern: $p, first: $first, offset: $offset, order: $order, filter: $filter) { searchPattern total items { ${ACTOR} } } }`;
const videosQuery = (op: 'videoSearch' | 'asmrSearch') =>
  `query($p: String!, $first: Int, $offset: Int, $order: String, $filter: VideoSearchFilter) { ${op}(searchPattern: $p, first: $first, offset: $offset, order: $order, filter: $filter) { searchPattern total items { ${VIDEO} } } }`;
const MEDIATHEK_QUERY = `query($p: String!, $first: Int, $offset: Int, $order: String) { mediathekSearch(searchPattern: $p, first: $first, offset: $offset, order: $order) { searchPattern total items { ${SERIES} } } }`;
const STORE = 'mutation($p: String!) { storeSearchPattern(searchPattern: $p) }';
const BLOG_QUERY = `query($p: String!, $order: String) { blogSearch(searchPattern: $p, order: $order) { total items { ${POST} } } }`;

describe.each(TEST_ENGINES)('global search (%s)', (_engine, url) => {
  const server = useTestServerOn(url, { seedActors: 40, config: { TRUST_PROXY: '127.0.0.1' } });
  let token: string;
  const vxql = (query: string, variables: Record<string, unknown>, options: { language?: string; headers?: Record<string, string> } = {}) =>
    post(`${server.url}/vxql?language=${options.language ?? 'en'}`, { query, variables }, { token, headers: options.headers });
  const global = async (pattern: string, options: { language?: string; headers?: Record<string, string>; first?: number } = {}) => {
    const response = await vxql(GLOBAL_QUERY, { p: pattern, first: options.first }, options);
    expect(response.body.errors).toBeUndefined();
    return globalSearchResultSchema.parse(response.body.data.globalSearch);
  };
  const typed = async <T>(query: string, field: string, variables: Record<string, unknown>, parse: (value: unknown) => T, language = 'en') => {
    const response = await vxql(query, variables, { language });
    expect(response.body.errors).toBeUndefined();
    return parse(response.body.data[field]);
  };
  const suggestions = async (pattern: string, language = 'en') =>
    typed(SUGGEST_QUERY, 'searchSuggestions', { p: pattern }, (value) => searchSuggestionsSchema.parse(value).suggestions, language);
  const errorCode = async (query: string, variables: Record<string, unknown>) => (await vxql(query, variables)).body.errors?.[0]?.extensions?.code;
  const exec = (statement: ReturnType<typeof sql>) => queryRows(server.database, statement);

  /** What the tests search for, written into the seeded catalogue under words no seed text holds. */
  const fixture = { lena: 0, onlineActor: 0, bannedVideo: 0, titleSeries: '', descriptionSeries: '', germanPost: 0, titlePost: 0, excerptPost: 0 };

  beforeAll(async () => {
    token = issueVisitorToken(server.secrets.visitorToken).token;
    const [lena] = await exec(sql`SELECT id FROM actors WHERE lower(name) = 'lena'`);
    fixture.lena = Number(lena?.id ?? (await exec(sql`UPDATE actors SET name = 'Lena' WHERE id = (SELECT min(id) FROM actors) RETURNING id`))[0].id);
    // Two actors named alike, one online: paging and the online sort have something to order.
    const [online] = await exec(sql`UPDATE actors SET name = 'Quirinella', is_online = true, three_words = 'curious, calm, kind' WHERE id = (SELECT max(id) FROM actors) RETURNING id`);
    fixture.onlineActor = Number(online.id);
    await exec(sql`UPDATE actors SET name = 'Quirinia', is_online = false WHERE id = (SELECT max(id) - 1 FROM actors)`);
    await exec(sql`UPDATE actors SET name = 'Quirinoa', is_online = false WHERE id = (SELECT max(id) - 2 FROM actors)`);
    // A video whose actor is banned in Switzerland, and three of others with the same word, priced apart.
    const [banned] = await exec(sql`SELECT id, actor_id FROM videos WHERE actor_id = (SELECT min(id) + 1 FROM actors) ORDER BY id LIMIT 1`);
    fixture.bannedVideo = Number(banned.id);
    await exec(sql`UPDATE videos SET title = 'Xylophonic evening' WHERE id = ${fixture.bannedVideo}`);
    await exec(sql`UPDATE actors SET banned_country_codes = '{CH}' WHERE id = ${banned.actor_id}`);
    await exec(
      sql`UPDATE videos SET title = 'Marimbastic party ' || id, price = 100 - (id % 50) WHERE id IN (
            SELECT id FROM videos WHERE actor_id = (SELECT min(id) + 2 FROM actors)
            AND id NOT IN (SELECT video_id FROM video_tags WHERE tag_id = (SELECT id FROM tags WHERE lower(label) = 'asmr')) ORDER BY id LIMIT 3)`,
    );
    const [asmrVideo] = await exec(
      sql`SELECT video_id FROM video_tags WHERE tag_id = (SELECT id FROM tags WHERE lower(label) = 'asmr')
          AND video_id NOT IN (SELECT id FROM videos WHERE title LIKE 'Marimbastic%' OR id = ${fixture.bannedVideo}) ORDER BY video_id LIMIT 1`,
    );
    await exec(sql`UPDATE videos SET title = 'Whisperlude at home' WHERE id = ${asmrVideo.video_id}`);
    // TV: one series with the word in its title, another with it in its description.
    const series = await exec(sql`SELECT key FROM tv_series ORDER BY position LIMIT 2`);
    [fixture.titleSeries, fixture.descriptionSeries] = series.map((row) => String(row.key));
    await exec(sql`UPDATE tv_series SET title_en = 'Glimmerfrost Nights', title_de = 'Glimmerfrost-Nächte' WHERE key = ${fixture.titleSeries}`);
    await exec(sql`UPDATE tv_series SET description_en = description_en || ' With glimmerfrost.', description_de = description_de || ' Mit Glimmerfrost.' WHERE key = ${fixture.descriptionSeries}`);
    // Blog: a German singular to find by its plural, and a word in one title and in another excerpt.
    const posts = await exec(sql`SELECT id FROM blog_posts ORDER BY published_at DESC LIMIT 3`);
    [fixture.germanPost, fixture.titlePost, fixture.excerptPost] = posts.map((row) => Number(row.id));
    await exec(sql`UPDATE blog_post_texts SET title = 'Die Wunderkerze im Studio' WHERE post_id = ${fixture.germanPost} AND language = 'de'`);
    await exec(sql`UPDATE blog_post_texts SET title = 'Tangerinfall behind the scenes' WHERE post_id = ${fixture.titlePost} AND language = 'en'`);
    await exec(sql`UPDATE blog_post_texts SET excerpt = excerpt || ' Tangerinfall.' WHERE post_id = ${fixture.excerptPost} AND language = 'en'`);
  }, SERVER_START_TIMEOUT);

  describe('finding', () => {
    it('answers every kind in one call, parsed by the shared schema, GLOBAL_SEARCH_FIRST hits each by default', async () => {
      const result = await global('party');
      expect(result.searchPattern).toBe('party');
      expect(result.videos.total).toBeGreaterThan(GLOBAL_SEARCH_FIRST);
      expect(result.videos.items).toHaveLength(GLOBAL_SEARCH_FIRST);
      expect(result.videos.items.every((video) => /part/i.test(video.title))).toBe(true);
      expect((await global('party', { first: 12 })).videos.items).toHaveLength(12);
    });

    it('stems: a plural finds the singular, in the guest’s language only', async () => {
      const german = await global('Wunderkerzen', { language: 'de' });
      expect(german.blog.items.map((post) => post.id)).toEqual([fixture.germanPost]);
      expect((await global('Wunderkerzen', { language: 'en' })).blog.total).toBe(0);
      // English titles: "parties" finds "party" (and no tag is named so).
      const parties = await global('parties', { first: 12 });
      expect(parties.videos.total).toBeGreaterThan(0);
      expect(parties.videos.items.every((video) => /\bparty\b/i.test(video.title))).toBe(true);
    });

    it('completes the last word as the guest types it', async () => {
      const typing = await global('Glimmerfr');
      expect(typing.mediathek.items.map((series) => series.key)).toEqual([fixture.titleSeries, fixture.descriptionSeries]);
      expect((await global('quirin')).actors.items.map((actor) => actor.name).sort()).toEqual(['Quirinella', 'Quirinia', 'Quirinoa']);
      // Every word counts: the name and a profile word find her first.
      expect((await global('quirinella curio')).actors.items[0].id).toBe(fixture.onlineActor);
    });

    it('forgives a typo in a name or a title', async () => {
      expect((await global('lenna')).actors.items.map((actor) => actor.id)).toContain(fixture.lena);
      expect((await global('Glimerfrost')).mediathek.items.map((series) => series.key)).toContain(fixture.titleSeries);
      expect((await global('xylophonik')).videos.items.map((video) => video.id)).toEqual([fixture.bannedVideo]);
    });

    it('ranks a title hit before a description or excerpt hit', async () => {
      const series = await global('glimmerfrost');
      expect(series.mediathek.items.map((item) => item.key)).toEqual([fixture.titleSeries, fixture.descriptionSeries]);
      const blog = await global('tangerinfall');
      expect(blog.blog.items.map((post) => post.id)).toEqual([fixture.titlePost, fixture.excerptPost]);
      const ranked = await typed(BLOG_QUERY, 'blogSearch', { p: 'tangerinfall', order: 'relevance' }, (value) => blogSearchResultSchema.parse(value));
      expect(ranked.items.map((post) => post.id)).toEqual([fixture.titlePost, fixture.excerptPost]);
    });

    it('answers in the guest’s language: German TV titles for German guests', async () => {
      const german = await global('Glimmerfrost', { language: 'de' });
      expect(german.mediathek.items[0]).toMatchObject({ key: fixture.titleSeries, title: 'Glimmerfrost-Nächte' });
      expect((await global('Nächte', { language: 'de' })).mediathek.items.map((series) => series.key)).toContain(fixture.titleSeries);
      expect((await global('Nächte', { language: 'en' })).mediathek.total).toBe(0);
    });

    it('never finds a video of an actor banned in the viewer’s country, nor offers its title', async () => {
      expect((await global('xylophonic', { headers: FROM.CH })).videos.total).toBe(0);
      expect((await global('xylophonic', { headers: FROM.DE })).videos.items.map((video) => video.id)).toEqual([fixture.bannedVideo]);
      expect((await suggestions('xylopho')).includes('Xylophonic evening')).toBe(true);
      const swiss = await vxql(SUGGEST_QUERY, { p: 'xylopho' }, { headers: FROM.CH });
      expect(searchSuggestionsSchema.parse(swiss.body.data.searchSuggestions).suggestions).not.toContain('Xylophonic evening');
      const rest = await get(`${server.rest}/searchResult/search/en/xylophonic`, { headers: FROM.CH });
      expect(globalSearchResultSchema.parse(rest.body).videos.total).toBe(0);
    });

    it('answers a pattern shorter than 3 characters with nothing, not an error', async () => {
      const short = await global(' ab ');
      expect(short).toEqual({ searchPattern: 'ab', proposals: [], actors: { items: [], total: 0 }, videos: { items: [], total: 0 }, mediathek: { items: [], total: 0 }, blog: { items: [], total: 0 } });
      expect((await global('%_!')).videos.total).toBe(0);
      expect(await suggestions('ab')).toEqual([]);
      const actors = await typed(ACTORS_QUERY, 'actorSearch', { p: 'le' }, (value) => actorSearchResultSchema.parse(value));
      expect(actors).toEqual({ searchPattern: 'le', total: 0, items: [] });
      const byType = await get(`${server.rest}/searchResult/searchByType?searchPattern=le&searchType=actors&withTotalCount=1`);
      expect(searchByTypeResultSchema.parse(byType.body)).toMatchObject({ items: { initialTiles: [] }, totalCount: 0, currentCount: 0 });
    });
  });

  describe('typed searches', () => {
    it('pages actors with a total, sorts them and filters the online ones', async () => {
      const all = await typed(ACTORS_QUERY, 'actorSearch', { p: 'quirin', first: 2 }, (value) => actorSearchResultSchema.parse(value));
      expect(all.total).toBe(3);
      const rest = await typed(ACTORS_QUERY, 'actorSearch', { p: 'quirin', first: 2, offset: 2 }, (value) => actorSearchResultSchema.parse(value));
      expect([...all.items, ...rest.items].map((actor) => actor.name).sort()).toEqual(['Quirinella', 'Quirinia', 'Quirinoa']);
      const byName = await typed(ACTORS_QUERY, 'actorSearch', { p: 'quirin', order: 'name' }, (value) => actorSearchResultSchema.parse(value));
      expect(byName.items.map((actor) => actor.name)).toEqual(['Quirinella', 'Quirinia', 'Quirinoa']);
      const online = await typed(ACTORS_QUERY, 'actorSearch', { p: 'quirin', order: 'online' }, (value) => actorSearchResultSchema.parse(value));
      expect(online.items[0]).toMatchObject({ id: fixture.onlineActor, isOnline: true });
      const onlineOnly = await typed(ACTORS_QUERY, 'actorSearch', { p: 'quirin', filter: { onlineOnly: true } }, (value) => actorSearchResultSchema.parse(value));
      expect(onlineOnly.items.map((actor) => actor.id)).toEqual([fixture.onlineActor]);
    });

    it('sorts videos by price, finds ASMR videos only in the ASMR search and narrows to a type', async () => {
      const byPrice = await typed(videosQuery('videoSearch'), 'videoSearch', { p: 'marimbastic', order: 'price' }, (value) => videoSearchResultSchema.parse(value));
      expect(byPrice.total).toBe(3);
      const prices = byPrice.items.map((video) => video.price.value);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
      expect((await typed(videosQuery('asmrSearch'), 'asmrSearch', { p: 'marimbastic' }, (value) => videoSearchResultSchema.parse(value))).total).toBe(0);
      const asmr = await typed(videosQuery('asmrSearch'), 'asmrSearch', { p: 'whisperlude' }, (value) => videoSearchResultSchema.parse(value));
      expect(asmr.total).toBe(1);
      const free = await typed(videosQuery('videoSearch'), 'videoSearch', { p: 'party', filter: { types: ['free'] }, first: 60 }, (value) => videoSearchResultSchema.parse(value));
      expect(free.items.every((video) => video.free)).toBe(true);
      expect(free.total).toBeLessThan((await global('party')).videos.total);
    });

    it('pages the mediathek and sorts it by title', async () => {
      const first = await typed(MEDIATHEK_QUERY, 'mediathekSearch', { p: 'glimmerfrost', first: 1 }, (value) => mediathekSearchResultSchema.parse(value));
      expect(first).toMatchObject({ total: 2, items: [{ key: fixture.titleSeries }] });
      const second = await typed(MEDIATHEK_QUERY, 'mediathekSearch', { p: 'glimmerfrost', first: 1, offset: 1 }, (value) => mediathekSearchResultSchema.parse(value));
      expect(second.items.map((series) => series.key)).toEqual([fixture.descriptionSeries]);
      const byTitle = await typed(MEDIATHEK_QUERY, 'mediathekSearch', { p: 'glimmerfrost', order: 'title' }, (value) => mediathekSearchResultSchema.parse(value));
      const titles = byTitle.items.map((series) => series.title.toLowerCase());
      expect(titles).toEqual([...titles].sort());
    });

    it('pages searchResult/searchByType with the total only when asked, the type’s sorts and its page size', async () => {
      const byType = (query: string) => get(`${server.rest}/searchResult/searchByType?${query}`);
      const first = searchByTypeResultSchema.parse((await byType('searchPattern=party&searchType=videos&language=en&withTotalCount=1&take=5')).body);
      expect(first.totalCount).toBe((await global('party')).videos.total);
      expect(first.currentCount).toBe(5);
      expect(first.sortOptions).toEqual([...SEARCH_SORTS.videos]);
      expect(Math.abs(first.timestamp - Date.now())).toBeLessThan(60_000);
      const next = searchByTypeResultSchema.parse((await byType('searchPattern=party&searchType=videos&from=5&take=5')).body);
      expect(next.totalCount).toBeNull();
      const ids = (result: typeof first) => result.items.initialTiles.map((tile) => tile.id);
      expect(ids(next).some((id) => ids(first).includes(id))).toBe(false);
      const asmr = searchByTypeResultSchema.parse((await byType('searchPattern=whisperlude&searchType=asmr&withTotalCount=1')).body);
      expect(asmr).toMatchObject({ totalCount: 1, currentCount: 1 });
      const cheapLast = searchByTypeResultSchema.parse((await byType('searchPattern=marimbastic&searchType=videos&sort=price&order=desc')).body);
      const prices = cheapLast.items.initialTiles.map((tile) => (tile as { price: { value: number } }).price.value);
      expect(prices).toEqual([...prices].sort((a, b) => b - a));
      const blog = searchByTypeResultSchema.parse((await byType('searchPattern=Wunderkerzen&searchType=blog&language=de&withTotalCount=1')).body);
      expect(blog).toMatchObject({ totalCount: 1, sortOptions: [...SEARCH_SORTS.blog] });
      const actors = searchByTypeResultSchema.parse((await byType('searchPattern=a&searchType=actors')).body);
      expect(actors.sortOptions).toEqual([...SEARCH_SORTS.actors]);
      const all = searchByTypeResultSchema.parse((await byType('searchPattern=party&searchType=videos')).body);
      expect(all.currentCount).toBe(Math.min(PAGE_SIZE.videos, first.totalCount ?? 0));
    });

    it('answers searchResult/search/{language}/{searchPattern} as globalSearch does', async () => {
      const response = await get(`${server.rest}/searchResult/search/de/${encodeURIComponent('Glimmerfrost Nächte')}`);
      expect(response.status).toBe(200);
      const result = globalSearchResultSchema.parse(response.body);
      expect(result.searchPattern).toBe('Glimmerfrost Nächte');
      expect(result).toEqual(await global('Glimmerfrost Nächte', { language: 'de' }));
      // The longest pattern, percent-encoded far beyond 100 characters, and one with a slash.
      const longest = await get(`${server.rest}/searchResult/search/de/${encodeURIComponent('Nächte '.repeat(14).slice(0, 100))}`);
      expect(globalSearchResultSchema.parse(longest.body).mediathek.items[0]?.key).toBe(fixture.titleSeries);
      const slash = await get(`${server.rest}/searchResult/search/en/${encodeURIComponent('glimmerfrost/nights')}`);
      const slashed = globalSearchResultSchema.parse(slash.body);
      expect([slashed.searchPattern, slashed.mediathek.items[0]?.key]).toEqual(['glimmerfrost/nights', fixture.titleSeries]);
    });
  });

  describe('suggestions and stored patterns', () => {
    it('completes names, titles and tags, best first, at most `first`', async () => {
      // Actor names: the online one first.
      const names = await suggestions('quirin');
      expect(names[0]).toBe('Quirinella');
      expect([...names].sort()).toEqual(['Quirinella', 'Quirinia', 'Quirinoa']);
      expect(await suggestions('Glimmerfr')).toEqual(['Glimmerfrost Nights']);
      expect(await suggestions('tanz', 'de')).toContain('Tanz');
      expect(await suggestions('nights')).toContain('Glimmerfrost Nights');
      const few = await typed(SUGGEST_QUERY, 'searchSuggestions', { p: 'par', first: 2 }, (value) => searchSuggestionsSchema.parse(value));
      expect(few.suggestions).toHaveLength(2);
    });

    it('counts a pattern once a day per address, and proposes it once often searched', async () => {
      const store = (pattern: string, n: number, language = 'en') => vxql(STORE, { p: pattern }, { language, headers: address(n) });
      for (let n = 1; n < POPULAR_PATTERN_MIN_COUNT; n += 1) expect((await store('Glimmerfrost  night', n)).body.data.storeSearchPattern).toBe(true);
      // The same address again counts nothing.
      expect((await store('glimmerfrost night', 1)).body.data.storeSearchPattern).toBe(false);
      expect(await suggestions('glimmerfrost n')).not.toContain('glimmerfrost night');
      expect((await store('GLIMMERFROST NIGHT', POPULAR_PATTERN_MIN_COUNT)).body.data.storeSearchPattern).toBe(true);
      const [row] = await exec(sql`SELECT count FROM search_patterns WHERE language = 'en' AND pattern = 'glimmerfrost night'`);
      expect(row).toEqual({ count: POPULAR_PATTERN_MIN_COUNT });
      expect((await suggestions('glimmerfrost n'))[0]).toBe('glimmerfrost night');
      expect((await global('glimmerfrost n')).proposals[0]).toBe('glimmerfrost night');
      // Per language: German guests are not offered it.
      expect(await suggestions('glimmerfrost n', 'de')).not.toContain('glimmerfrost night');
      // Nothing found, too short: not stored.
      expect((await store('zzqqxx', 9)).body.data.storeSearchPattern).toBe(false);
      expect((await store('ab', 9)).body.data.storeSearchPattern).toBe(false);
      expect(await exec(sql`SELECT pattern FROM search_patterns WHERE pattern IN ('zzqqxx', 'ab')`)).toEqual([]);
    });

    it('limits stores per address', async () => {
      const from = address(200);
      const words = ['party', 'parties', 'quirin', 'glimmerfrost', 'tangerinfall', 'lena'];
      let refused: { code?: string; status: number } | null = null;
      for (let n = 0; n <= PATTERN_STORE_LIMIT.perAddress && !refused; n += 1) {
        const response = await vxql(STORE, { p: `${words[n % words.length]} ${'x'.repeat(n % 7)}`.trim() }, { headers: from });
        if (response.body.errors) refused = { code: response.body.errors[0].extensions.code, status: response.status };
      }
      expect(refused).toEqual({ code: 'too_many_attempts', status: 429 });
    });
  });

  describe('refusals', () => {
    const long = 'x'.repeat(101);
    it.each([
      ['globalSearch', GLOBAL_QUERY, [{ p: long }, { p: 'party', first: 0 }, { p: 'party', first: 13 }, { p: 'par\u0000ty' }]],
      ['searchSuggestions', SUGGEST_QUERY, [{ p: long }, { p: 'party', first: 13 }]],
      ['actorSearch', ACTORS_QUERY, [{ p: long }, { p: 'lena', first: 61 }, { p: 'lena', offset: -1 }, { p: 'lena', order: 'price' }]],
      ['videoSearch', videosQuery('videoSearch'), [{ p: long }, { p: 'party', order: 'name' }, { p: 'party', filter: { types: ['bought'] } }, { p: 'party', first: 0 }]],
      ['asmrSearch', videosQuery('asmrSearch'), [{ p: long }, { p: 'party', order: 'online' }, { p: 'party', offset: -5 }]],
      ['mediathekSearch', MEDIATHEK_QUERY, [{ p: long }, { p: 'tv', order: 'rating' }, { p: 'tv', first: 61 }]],
      ['storeSearchPattern', STORE, [{ p: long }, { p: 'a\u0007b c' }]],
    ])('%s: bad arguments are BAD_USER_INPUT', async (_op, query, cases) => {
      for (const variables of cases) expect({ variables, code: await errorCode(query as string, variables as Record<string, unknown>) }).toEqual({ variables, code: 'BAD_USER_INPUT' });
    });

    it('takes no call without a token', async () => {
      const anonymous = await post(`${server.url}/vxql?language=en`, { query: '{ globalSearch(searchPattern: "party") { searchPattern } }' });
      expect(anonymous.status).toBe(401);
    });

    it.each([
      ['an unknown language', `searchResult/search/fr/party`],
      ['a pattern too long', `searchResult/search/en/${'x'.repeat(101)}`],
      ['no search type', 'searchResult/searchByType?searchPattern=party'],
      ['an unknown search type', 'searchResult/searchByType?searchPattern=party&searchType=photos'],
      ['a sort of another type', 'searchResult/searchByType?searchPattern=party&searchType=videos&sort=name'],
      ['an unknown order', 'searchResult/searchByType?searchPattern=party&searchType=videos&order=up'],
      ['take over the page maximum', 'searchResult/searchByType?searchPattern=party&searchType=videos&take=61'],
      ['a negative from', 'searchResult/searchByType?searchPattern=party&searchType=videos&from=-1'],
      ['withTotalCount not 0 or 1', 'searchResult/searchByType?searchPattern=party&searchType=videos&withTotalCount=yes'],
      ['no pattern', 'searchResult/searchByType?searchType=videos'],
      ['an unknown language (searchByType)', 'searchResult/searchByType?searchPattern=party&searchType=videos&language=fr'],
    ])('REST refuses %s with 400 validation_failed', async (_name, path) => {
      const response = await get(`${server.rest}/${path}`);
      expect(response.status).toBe(400);
      expect(response.body.error.code).toBe('validation_failed');
    });
  });
});
