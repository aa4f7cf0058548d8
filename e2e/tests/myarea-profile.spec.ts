import { expect, test, type Page } from '@playwright/test';
import { logInBrowser, signup } from '../support/api';
import { E2E_PORT } from '../support/ports';

const rest = `http://localhost:${E2E_PORT}/rest/v1`;
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const noHorizontalOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

for (const viewport of [
  { width: 375, height: 812 },
  { width: 1440, height: 900 },
]) {
  test.describe(`profile page at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('notification settings and a newsletter are stored and read back after a reload', async ({ page, request }) => {
      const guest = await signup(request);
      await logInBrowser(page.context(), guest);
      await page.goto('/en/myvisitx/profile/');
      await expect(page.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();

      const offers = page.getByRole('checkbox', { name: 'there are special offers and bonuses' });
      await expect(offers).not.toBeChecked();
      const saved = page.waitForResponse((response) => response.url().includes('/guest/notificationsSettings'));
      await offers.check();
      expect((await saved).status()).toBe(200);
      const subscribed = page.waitForResponse((response) => response.url().includes('/guest/newsletter/subscribe'));
      await page.getByRole('checkbox', { name: 'VIP club' }).check();
      expect((await subscribed).status()).toBe(200);
      expect(await noHorizontalOverflow(page)).toBe(true);

      await page.reload();
      await expect(page.getByRole('checkbox', { name: 'there are special offers and bonuses' })).toBeChecked();
      await expect(page.getByRole('checkbox', { name: 'VIP club' })).toBeChecked();
      await expect(page.getByRole('checkbox', { name: 'Contests' })).not.toBeChecked();
      const stored = await request.get(`${rest}/guest/getNotificationsSettings`, { headers: bearer(guest.token) });
      expect((await stored.json()).notificationsSettings).toEqual({ favouriteOnline: true, newMessage: true, newContent: true, specialOffers: true });
    });
  });
}
