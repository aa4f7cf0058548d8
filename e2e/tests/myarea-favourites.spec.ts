import { expect, test, type Page } from '@playwright/test';
import { logInBrowser, onlineActorIds, signup } from '../support/api';
import { pinActors } from '../support/favourites';

const noHorizontalOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

for (const viewport of [
  { width: 375, height: 812 },
  { width: 1440, height: 900 },
]) {
  test.describe(`favourite cams at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('a guest with 55 pinned models sees 50, all 55 after "show more", online ones first', async ({ page, request }) => {
      const guest = await signup(request);
      // Some online ones among them, pinned first, so that newest-pin-first alone would put them last.
      const online = (await onlineActorIds(request, 5)).slice(0, 3);
      const offline = Array.from({ length: 300 }, (_, index) => index + 1).filter((id) => !online.includes(id));
      await pinActors(guest.token, online);
      await pinActors(guest.token, offline.slice(0, 55 - online.length));
      await logInBrowser(page.context(), guest);

      await page.goto('/en/myvisitx/favorite-cams/');
      await expect(page.getByRole('heading', { level: 1, name: 'Favourite cams' })).toBeVisible();
      const rows = page.getByTestId('favourite-model');
      await expect(rows).toHaveCount(50);
      const states = () => rows.evaluateAll((items) => items.map((item) => (item.textContent ?? '').includes('Online now')));
      expect((await states()).slice(0, online.length)).toEqual(online.map(() => true));

      await page.getByRole('button', { name: 'Show more (50 of 55)' }).click();
      await expect(rows).toHaveCount(55);
      await expect(page.getByRole('button', { name: /^Show more/ })).toHaveCount(0);
      // Online first over both pages: no online one after an offline one.
      const all = await states();
      expect(all).toEqual([...all].sort((a, b) => Number(b) - Number(a)));
      expect(await noHorizontalOverflow(page)).toBe(true);
    });
  });
}
