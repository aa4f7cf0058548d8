import { expect, test, type Page } from '@playwright/test';

/** The pages with a server-rendered first view (server/src/domains/brands/first-view). */
const PAGES = [
  { path: '/en/', heading: 'Live cams and chats with real amateurs' },
  { path: '/en/cams/', heading: 'Live cams' },
] as const;

/** Sums the layout shifts of the page from its start (buffered), as CLS counts them. */
async function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let sum = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput) sum += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(sum), 500);
      }),
  );
}

test.describe('first view', () => {
  for (const { path, heading } of PAGES) {
    test(`${path} shows its first actors without JavaScript`, async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      const tiles = page.getByTestId('first-view-tile');
      expect(await tiles.count()).toBeGreaterThan(0);
      expect(await tiles.count()).toBeLessThanOrEqual(12);
      const first = tiles.first();
      await expect(first).toBeVisible();
      await expect(first.locator('.fv-name')).not.toBeEmpty();
      await expect(first.getByRole('link')).toHaveAttribute('href', /^\/en\/amateur\/[^/]+\/$/);
      const image = first.locator('img');
      await expect(image).toHaveAttribute('fetchpriority', 'high');
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      await context.close();
    });

    test(`${path} hands over to the app without an error or a layout shift`, async ({ page }) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      const gridRequests: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/rest/v1/tileGrid/get/onlineActors/')) gridRequests.push(request.url());
      });
      await page.goto(path);
      await expect(page.getByTestId('actor-tile').first()).toBeVisible();
      await expect(page.locator('#first-view')).toHaveCount(0);
      await expect(page.getByTestId('first-view-tile')).toHaveCount(0);
      expect(await layoutShift(page)).toBeLessThan(0.01);
      expect(errors).toEqual([]);
      // The start page's first grid came inlined with the page, not from a request.
      if (path === '/en/') expect(gridRequests).toEqual([]);
    });
  }

  for (const width of [375, 1440]) {
    test(`the start page's first tile keeps its place and size when the app takes over at ${width} px`, async ({ browser }) => {
      const boxOf = async (javaScriptEnabled: boolean) => {
        const context = await browser.newContext({ javaScriptEnabled, viewport: { width, height: 900 } });
        const page = await context.newPage();
        await page.goto('/en/');
        const tile = page.getByTestId(javaScriptEnabled ? 'actor-tile' : 'first-view-tile').first().locator('img');
        await expect(tile).toBeVisible();
        const box = await tile.boundingBox();
        await context.close();
        return box!;
      };
      const [server, app] = [await boxOf(false), await boxOf(true)];
      expect(Math.abs(server.x - app.x)).toBeLessThanOrEqual(1);
      expect(Math.abs(server.width - app.width)).toBeLessThanOrEqual(1);
      expect(Math.abs(server.height - app.height)).toBeLessThanOrEqual(1);
      expect(Math.abs(server.y - app.y)).toBeLessThanOrEqual(1);
    });
  }
});
