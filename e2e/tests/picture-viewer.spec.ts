import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_PORT } from '../support/ports';

const rest = `http://localhost:${E2E_PORT}/rest/v1`;

interface ListedAlbum {
  id: number;
  free: boolean;
  isVipContent: boolean;
  pictureCount: number;
}

/** The first seeded album of the kind with at least `pictures` pictures, and its actor's profile name. */
async function albumWhere(request: APIRequestContext, free: boolean, pictures: number): Promise<{ path: string; album: ListedAlbum }> {
  for (let actorId = 1; actorId <= 40; actorId++) {
    const { albums } = (await (await request.get(`${rest}/actor/${actorId}/albums`)).json()) as { albums: ListedAlbum[] };
    const album = albums.find((a) => a.free === free && !a.isVipContent && a.pictureCount >= pictures);
    if (!album) continue;
    const { name } = (await (await request.get(`${rest}/actor/getActorDataByIdOrName/${actorId}`)).json()) as { name: string };
    return { path: `/en/amateur/${name.toLowerCase()}/pictures/${album.id}/`, album };
  }
  throw new Error('no fitting album in the seed');
}

/** A horizontal swipe on the touch screen (Chromium turns the touches into pointer events of type touch). */
async function swipe(page: Page, from: number, to: number, y: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: from, y }] });
  for (let step = 1; step <= 5; step++) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: from + ((to - from) * step) / 5, y }] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

test.describe('picture viewer (album pictures open in the page, not as an image file)', () => {
  for (const width of [375, 1440]) {
    test(`a picture of a free album opens in the viewer: buttons, arrows, position, alt text and close, at ${width} px`, async ({ page, request }) => {
      const { path, album } = await albumWhere(request, true, 3);
      await page.setViewportSize({ width, height: 800 });
      await page.goto(path);
      const pages = new Set<string>();
      page.context().on('page', (opened) => pages.add(opened.url()));

      await page.getByRole('link', { name: 'Picture 2', exact: true }).click();
      const viewer = page.getByRole('dialog');
      await expect(viewer).toBeVisible();
      const image = viewer.getByTestId('viewer-image');
      await expect(image).toHaveAttribute('alt', 'Picture 2');
      await expect(viewer.getByRole('heading')).toContainText(`picture 2 of ${album.pictureCount}`);
      const box = (await image.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(width);

      await viewer.getByRole('button', { name: 'Next picture' }).click();
      await expect(image).toHaveAttribute('data-position', '3');
      await expect(viewer.getByRole('heading')).toContainText(`picture 3 of ${album.pictureCount}`);
      await viewer.getByRole('button', { name: 'Previous picture' }).click();
      await expect(image).toHaveAttribute('data-position', '2');
      await page.keyboard.press('ArrowRight');
      await expect(image).toHaveAttribute('data-position', '3');
      await page.keyboard.press('Escape');
      await expect(viewer).toHaveCount(0);

      await page.getByRole('link', { name: 'Picture 1', exact: true }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      // Nothing opened in another tab, and the page stayed.
      expect([...pages]).toEqual([]);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
    });
  }

  test('a swipe on a phone turns the picture', async ({ browser, request }) => {
    const { path } = await albumWhere(request, true, 3);
    const context = await browser.newContext({ viewport: { width: 375, height: 800 }, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    try {
      await page.goto(path);
      await page.getByRole('link', { name: 'Picture 1', exact: true }).click();
      const image = page.getByTestId('viewer-image');
      await expect(image).toHaveAttribute('data-position', '1');
      await swipe(page, 300, 60, 400);
      await expect(image).toHaveAttribute('data-position', '2');
      await swipe(page, 60, 300, 400);
      await expect(image).toHaveAttribute('data-position', '1');
    } finally {
      await context.close();
    }
  });

  test('a locked picture opens no viewer: the album keeps its buy path', async ({ page, request }) => {
    const { path } = await albumWhere(request, false, 3);
    await page.goto(path);
    const locked = page.locator('[data-testid="album-picture"][data-locked="true"]').first();
    await expect(locked).toBeVisible();
    await expect(locked.getByRole('link')).toHaveCount(0);
    await locked.click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByTestId('album-detail').getByRole('button', { name: /buy/i })).toBeVisible();
  });
});
