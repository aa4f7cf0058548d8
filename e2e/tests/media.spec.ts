import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { guestBalance, logInBrowser, signup, topUp } from '../support/api';
import { E2E_PORT, remotePort } from '../support/ports';
import { confirmPurchase, purchaseQuestion } from '../support/purchase';

const rest = `http://localhost:${E2E_PORT}/rest/v1`;
const mediaOrigin = `http://localhost:${remotePort(3)}`;

interface VideoTile {
  id: number;
  free: boolean;
  isBought: boolean;
  price: { value: number; currency: string };
}
interface Grid {
  videos: VideoTile[];
  total: number;
}

async function json<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(`${rest}/${path}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as T;
}

const actorName = async (request: APIRequestContext, actorId: number) =>
  (await json<{ name: string }>(request, `actor/getActorDataByIdOrName/${actorId}`)).name.toLowerCase();

/** An actor whose videos one tag group narrows: the grid, a video carrying the tag, and the tag's grid. */
async function actorWithNarrowingTag(request: APIRequestContext) {
  for (let actorId = 1; actorId <= 40; actorId++) {
    const all = await json<Grid>(request, `actor/${actorId}/videos`);
    if (all.total < 2 || all.total > 16) continue;
    for (const video of all.videos) {
      const { tags } = await json<{ tags: { label: string }[] }>(request, `video/${video.id}`);
      for (const tag of tags) {
        const tagged = await json<Grid>(request, `actor/${actorId}/videos?tagGroup=${encodeURIComponent(tag.label)}`);
        if (tagged.total < all.total) return { actorId, name: await actorName(request, actorId), all, video, tag: tag.label, tagged };
      }
    }
  }
  throw new Error('no actor with a narrowing tag group in the seed');
}

/** A paid video the guest does not own yet, with its actor. */
async function paidVideo(request: APIRequestContext, maxPrice: number) {
  for (let actorId = 1; actorId <= 40; actorId++) {
    const grid = await json<Grid>(request, `actor/${actorId}/videos`);
    const video = grid.videos.find((v) => !v.free && !v.isBought && v.price.value > 0 && v.price.value <= maxPrice);
    if (video) return { actorId, name: await actorName(request, actorId), video };
  }
  throw new Error('no paid video in the seed');
}

/** An actor with an album that is not free, and that actor's album list. */
async function paidAlbum(request: APIRequestContext) {
  for (let actorId = 1; actorId <= 40; actorId++) {
    const { albums } = await json<{ albums: { id: number; free: boolean; pictureCount: number; price: { value: number } }[] }>(request, `actor/${actorId}/albums`);
    const album = albums.find((a) => !a.free);
    if (album) return { name: await actorName(request, actorId), albums, album };
  }
  throw new Error('no paid album in the seed');
}

type Beacon = { type: string; source: string; data: Record<string, unknown> };
type BeaconWindow = Window & { __beacons: Promise<string>[] };

/**
 * Chromium does not show Playwright the body of a sendBeacon request, so the page keeps a copy
 * of each Blob it sends; the beacon itself still goes out unchanged.
 */
function recordBeacons() {
  const send = navigator.sendBeacon.bind(navigator);
  const bodies: Promise<string>[] = [];
  (window as unknown as BeaconWindow).__beacons = bodies;
  navigator.sendBeacon = (url, data) => {
    if (data instanceof Blob) bodies.push(data.text());
    return send(url, data);
  };
}

const sentBeacons = async (page: Page): Promise<Beacon[]> =>
  (await page.evaluate(() => Promise.all((window as unknown as BeaconWindow).__beacons))).map((body) => JSON.parse(body) as Beacon);

const balanceOf = async (page: Page) => Number.parseInt((await page.getByTestId('navbar-balance').textContent())!.replace(/\D/g, ''), 10);

test.describe('actor videos and pictures (mf-media widgets)', () => {
  test('the videos tab shows the grid, a video opens in the app, and its tag narrows the grid', async ({ page, request }) => {
    const { name, all, video, tag, tagged } = await actorWithNarrowingTag(request);
    await page.goto(`/en/amateur/${name}/videos/`);
    const tiles = page.getByTestId('video-tile');
    await expect(tiles).toHaveCount(all.videos.length);
    await expect(page.getByRole('navigation', { name: 'Profile sections' }).getByRole('link', { name: 'Videos', exact: true })).toHaveAttribute('aria-current', 'page');

    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
    await page.locator(`[data-testid="video-tile"][data-video-id="${video.id}"] a`).click();
    await expect(page).toHaveURL(new RegExp(`/en/amateur/${name}/videos/${video.id}/$`));
    await expect(page.getByTestId('video-detail')).toBeVisible();
    await page.getByTestId('video-tags').getByRole('link', { name: tag, exact: true }).click();

    await expect(page).toHaveURL(new RegExp(`/en/amateur/${name}/videos/tag/${encodeURIComponent(tag)}/$`));
    await expect(tiles).toHaveCount(tagged.videos.length);
    expect(tagged.videos.length).toBeLessThan(all.videos.length);
    const shown = await tiles.evaluateAll((items) => items.map((item) => Number(item.getAttribute('data-video-id'))));
    expect(shown.sort()).toEqual(tagged.videos.map((v) => v.id).sort());
    // The router navigated every time: the app was never loaded again.
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);

    await page.getByRole('navigation', { name: 'Filter videos' }).getByRole('link', { name: 'All videos' }).click();
    await expect(tiles).toHaveCount(all.videos.length);
  });

  test('the grid has two columns on a 375 px phone', async ({ page, request }) => {
    const { name, all } = await actorWithNarrowingTag(request);
    expect(all.videos.length).toBeGreaterThanOrEqual(3);
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(`/en/amateur/${name}/videos/`);
    const tiles = page.getByTestId('video-tile');
    await expect(tiles).toHaveCount(all.videos.length);
    const [first, second, third] = await Promise.all([0, 1, 2].map(async (index) => (await tiles.nth(index).boundingBox())!));
    expect(second.y).toBe(first.y);
    expect(third.y).toBeGreaterThan(first.y);
    expect(third.x).toBe(first.x);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });

  test('a guest buys a video once: the balance drops by the price and the purchase is tracked', async ({ browser, request }) => {
    const guest = await signup(request);
    const before = await topUp(request, guest.token);
    const { name, video } = await paidVideo(request, before);
    const context = await browser.newContext();
    await logInBrowser(context, guest);
    await context.addInitScript(recordBeacons);
    const page = await context.newPage();
    let balanceFrames = 0;
    page.on('websocket', (ws) => ws.on('framereceived', ({ payload }) => {
      if (String(payload).includes('"guestBalance"')) balanceFrames += 1;
    }));
    await page.goto(`/en/amateur/${name}/videos/${video.id}/`);
    await page.getByRole('button', { name: 'Accept all' }).click();
    await expect(page.getByTestId('navbar-balance')).toHaveText(new RegExp(`^${before}\\b`));

    const beacon = page.waitForRequest((req) => req.url().includes('/rest/v1/tracker/track') && req.method() === 'POST');
    await page.getByRole('button', { name: `Buy for ${video.price.value} VXC` }).dblclick();
    await confirmPurchase(page, video.price.value);
    await expect(page.getByTestId('media-state')).toHaveAttribute('data-state', 'bought');
    expect((await beacon).resourceType()).toBe('ping');
    const purchases = (await sentBeacons(page)).filter((body) => body.type === 'purchase');
    // One purchase for the double click, tracked once.
    expect(purchases).toHaveLength(1);
    expect(purchases[0]).toMatchObject({ source: 'mf-media', data: { kind: 'video', videoId: video.id, currency: 'VXC', value: video.price.value } });

    // The navbar learns the new balance from the server's socket event.
    await expect(page.getByTestId('navbar-balance')).toHaveText(new RegExp(`^${before - video.price.value}\\b`));
    expect(balanceFrames).toBeGreaterThan(0);
    expect(await guestBalance(request, guest.token)).toBe(before - video.price.value);

    await page.reload();
    await expect(page.getByTestId('media-state')).toHaveAttribute('data-state', 'bought');
    await expect(page.getByTestId('buy-button')).toHaveCount(0);
    expect(await balanceOf(page)).toBe(before - video.price.value);
    expect(await guestBalance(request, guest.token)).toBe(before - video.price.value);
    await context.close();
  });

  test('a guest without enough coins gets the top-up dialog and is not charged', async ({ browser, request }) => {
    const guest = await signup(request);
    const { name, video } = await paidVideo(request, Number.MAX_SAFE_INTEGER);
    const context = await browser.newContext();
    await logInBrowser(context, guest);
    const page = await context.newPage();
    await page.goto(`/en/amateur/${name}/videos/${video.id}/`);
    await page.getByRole('button', { name: `Buy for ${video.price.value} VXC` }).click();
    await purchaseQuestion(page).getByRole('button', { name: 'Top up coins' }).click();
    await expect(page.getByRole('dialog').getByRole('heading', { name: 'Top up coins' })).toBeVisible();
    expect(await guestBalance(request, guest.token)).toBe(0);
    await context.close();
  });

  test('a visitor is asked to log in before buying', async ({ page, request }) => {
    const { name, video } = await paidVideo(request, Number.MAX_SAFE_INTEGER);
    await page.goto(`/en/amateur/${name}/videos/${video.id}/`);
    await page.getByRole('button', { name: 'Log in to buy' }).click();
    await expect(page.getByRole('dialog').getByRole('heading', { name: 'Log in' })).toBeVisible();
  });

  test('the pictures tab lists albums and an album shows locked pictures to a visitor', async ({ page, request }) => {
    const { name, albums, album: locked } = await paidAlbum(request);
    await page.goto(`/en/amateur/${name}/pictures/`);
    await expect(page.getByTestId('album-tile')).toHaveCount(albums.length);
    await page.locator(`[data-testid="album-tile"][data-album-id="${locked.id}"] a`).click();
    await expect(page).toHaveURL(new RegExp(`/en/amateur/${name}/pictures/${locked.id}/$`));
    await expect(page.getByTestId('album-picture')).toHaveCount(Math.min(14, locked.pictureCount));
    await expect(page.locator('[data-testid="album-picture"][data-locked="false"]')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Log in to buy' })).toBeVisible();
  });

  test('a guest buys an album and its pictures unlock', async ({ browser, request }) => {
    const guest = await signup(request);
    const before = await topUp(request, guest.token);
    const { name, album } = await paidAlbum(request);
    // Before buying, the album hands out no full picture, and a picture's id alone opens nothing.
    const locked = await request.get(`${rest}/album/${album.id}`, { headers: { Authorization: `Bearer ${guest.token}` } });
    const { pictures: lockedPictures } = (await locked.json()) as { pictures: { items: { id: number; image: unknown }[] } };
    expect(lockedPictures.items.every((picture) => picture.image === null)).toBe(true);
    expect((await request.get(`/media/picture/${lockedPictures.items[0].id}/1280.svg`)).status()).toBe(403);

    const context = await browser.newContext();
    await logInBrowser(context, guest);
    const page = await context.newPage();
    await page.goto(`/en/amateur/${name}/pictures/${album.id}/`);
    const pictures = Math.min(14, album.pictureCount);
    await expect(page.locator('[data-testid="album-picture"][data-locked="true"]')).toHaveCount(pictures);
    await page.getByRole('button', { name: `Buy for ${album.price.value} VXC` }).click();
    await confirmPurchase(page, album.price.value);
    await expect(page.getByTestId('media-state')).toHaveAttribute('data-state', 'bought');
    await expect(page.locator('[data-testid="album-picture"][data-locked="false"]')).toHaveCount(pictures);
    // The full picture loads from the URL the server signed for this guest.
    const first = page.getByRole('img', { name: 'Picture 1', exact: true });
    await expect(first).toHaveAttribute('src', /^\/media\/picture\/\d+\/320\.svg\?guest=\d+&expires=\d+&signature=[\w-]+$/);
    await first.scrollIntoViewIfNeeded();
    await expect.poll(() => first.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    await expect(page.getByTestId('navbar-balance')).toHaveText(new RegExp(`^${before - album.price.value}\\b`));
    expect(await guestBalance(request, guest.token)).toBe(before - album.price.value);
    await context.close();
  });

  test('with mf-media down the profile still works and the videos tab shows the localized fallback', async ({ page, request }) => {
    const { name } = await paidVideo(request, Number.MAX_SAFE_INTEGER);
    await page.route(`${mediaOrigin}/**`, (route) => route.abort('connectionrefused'));
    await page.goto(`/de/amateur/${name}/videos/`);
    await expect(page.getByTestId('remote-fallback')).toContainText('Dieser Bereich kann gerade nicht geladen werden.');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('link', { name: 'Über mich' }).click();
    await expect(page).toHaveURL(new RegExp(`/de/amateur/${name}/ueber-mich/$`));
    await expect(page.getByTestId('about-text')).toBeVisible();
  });

  test('the video grid, a video and an album have no serious or critical accessibility violations', async ({ page, request }) => {
    const { actorId, name, video } = await paidVideo(request, Number.MAX_SAFE_INTEGER);
    const { albums } = await json<{ albums: { id: number }[] }>(request, `actor/${actorId}/albums`);
    const pages = [
      [`/en/amateur/${name}/videos/`, 'actor-videos'],
      [`/en/amateur/${name}/videos/${video.id}/`, 'video-detail'],
      [`/en/amateur/${name}/pictures/${albums[0].id}/`, 'album-detail'],
    ];
    for (const [path, testId] of pages) {
      await page.goto(path);
      await expect(page.getByTestId(testId)).toBeVisible();
      await page.waitForLoadState('networkidle');
      const { violations } = await new AxeBuilder({ page }).analyze();
      const serious = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
      expect(serious.map((violation) => `${path} ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).slice(0, 3).join(', ')}`)).toEqual([]);
    }
  });

  test('a malformed video id says the video does not exist', async ({ page, request }) => {
    const { name } = await paidVideo(request, Number.MAX_SAFE_INTEGER);
    await page.goto(`/en/amateur/${name}/videos/not-a-number/`);
    await expect(page.getByTestId('media-id-not-found')).toHaveText('This video does not exist.');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
