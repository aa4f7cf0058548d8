import { BLOG_ARCHIVE_FIRST_PAGE, BLOG_ARCHIVES, BLOG_CATEGORIES, BLOG_DEFAULT, PAGE_SIZE } from '@vx/shared/constants';
import { blogActorsSchema, blogArchiveSchema, blogArticleSchema, blogOverviewSchema, blogPostsSchema, blogSearchResultSchema } from '@vx/shared/protocol';
import { get, post } from '../../testing/http';
import { useTestServer } from '../../testing/server';
import { issueVisitorToken } from '../auth/visitor-token';
import { isWhitelistedBody } from './body';
import { SEEDED_ARTICLES } from './seed';

interface Summary { id: number; slug: string; title: string; date: string; featured: boolean; categoryIds: number[]; excerpt: string; subTitle: string }

describe('blog (blog/pm, blog/posts, blog/archives, blog/actors, tv/article, blogSearch)', () => {
  const server = useTestServer({ seedActors: 40 });
  const rest = (path: string, language = 'en') => get(`${server.rest}/${path}${path.includes('?') ? '&' : '?'}language=${language}`);
  const posts = (categoryId: number | string, payload: unknown, language = 'en') =>
    rest(`blog/posts/${categoryId}/${encodeURIComponent(typeof payload === 'string' ? payload : JSON.stringify(payload))}`, language);
  const search = (variables: Record<string, unknown>, language = 'en') =>
    post(`${server.url}/vxql?language=${language}`, {
      query: 'query($p: String!, $first: Int, $offset: Int, $order: String, $filter: BlogSearchFilter) { blogSearch(searchPattern: $p, first: $first, offset: $offset, order: $order, filter: $filter) { total items { id slug title subTitle excerpt date featured categoryIds image } } }',
      variables,
    }, { token: issueVisitorToken(server.secrets.visitorToken).token });

  it('answers the overview: categories with totals and 3 posts each, featured, excluded ids and archives by year', async () => {
    const response = await rest('blog/pm');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=60');
    const body = blogOverviewSchema.parse(response.body);
    expect(body.featured.length).toBe(BLOG_DEFAULT);
    expect(body.featured.every((p: Summary) => p.featured)).toBe(true);
    expect(body.excludedIds).toEqual(body.featured.map((p: Summary) => p.id));
    expect(body.categories.map((c: { id: number }) => c.id)).toEqual([1, 38, 39, 40, 41, 43, 44, 45, 46]);
    for (const category of body.categories) {
      expect(category.posts.length).toBeLessThanOrEqual(BLOG_DEFAULT);
      expect(category.posts.some((p: Summary) => body.excludedIds.includes(p.id))).toBe(false);
      expect(category.total).toBe(body.totals[category.id]);
    }
    expect(body.totals[BLOG_CATEGORIES.featured]).toBe(SEEDED_ARTICLES / 8);
    const years = body.archives.map((a: { year: number }) => a.year);
    expect(years.length).toBeGreaterThanOrEqual(3);
    expect([...years].sort((a, b) => b - a)).toEqual(years);
    expect(body.archives.reduce((sum: number, a: { total: number }) => sum + a.total, 0)).toBe(SEEDED_ARTICLES);
  });

  it('names categories and writes posts in each of the four languages', async () => {
    const names = await Promise.all(['de', 'en', 'nl', 'es'].map(async (language) => (await rest('blog/pm', language)).body));
    expect(names.map((body) => body.categories.find((c: { id: number }) => c.id === BLOG_CATEGORIES.interviews).name)).toEqual(['Interviews', 'Interviews', 'Interviews', 'Entrevistas']);
    expect(names.map((body) => body.categories[0].name)).toEqual(['Allgemein', 'General', 'Algemeen', 'General']);
    expect(new Set(names.map((body) => body.featured[0].title)).size).toBe(4);
  });

  it('pages a category newest first with the blog page size 15 and leaves excluded ids out', async () => {
    const first = await posts(BLOG_CATEGORIES.general, {});
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('public, max-age=60');
    blogPostsSchema.parse(first.body);
    expect(first.body).toMatchObject({ page: 1, pageSize: PAGE_SIZE.blog, category: { id: 1, name: 'General' } });
    expect(first.body.total).toBe(SEEDED_ARTICLES / 9);
    const all = await posts(BLOG_CATEGORIES.general, { pageSize: 3 });
    const second = await posts(BLOG_CATEGORIES.general, { page: 2, pageSize: 3 });
    expect(all.body.posts).toHaveLength(3);
    expect(second.body.posts[0].id).toBe(first.body.posts[3].id);
    const dates = first.body.posts.map((p: Summary) => p.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    const excluded = await posts(BLOG_CATEGORIES.general, { exclude: [first.body.posts[0].id] });
    expect(excluded.body.total).toBe(first.body.total - 1);
    expect(excluded.body.posts[0].id).toBe(first.body.posts[1].id);
    const featured = await posts(BLOG_CATEGORIES.featured, {});
    expect(featured.body.posts.every((p: Summary) => p.featured)).toBe(true);
  });

  it.each([
    ['an unknown category', 2, {}],
    ['a category that is not a number', 'news', {}],
    ['a payload that is not JSON', 1, '{page:'],
    ['a page size over 15', 1, { pageSize: 16 }],
    ['a page of 0', 1, { page: 0 }],
    ['an unknown payload field', 1, { limit: 3 }],
    ['exclude ids that are not ids', 1, { exclude: ['x'] }],
  ])('refuses %s with 400', async (_name, category, payload) => {
    const response = await posts(category, payload);
    expect(response.status).toBe(400);
    expect(response.body.error.code).toMatch(/validation_failed|invalid_payload/);
    expect(response.body.error.message.length).toBeGreaterThan(10);
  });

  it('pages archives by 9 from page 2 by default, by year', async () => {
    const overview = (await rest('blog/pm')).body;
    const year = overview.archives[1].year as number;
    // The live category holds its own articles and half the interviews and events: more than two pages.
    const live = BLOG_CATEGORIES.live;
    const first = await rest(`blog/archives/${live}?page=1`);
    const standard = await rest(`blog/archives/${live}`);
    expect(standard.status).toBe(200);
    expect(standard.headers.get('cache-control')).toBe('public, max-age=60');
    blogArchiveSchema.parse(standard.body);
    expect(standard.body).toMatchObject({ page: BLOG_ARCHIVE_FIRST_PAGE, pageSize: BLOG_ARCHIVES, year: null, category: { id: live } });
    expect(standard.body.total).toBeGreaterThan(BLOG_ARCHIVES);
    expect(first.body.posts).toHaveLength(BLOG_ARCHIVES);
    expect(standard.body.posts.length).toBe(Math.min(BLOG_ARCHIVES, standard.body.total - BLOG_ARCHIVES));
    expect(new Set([...first.body.posts, ...standard.body.posts].map((p: Summary) => p.id)).size).toBe(first.body.posts.length + standard.body.posts.length);
    expect(standard.body.hasMore).toBe(2 * BLOG_ARCHIVES < standard.body.total);
    const byYear = await rest(`blog/archives/${BLOG_CATEGORIES.featured}?page=1&year=${year}`);
    expect(byYear.body.posts.length).toBeGreaterThan(0);
    expect(byYear.body.posts.every((p: Summary) => new Date(p.date).getUTCFullYear() === year && p.featured)).toBe(true);
    expect(byYear.body.total).toBe(byYear.body.years.find((y: { year: number }) => y.year === year)?.total ?? 0);
  });

  it.each([['page=0'], ['page=x'], ['year=1999'], ['pageSize=99']])('refuses archives with %s', async (query) => {
    const response = await rest(`blog/archives/1?${query}`);
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('validation_failed');
  });

  it('answers an article with previous, similar models, categories and breadcrumbs, cached 60 s', async () => {
    const list = (await posts(BLOG_CATEGORIES.event, { pageSize: 2 })).body.posts as Summary[];
    const response = await rest(`tv/article/${list[0].slug}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, max-age=60');
    const { post: article, previous, similar, categories, breadcrumbs } = blogArticleSchema.parse(response.body);
    expect(article).toMatchObject({ id: list[0].id, slug: list[0].slug, title: list[0].title });
    expect(isWhitelistedBody(article.body)).toBe(true);
    expect(article.body).toContain('<p>');
    expect(article.categories[0]).toMatchObject({ id: BLOG_CATEGORIES.event, name: 'Events' });
    expect(previous).not.toBeNull();
    expect(new Date(previous?.date ?? '').getTime()).toBeLessThanOrEqual(new Date(article.date).getTime());
    expect(previous?.id).not.toBe(article.id);
    expect(similar.models.length).toBeGreaterThanOrEqual(2);
    expect(similar.models.slice(0, article.actorIds.length).map((m: { id: number }) => m.id)).toEqual(article.actorIds);
    expect(categories).toHaveLength(10);
    expect(breadcrumbs.map((c: { routeName: string }) => c.routeName)).toEqual(['home', 'blogOverview', 'blogCategory', 'blogArticle']);
    expect(breadcrumbs[3]).toMatchObject({ label: article.title, params: { slug: article.slug } });
  });

  it('finds an article only by its own language’s slug, and refuses bad slugs', async () => {
    const de = (await posts(BLOG_CATEGORIES.news, { pageSize: 1 }, 'de')).body.posts[0] as Summary;
    expect((await rest(`tv/article/${de.slug}`, 'de')).status).toBe(200);
    expect((await rest(`tv/article/${de.slug}`, 'en')).body.error.code).toBe('unknown_article');
    expect((await rest('tv/article/no-such-article-1')).status).toBe(404);
    const bad = await rest('tv/article/Bad%20Slug');
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('validation_failed');
  });

  it.each([['an unknown category', '2'], ['a category that is not a number', 'news'], ['a category id of 0', '0']])('refuses archives of %s', async (_name, category) => {
    const response = await rest(`blog/archives/${category}`);
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('validation_failed');
  });

  it('refuses bad blog search arguments, unknown filter keys and a call without a token', async () => {
    for (const variables of [{ p: 'studio', offset: -1 }, { p: 'studio', order: 'best' }, { p: 'studio', filter: { year: 1999 } }, { p: 'x'.repeat(101) }, { p: '  a  ' }]) {
      expect({ variables, code: (await search(variables)).body.errors?.[0].extensions.code }).toEqual({ variables, code: 'BAD_USER_INPUT' });
    }
    const unknownKey = await search({ p: 'studio', filter: { tag: 'x' } });
    expect(unknownKey.body.errors[0].message).toMatch(/tag/);
    expect(unknownKey.body.data ?? null).toBeNull();
    const anonymous = await post(`${server.url}/vxql?language=en`, { query: '{ blogSearch(searchPattern: "studio") { total } }' });
    expect(anonymous.status).toBe(401);
  });

  it('lists the actors of a post and of the newest posts (blog/actors)', async () => {
    const article = (await rest(`tv/article/${(await posts(BLOG_CATEGORIES.event, { pageSize: 1 })).body.posts[0].slug}`)).body.post;
    const own = await rest(`blog/actors/${encodeURIComponent(JSON.stringify({ postId: article.id }))}`);
    expect(own.status).toBe(200);
    blogActorsSchema.parse(own.body);
    expect(own.body.models.map((m: { id: number }) => m.id)).toEqual(article.actorIds);
    const newest = await rest(`blog/actors/${encodeURIComponent('{}')}`);
    expect(newest.body.models).toHaveLength(BLOG_DEFAULT);
    expect((await rest(`blog/actors/${encodeURIComponent(JSON.stringify({ postId: 99_999 }))}`)).status).toBe(404);
    expect((await rest(`blog/actors/${encodeURIComponent(JSON.stringify({ limit: 50 }))}`)).status).toBe(400);
    expect((await rest('blog/actors/nope')).body.error.code).toBe('invalid_payload');
  });

  it('searches the blog in the request language, paged, ordered and filtered (blogSearch)', async () => {
    const en = await search({ p: 'interview', first: 5 });
    expect(en.status).toBe(200);
    const result = blogSearchResultSchema.parse(en.body.data.blogSearch);
    expect(result.total).toBeGreaterThanOrEqual(SEEDED_ARTICLES / 9);
    expect(result.items).toHaveLength(5);
    const next = (await search({ p: 'interview', first: 5, offset: 5 })).body.data.blogSearch;
    expect(next.items[0].id).not.toBe(result.items[0].id);
    const oldest = (await search({ p: 'interview', first: 1, order: 'oldest' })).body.data.blogSearch.items[0];
    expect(new Date(oldest.date).getTime()).toBeLessThan(new Date(result.items[0].date).getTime());
    const es = (await search({ p: 'entrevista' }, 'es')).body.data.blogSearch;
    expect(es.total).toBeGreaterThan(0);
    expect((await search({ p: 'entrevista' }, 'en')).body.data.blogSearch.total).toBe(0);
    const filtered = (await search({ p: 'a', filter: { categoryId: BLOG_CATEGORIES.production } })).body;
    expect(filtered.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    const production = (await search({ p: 'studio', filter: { categoryId: BLOG_CATEGORIES.production } })).body.data.blogSearch;
    expect(production.items.every((p: Summary) => p.categoryIds.includes(BLOG_CATEGORIES.production))).toBe(true);
    expect((await search({ p: '%_' })).body.data.blogSearch.total).toBe(0);
    expect((await search({ p: 'studio', first: 16 })).body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect((await search({ p: 'studio', filter: { categoryId: 2 } })).body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
  });
});
