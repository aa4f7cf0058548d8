import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { logInBrowser, signup, topUp } from '../support/api';
import { openChannel } from '../support/messenger';
import { E2E_PORT, INTERNAL_SECRET } from '../support/ports';
import { paidVideos } from '../support/purchase';

const rest = `http://localhost:${E2E_PORT}/rest/v1`;
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** A paid album of the seed a new guest can buy. */
async function paidAlbum(request: APIRequestContext, maxPrice: number): Promise<{ id: number; title: string }> {
  for (let actorId = 1; actorId <= 40; actorId++) {
    const { albums } = (await (await request.get(`${rest}/actor/${actorId}/albums`)).json()) as {
      albums: { id: number; title: string; free: boolean; isVipContent: boolean; price: { value: number } }[];
    };
    const album = albums.find((a) => !a.free && !a.isVipContent && a.price.value > 0 && a.price.value <= maxPrice);
    if (album) return album;
  }
  throw new Error('no paid album in the seed');
}

async function buy(request: APIRequestContext, token: string, kind: 'video' | 'album', id: number) {
  const response = await request.post(`${rest}/${kind}/${id}/buy`, { headers: bearer(token), data: { idempotencyKey: `e2e-mediathek-${kind}-${id}` } });
  expect(response.status()).toBe(200);
}

const noHorizontalOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

for (const viewport of [
  { width: 375, height: 812 },
  { width: 1440, height: 900 },
]) {
  test.describe(`media library at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('a guest who bought a video and an album sees them, archives and restores the video, opens the album', async ({ page, request }) => {
      const guest = await signup(request);
      const balance = await topUp(request, guest.token);
      const [video] = await paidVideos(request, Math.floor(balance / 2), 1);
      const album = await paidAlbum(request, Math.floor(balance / 2));
      await buy(request, guest.token, 'video', video.id);
      await buy(request, guest.token, 'album', album.id);
      await logInBrowser(page.context(), guest);

      await page.goto('/en/myvisitx/mediathek/');
      await expect(page.getByRole('heading', { level: 1, name: 'My videos' })).toBeVisible();
      const tiles = page.getByTestId('mediathek-asset');
      await expect(tiles).toHaveCount(1);
      expect(await noHorizontalOverflow(page)).toBe(true);

      // Archive: it leaves the shop tab and appears in the archive tab.
      await tiles.first().getByRole('button', { name: /to the archive$/ }).click();
      await expect(page.getByText('Nothing bought here yet. What you buy in the shop shows up here.')).toBeVisible();
      await page.getByRole('tab', { name: 'Archive' }).click();
      await expect(page).toHaveURL(/\?tab=archive$/);
      await expect(tiles).toHaveCount(1);
      await tiles.first().getByRole('button', { name: /from the archive$/ }).click();
      await expect(page.getByText('Your archive is empty. Archived items leave the other tabs until you bring them back.')).toBeVisible();
      await page.getByRole('tab', { name: 'Shop' }).click();
      await expect(tiles).toHaveCount(1);

      // The album is on the photos page and opens through mf-media's album widget.
      await page.goto('/en/myvisitx/mediathek/photos/');
      await expect(tiles).toHaveCount(1);
      await tiles.first().getByRole('button', { name: new RegExp(`^Open ${album.title}`) }).click();
      const viewer = page.getByTestId('mediathek-viewer');
      await expect(viewer.getByTestId('album-picture').first()).toBeVisible();
      await expect(viewer.locator('[data-testid="album-picture"][data-locked="true"]')).toHaveCount(0);
      expect(await noHorizontalOverflow(page)).toBe(true);
    });

    test("a picture an actor sent in the messenger: censored until the age check, then its thumbnail and the picture", async ({ page, request }) => {
      const guest = await signup(request);
      const channel = await openChannel(request, guest.token, 2);
      const sent = await request.post(`${rest}/internal/messenger/channel/${channel.id}/picture`, { headers: { 'x-internal-secret': INTERNAL_SECRET } });
      expect(sent.status()).toBe(200);
      await logInBrowser(page.context(), guest);

      await page.goto('/en/myvisitx/mediathek/photos/?tab=messenger');
      const tile = page.getByTestId('mediathek-asset');
      await expect(tile).toHaveCount(1);
      await expect(tile.getByTestId('media-face-censored')).toHaveText('Visible once your age is verified');
      await tile.getByRole('button', { name: /^Open Messenger picture by / }).click();
      const viewer = page.getByTestId('mediathek-viewer');
      await expect(viewer.getByRole('link', { name: 'Open in the messenger' })).toHaveAttribute('href', `/en/messenger/?actor=${channel.actorId}`);
      await viewer.getByRole('button', { name: 'Verify your age' }).click();
      const dialog = page.getByRole('dialog', { name: 'Age verification' });
      await dialog.frameLocator('[data-testid="avs-checkout"]').getByRole('button', { name: 'Pay and verify' }).click();
      await dialog.getByRole('button', { name: 'Done' }).click();

      // The socket's avsSet opens the tile and the viewer at once: the thumbnail and the picture, fetched with the token.
      const thumbnail = tile.getByTestId('media-face-image');
      await expect(thumbnail).toHaveAttribute('src', /^blob:/);
      expect(await thumbnail.evaluate((image: HTMLImageElement) => image.decode().then(() => image.naturalWidth))).toBeGreaterThan(0);
      const full = viewer.getByTestId('mediathek-picture');
      await expect(full).toHaveAttribute('src', /^blob:/);
      expect(await full.evaluate((image: HTMLImageElement) => image.decode().then(() => image.naturalWidth))).toBeGreaterThan(0);
      expect(await noHorizontalOverflow(page)).toBe(true);
    });
  });
}
