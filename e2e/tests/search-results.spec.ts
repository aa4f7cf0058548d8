import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_PORT } from '../support/ports';

const origin = `http://localhost:${E2E_PORT}`;
const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** A query-service call as a visitor (the token the shell asks for a visitor's first query). */
async function vxql<T>(request: APIRequestContext, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const visitor = await request.get(`${origin}/rest/v1/vxql/visitorToken`);
  expect(visitor.ok()).toBe(true);
  const { token } = (await visitor.json()) as { token: string };
  const response = await request.post(`${origin}/vxql?language=en`, { headers: { Authorization: `Bearer ${token}` }, data: { query, variables } });
  const body = (await response.json()) as { data: T | null; errors?: unknown[] };
  expect(body.errors).toBeUndefined();
  return body.data!;
}

/**
 * Of the seeded actor 1's profile words (each seeded actor has three of 28), the one most actors
 * share: more than a page of hits, so "show more" has something to show.
 */
async function commonProfileWord(request: APIRequestContext): Promise<{ word: string; total: number }> {
  const response = await request.get(`${origin}/rest/v1/actor/getActorDataByIdOrName/1`);
  expect(response.ok()).toBe(true);
  const words = ((await response.json()) as { profile: { threeWords: string } }).profile.threeWords.split(/\W+/).filter(Boolean);
  const totals = await Promise.all(
    words.map(async (word) => {
      const data = await vxql<{ actorSearch: { total: number } }>(request, 'query ($p: String!) { actorSearch(searchPattern: $p, first: 1) { total } }', { p: word });
      return { word, total: data.actorSearch.total };
    }),
  );
  return totals.reduce((best, next) => (next.total > best.total ? next : best));
}

const isSearch = (operation: string, order: string) => (request: { url: () => string; postData: () => string | null }) =>
  request.url().includes('/vxql') && (request.postData() ?? '').includes(operation) && (request.postData() ?? '').includes(`"order":"${order}"`);

for (const width of [375, 1440]) {
  test.describe(`search result pages at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('/search/actors/{searchPattern}/: a seeded name finds her; a common profile word pages 24 at a time; the sort is kept in the URL', async ({ page, request }) => {
      const actor = (await (await request.get(`${origin}/rest/v1/actor/getActorDataByIdOrName/1`)).json()) as { name: string };
      await page.goto(`/en/search/actors/${encodeURIComponent(actor.name)}/`);
      await expect(page.getByRole('heading', { level: 1, name: new RegExp(`^\\d+ actors? for “${actor.name}”$`) })).toBeVisible();
      await expect(page.getByTestId('actor-tile').filter({ hasText: actor.name }).first()).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(`^Actors for “${actor.name}” \\| `));

      const { word, total } = await commonProfileWord(request);
      expect(total).toBeGreaterThan(24);
      await page.goto(`/en/search/actors/${word}/`);
      await expect(page.getByRole('heading', { level: 1, name: `${total} actors for “${word}”` })).toBeVisible();
      await expect(page.getByTestId('actor-tile')).toHaveCount(24);
      await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
      expect(await noSidewaysScroll(page)).toBe(true);

      await page.getByRole('button', { name: 'Show more' }).click();
      await expect(page.getByTestId('actor-tile')).toHaveCount(Math.min(48, total));

      const byName = page.waitForRequest(isSearch('actorSearch', 'name'));
      await page.getByRole('combobox', { name: 'Sort by' }).selectOption('name');
      await byName;
      await expect(page).toHaveURL(/\?sort=name$/);
      // Another sort starts again at the first page.
      await expect(page.getByTestId('actor-tile')).toHaveCount(24);
    });

    test('/search/series/{searchPattern}/: a word of a seeded series title finds it, sorted by the URL', async ({ page, request }) => {
      const { tvSeries } = await vxql<{ tvSeries: { title: string }[] }>(request, '{ tvSeries { title } }');
      const title = tvSeries[0]!.title;
      const word = title.split(/\s+/).find((part) => /^[A-Za-z]{4,}$/.test(part))!;

      await page.goto('/en/search/series/tv/');
      await expect(page.getByText('Enter at least 3 characters to search the series.')).toBeVisible();

      await page.goto(`/en/search/series/${encodeURIComponent(word)}/`);
      await expect(page.getByRole('heading', { level: 1, name: `Series for “${word}”` })).toBeVisible();
      await expect(page.getByText(/^\d+ series found$/)).toBeVisible();
      await expect(page.getByTestId('tv-series-tile').filter({ hasText: title }).first()).toBeVisible();
      await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
      expect(await noSidewaysScroll(page)).toBe(true);

      const byTitle = page.waitForRequest(isSearch('mediathekSearch', 'title'));
      await page.getByRole('combobox', { name: 'Sort' }).selectOption('title');
      await byTitle;
      await expect(page).toHaveURL(/\?sort=title$/);
      await expect(page.getByTestId('tv-series-tile').filter({ hasText: title }).first()).toBeVisible();
    });
  });
}
