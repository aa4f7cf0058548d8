import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_PORT } from '../support/ports';

const rest = `http://localhost:${E2E_PORT}/rest/v1`;

interface Post {
  id: number;
  slug: string;
  title: string;
}
interface Overview {
  featured: Post[];
  categories: { id: number; name: string; total: number; posts: Post[] }[];
}
interface Archive {
  total: number;
  hasMore: boolean;
}

async function json<T>(request: APIRequestContext, path: string, language = 'en'): Promise<T> {
  const response = await request.get(`${rest}/${path}${path.includes('?') ? '&' : '?'}language=${language}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as T;
}

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

const MAGAZINE = {
  en: { path: '/en/magazine/', title: 'Magazine', all: (name: string) => `All posts in ${name}` },
  de: { path: '/de/magazin/', title: 'Magazin', all: (name: string) => `Alle Beiträge in ${name}` },
} as const;

for (const viewport of [
  { width: 375, height: 812 },
  { width: 1440, height: 900 },
]) {
  test.describe(`magazine at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const language of ['en', 'de'] as const) {
      test(`overview → category → article in ${language}`, async ({ page, request }) => {
        const overview = await json<Overview>(request, 'blog/pm', language);
        const category = overview.categories.find((entry) => entry.posts.length > 0)!;
        const { path, title, all } = MAGAZINE[language];

        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
        await expect(page.getByTestId('blog-post-tile').first()).toBeVisible();
        await expect(page).toHaveTitle(new RegExp(`^${title} \\|`));
        expect(await noSidewaysScroll(page)).toBe(true);

        await page.getByRole('link', { name: all(category.name) }).click();
        await expect(page.getByRole('heading', { level: 1, name: category.name })).toBeVisible();
        const tiles = page.getByTestId('blog-post-tile');
        await expect(tiles).toHaveCount(Math.min(category.total, 15));
        expect(await noSidewaysScroll(page)).toBe(true);

        const newest = category.posts[0];
        await tiles.filter({ hasText: newest.title }).first().getByRole('link').click();
        await expect(page.getByRole('heading', { level: 1, name: newest.title })).toBeVisible();
        await expect(page).toHaveURL(new RegExp(`/${newest.slug}/$`));
        await expect(page).toHaveTitle(new RegExp(`^${newest.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\|`));
        await expect(page.getByTestId('blog-breadcrumbs').getByRole('link', { name: title })).toHaveAttribute('href', path);
        await expect(page.getByTestId('blog-article-body')).not.toBeEmpty();
        expect(await noSidewaysScroll(page)).toBe(true);
      });
    }

    test('archives: the first 9, then "more" from page 2 until there is no more', async ({ page, request }) => {
      const overview = await json<Overview>(request, 'blog/pm');
      let chosen: { id: number; name: string; total: number } | undefined;
      for (const category of overview.categories) {
        const first = await json<Archive>(request, `blog/archives/${category.id}?page=1&pageSize=9`);
        if (first.total > 9) chosen = { id: category.id, name: category.name, total: first.total };
        if (chosen) break;
      }
      expect(chosen, 'a category with more than 9 posts in the seed').toBeDefined();
      const { id, name, total } = chosen!;

      const firstPage = page.waitForResponse((response) => response.url().includes(`/blog/archives/${id}?`) && response.url().includes('page=1&'));
      await page.goto(`/en/magazine/archive/${id}/`);
      await firstPage;
      await expect(page.getByRole('heading', { level: 1, name: `Archive: ${name}` })).toBeVisible();
      const tiles = page.getByTestId('blog-post-tile');
      await expect(tiles).toHaveCount(9);
      expect(await noSidewaysScroll(page)).toBe(true);

      const more = page.getByTestId('blog-archive-more');
      for (let next = 2; (next - 1) * 9 < total; next++) {
        const asked = page.waitForResponse((response) => response.url().includes(`/blog/archives/${id}?`) && response.url().includes(`page=${next}&`));
        await more.click();
        const answer = (await (await asked).json()) as Archive;
        await expect(tiles).toHaveCount(Math.min(next * 9, total));
        if (!answer.hasMore) break;
      }
      await expect(tiles).toHaveCount(total);
      await expect(more).toHaveCount(0);
      expect(await noSidewaysScroll(page)).toBe(true);
    });
  });
}

test('an article with an HTML payload in its body renders inert', async ({ page, request }) => {
  const { featured } = await json<Overview>(request, 'blog/pm');
  const slug = featured[0].slug;
  const article = await json<{ post: { body: string } }>(request, `tv/article/${slug}`);
  article.post.body =
    '<p>Harmless text stays</p><img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script>' +
    '<p><a href="javascript:window.__pwned=3">x</a></p><svg onload="window.__pwned=4"></svg>';
  await page.route(`**/rest/v1/tv/article/${slug}?*`, (route) => route.fulfill({ json: article }));

  await page.goto(`/en/magazine/${slug}/`);
  const body = page.getByTestId('blog-article-body');
  await expect(body.getByText('Harmless text stays')).toBeVisible();
  await expect(body.locator('script, img, svg, [onerror]')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned)).toBeUndefined();
  await body.getByText('x', { exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/en/magazine/${slug}/$`));
  expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned)).toBeUndefined();
});

test('an unknown article shows the not-found state', async ({ page }) => {
  await page.goto('/en/magazine/no-such-article-999999/');
  await expect(page.getByTestId('not-found')).toContainText('This article does not exist in this language.');
  await expect(page.getByRole('link', { name: 'To the magazine' })).toHaveAttribute('href', '/en/magazine/');
});

test('switching language on an article leads to the magazine of the other language', async ({ page, request }) => {
  const { featured } = await json<Overview>(request, 'blog/pm');
  await page.goto(`/en/magazine/${featured[0].slug}/`);
  await expect(page.getByRole('heading', { level: 1, name: featured[0].title })).toBeVisible();
  await page.getByRole('button', { name: 'Language: English' }).click();
  await page.getByTestId('language-menu').getByRole('link', { name: /Deutsch/ }).click();
  await expect(page).toHaveURL(/\/de\/magazin\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Magazin' })).toBeVisible();
});

test('search results for a word from a seeded title, for a visitor (the query service with his visitor token)', async ({ page, request }) => {
  const { featured } = await json<Overview>(request, 'blog/pm');
  const post = featured[0];
  const word = post.title.split(/\s+/).find((part) => /^[A-Za-z]{5,}$/.test(part))!;

  await page.goto('/en/search/magazine/a/');
  await expect(page.getByText('Enter at least 2 characters to search the magazine.')).toBeVisible();

  await page.goto(`/en/search/magazine/${encodeURIComponent(word)}/`);
  await expect(page.getByRole('heading', { level: 1, name: `Magazine search: “${word}”` })).toBeVisible();
  await expect(page.getByText(/posts? found$/)).toBeVisible();
  await expect(page.getByTestId('blog-post-tile').filter({ hasText: post.title }).first()).toBeVisible();
  await page.getByRole('combobox', { name: 'Sort' }).selectOption('oldest');
  await expect(page).toHaveURL(/\?order=oldest$/);
  await expect(page.getByTestId('blog-post-tile').filter({ hasText: post.title }).first()).toBeVisible();
});
