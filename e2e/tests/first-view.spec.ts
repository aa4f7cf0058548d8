import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

/** The pages with a server-rendered first view (server/src/domains/brands/first-view). */
const PAGES = [
  { path: '/en/', heading: 'Live cams and chats with real amateurs' },
  { path: '/en/cams/', heading: 'Live cams' },
] as const;

/** An actor whose profile has pictures, as a visitor's call answers it. */
async function actorWithPictures(request: APIRequestContext): Promise<{ name: string; path: string; firstPicture: string }> {
  for (let id = 1; id <= 40; id++) {
    const response = await request.get(`/rest/v1/actor/getActorDataByIdOrName/${id}?language=en`);
    if (!response.ok()) continue;
    const actor = (await response.json()) as { name: string; sedcards: { w640: string }[] };
    if (actor.sedcards.length > 1) return { name: actor.name, path: `/en/amateur/${actor.name.toLowerCase()}/`, firstPicture: actor.sedcards[0]!.w640 };
  }
  throw new Error('no actor with pictures among the first 40');
}

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

  test('an actor profile shows her name, online state and first picture without JavaScript', async ({ browser, request }) => {
    const actor = await actorWithPictures(request);
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto(actor.path);
    expect(response?.headers().link).toContain(`<${actor.firstPicture}>; rel=preload; as=image;`);
    await expect(page.getByRole('heading', { level: 1, name: actor.name })).toBeVisible();
    await expect(page.locator('.fv-state')).toHaveText(/^● (Online now|Offline)$/);
    await expect(page.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/en/');
    const picture = page.getByRole('list', { name: `Pictures of ${actor.name}` }).getByRole('img').first();
    await expect(picture).toHaveAttribute('alt', `${actor.name}, picture 1`);
    await expect(picture).toHaveAttribute('fetchpriority', 'high');
    await expect(picture).toBeVisible();
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    // Nothing of the app's own: its test ids stay the app's.
    await expect(page.getByTestId('online-state')).toHaveCount(0);
    await context.close();
  });

  test('an actor profile hands over to the app’s profile without an error or a layout shift', async ({ page, request }) => {
    const actor = await actorWithPictures(request);
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(actor.path);
    await expect(page.getByTestId('favourite-button')).toBeVisible();
    await expect(page.locator('#first-view')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: actor.name })).toBeVisible();
    await expect(page.getByTestId('online-state')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toBeVisible();
    await expect(page.getByRole('list', { name: `Pictures of ${actor.name}` }).getByRole('img').first()).toHaveAttribute('src', actor.firstPicture);
    expect(await layoutShift(page)).toBeLessThan(0.01);
    expect(errors).toEqual([]);
  });

  test('an unknown actor gets no first view, and the app says she does not exist', async ({ page }) => {
    const response = await page.goto('/en/amateur/nobody-by-this-name/');
    // Her profile is no page of the brand (server/docs/foundation.md, Pages): 404, the app's own message.
    expect(response?.status()).toBe(404);
    expect(await response?.text()).not.toContain('first-view');
    await expect(page.getByRole('heading', { level: 1, name: 'This amateur does not exist.' })).toBeVisible();
  });

  for (const width of [375, 1440]) {
    test(`an actor profile's name, avatar, online state and first picture keep their place and size when the app takes over at ${width} px`, async ({ browser, request }) => {
      const actor = await actorWithPictures(request);
      const boxesOf = async (javaScriptEnabled: boolean) => {
        const context = await browser.newContext({ javaScriptEnabled, viewport: { width, height: 900 } });
        const page = await context.newPage();
        await page.goto(actor.path);
        if (javaScriptEnabled) await expect(page.locator('#first-view')).toHaveCount(0);
        const parts = {
          name: page.getByRole('heading', { level: 1, name: actor.name }),
          avatar: page.locator('main header img').first(),
          online: page.locator(javaScriptEnabled ? '[data-testid="online-state"]' : '.fv-state'),
          picture: page.getByRole('list', { name: `Pictures of ${actor.name}` }).getByRole('img').first(),
          sections: page.getByRole('navigation', { name: 'Profile sections' }),
        };
        const boxes: Record<string, { x: number; y: number; width: number; height: number }> = {};
        for (const [part, locator] of Object.entries(parts)) {
          await expect(locator).toBeVisible();
          boxes[part] = (await locator.boundingBox())!;
        }
        await context.close();
        return boxes;
      };
      const [server, app] = [await boxesOf(false), await boxesOf(true)];
      for (const part of Object.keys(server)) {
        for (const side of ['x', 'y', 'width', 'height'] as const) {
          expect([part, side, Math.abs(server[part]![side] - app[part]![side]) <= 1]).toEqual([part, side, true]);
        }
      }
    });
  }
});
