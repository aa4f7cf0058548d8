import { expect, test, type Page } from '@playwright/test';
import { E2E_PORT } from '../support/ports';

const rest = `http://localhost:${E2E_PORT}/rest/v1`;

const LISTS = [
  ['/en/videos/free-clips/', 'Free clips'],
  ['/en/videos/video-trends/', 'Video trends'],
  ['/en/videos/on-sale/', 'On sale'],
  ['/en/videos/new-videos/', 'New videos'],
  ['/en/videos/all-videos/', 'All videos'],
  ['/en/videos/vip-videos/', 'VIP videos'],
] as const;

/** The next answer of the list call, and the payload it was asked with. */
const nextList = (page: Page) =>
  page.waitForResponse((response) => response.url().includes('/rest/v1/videos/filtered?') && response.ok()).then(async (response) => {
    const query = new URL(response.url()).searchParams;
    return { payload: { filter: JSON.parse(query.get('filter') ?? '{}'), order: query.get('order'), page: Number(query.get('page')) }, body: await response.json() };
  });

test.describe('video lists', () => {
  test('/videos/ shows every section with tiles and "show all" links, and the navbar links it', async ({ page }) => {
    await page.goto('/en/');
    await page.getByTestId('navbar').getByRole('link', { name: 'Videos', exact: true }).first().click();
    await expect(page).toHaveURL(/\/en\/videos\/$/);
    for (const section of ['freeClips', 'videoTrends', 'onSale', 'newVideos', 'vipVideos']) {
      const area = page.getByTestId(`videos-section-${section}`);
      await expect(area.getByTestId('video-tile').first()).toBeVisible();
      await expect(area.getByRole('link', { name: /^Show all/ })).toBeVisible();
    }
    await expect(page.getByTestId('videos-section-stars').getByTestId('video-star').first()).toBeVisible();
  });

  for (const [path, title] of LISTS) {
    test(`${path} loads with tiles linking to the video's page`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      const tile = page.getByTestId('video-tile').first();
      await expect(tile).toBeVisible();
      await expect(tile.getByRole('link')).toHaveAttribute('href', /^\/en\/amateur\/[^/]+\/videos\/\d+\/$/);
    });
  }

  test('/videos/stars/ lists video stars linking to their profiles', async ({ page }) => {
    await page.goto('/en/videos/stars/');
    const star = page.getByTestId('video-star').first();
    await expect(star.getByRole('link')).toHaveAttribute('href', /^\/en\/amateur\/[^/]+\/$/);
    expect(await page.getByTestId('video-star').count()).toBeGreaterThan(10);
  });

  test('a filter change resets the page to 1; genders toggled to none; the URL state survives reload and back', async ({ page }) => {
    await page.goto('/en/videos/all-videos/?page=2');
    await expect(page.getByTestId('video-tile').first()).toBeVisible();
    await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();

    const sorted = nextList(page);
    await page.getByLabel('Sort by').selectOption('price_asc');
    expect((await sorted).payload).toMatchObject({ order: 'price_asc', page: 1 });
    await expect(page).toHaveURL(/\/en\/videos\/all-videos\/\?sort=price_asc$/);

    const women = nextList(page);
    await page.getByRole('button', { name: 'Women' }).click();
    expect((await women).payload.filter.actingGroups).toEqual(['F']);
    await expect(page).toHaveURL(/sort=price_asc&gender=F$/);
    // Back to the 'none' gender: the list of the sort alone, which the request cache still holds.
    await page.getByRole('button', { name: 'Women' }).click();
    await expect(page.getByRole('button', { name: 'Women' })).toHaveAttribute('aria-pressed', 'false');
    await expect(page).toHaveURL(/\?sort=price_asc$/);

    await page.getByRole('link', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/\?sort=price_asc&page=2$/);
    await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();

    await page.reload();
    await expect(page.getByLabel('Sort by')).toHaveValue('price_asc');
    await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL(/\?sort=price_asc$/);
    await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();
    await page.goBack();
    await page.goBack();
    await page.goBack();
    await expect(page).toHaveURL(/\/all-videos\/\?page=2$/);
    await expect(page.getByLabel('Sort by')).toHaveValue('newest');
  });

  for (const reload of [false, true]) {
    test(`back from a video returns to the same place in the list${reload ? ', also after the video page was reloaded' : ''}`, async ({ page }) => {
      await page.setViewportSize({ width: 1440, height: 700 });
      await page.goto('/en/videos/all-videos/?page=2');
      const tiles = page.getByTestId('video-tile');
      await expect(tiles).toHaveCount(16);
      const last = tiles.last();
      await last.scrollIntoViewIfNeeded();
      const left = await page.evaluate(() => window.scrollY);
      expect(left).toBeGreaterThan(300);
      await last.getByRole('link').click();
      await expect(page).toHaveURL(/\/en\/amateur\/[^/]+\/videos\/\d+\/$/);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      if (reload) await page.reload();

      await page.goBack();
      await expect(page).toHaveURL(/\/en\/videos\/all-videos\/\?page=2$/);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(left - 2);
      expect(await page.evaluate(() => window.scrollY)).toBeLessThan(left + 2);
      await expect(last).toBeInViewport();
    });
  }

  test("an unknown sort is the error 'Unmapped category', from the page and from the server", async ({ page, request }) => {
    await page.goto('/en/videos/on-sale/?sort=sideways');
    await expect(page.getByTestId('unmapped-category')).toBeVisible();
    const refused = await request.get(`${rest}/videos/filtered?order=sideways`);
    expect(refused.status()).toBe(400);
    expect((await refused.json()).error.message).toBe('Unmapped category');
    await page.getByRole('button', { name: 'Reset filter' }).click();
    await expect(page.getByTestId('video-tile').first()).toBeVisible();
  });

  test('/search/videos/{searchPattern}/ lists the videos of the pattern; German and Spanish slugs', async ({ page, request }) => {
    const { tags } = await (await request.get(`${rest}/videos/popularTags?first=1`)).json();
    const pattern = tags[0].label as string;
    await page.goto(`/en/search/videos/${encodeURIComponent(pattern)}/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Videos for “${pattern}”`);
    await expect(page.getByTestId('video-tile').first()).toBeVisible();
    await page.goto(`/de/suche/videos/${encodeURIComponent(pattern)}/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Videos zu „${pattern}“`);
    await page.goto('/es/videos/clips-gratis/');
    await expect(page.getByRole('heading', { level: 1, name: 'Clips gratis' })).toBeVisible();
    await expect(page.getByTestId('video-tile').first()).toBeVisible();
  });

  for (const width of [375, 1440]) {
    test(`a list fits ${width} px without horizontal scrolling`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/en/videos/free-clips/');
      await expect(page.getByTestId('video-tile').first()).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
});
