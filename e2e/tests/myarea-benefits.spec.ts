import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { logInBrowser, signup } from '../support/api';
import { E2E_PORT } from '../support/ports';

const rest = `http://localhost:${E2E_PORT}/rest/v1`;
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const noHorizontalOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** A new guest who redeemed `code` through the API, logged in in the page's browser. */
async function guestWithCode(page: Page, request: APIRequestContext, code: string) {
  const guest = await signup(request);
  const redeemed = await request.post(`${rest}/guest/redeemBonus`, { headers: bearer(guest.token), data: { code } });
  expect(redeemed.status()).toBe(200);
  await logInBrowser(page.context(), guest);
  return guest;
}

for (const { viewport, reducedMotion } of [
  { viewport: { width: 375, height: 812 }, reducedMotion: 'reduce' as const },
  { viewport: { width: 1440, height: 900 }, reducedMotion: 'no-preference' as const },
]) {
  test.describe(`benefits and spin wheel at ${viewport.width} px`, () => {
    test.use({ viewport, reducedMotion });

    test('a bonus code is redeemed once and refused the second time', async ({ page, request }) => {
      const guest = await signup(request);
      await logInBrowser(page.context(), guest);
      await page.goto('/en/myvisitx/benefits/');
      await expect(page.getByRole('heading', { level: 1, name: 'Benefits' })).toBeVisible();

      const code = page.getByRole('textbox', { name: 'Bonus code' });
      await code.fill('welcome50');
      await page.getByRole('button', { name: 'Check code' }).click();
      await expect(page.getByTestId('bonus-code-preview')).toContainText('50 coins');
      const redeemed = page.waitForResponse((response) => response.url().includes('/guest/redeemBonus'));
      await page.getByRole('button', { name: 'Redeem now' }).click();
      expect((await redeemed).status()).toBe(200);
      await expect(page.getByText('Bonus code WELCOME50 has been redeemed. Enjoy your benefits!')).toBeVisible();
      await expect(page.getByTestId('benefit-list')).toContainText('From bonus code WELCOME50');
      expect(await noHorizontalOverflow(page)).toBe(true);

      // The second time: the page names the refusal and offers no button; the server refuses too.
      await code.fill('WELCOME50');
      await page.getByRole('button', { name: 'Check code' }).click();
      await expect(page.getByText('You have already redeemed this bonus code.')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Redeem now' })).toHaveCount(0);
      const again = await request.post(`${rest}/guest/redeemBonus`, { headers: bearer(guest.token), data: { code: 'WELCOME50' } });
      expect(again.status()).toBe(409);
    });

    test('a held top-up bonus adds its tier to the next top-up and then shows as used', async ({ page, request }) => {
      const guest = await guestWithCode(page, request, 'TOPUP2026');
      await page.goto('/en/myvisitx/benefits/');
      const held = page.getByTestId('benefit-list').getByRole('listitem').filter({ hasText: 'Top-up bonus' });
      await expect(held).toContainText('from 100 coins: 30 coins extra');

      // The shell's top-up through the demo checkout: 100 coins reach the tier of +30.
      await page.goto('/en/myvisitx/benefits/?flow=moneycharge');
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: /100 coins/ }).click();
      await page.frameLocator('[data-testid="moneycharge-checkout"]').getByRole('button', { name: 'Pay' }).click();
      await expect(page.getByTestId('moneycharge-success')).toBeVisible();
      await expect(page.getByTestId('moneycharge-bonus')).toHaveText('Your top-up bonus: 30 coins extra have been added.');
      // The balance pushed after the commit holds the package's coins and the bonus.
      await expect(page.getByTestId('moneycharge-success')).toContainText('130 VXC');
      const balance = await request.get(`${rest}/guest/getGuestBalance`, { headers: bearer(guest.token) });
      expect((await balance.json()).balance).toBe(130);
      await dialog.getByRole('button', { name: 'Done' }).click();

      await expect(held.getByTestId('benefit-used')).toHaveText(/^Used with your top-up on .+: 30 coins extra$/);
      await expect(held.getByText('Used', { exact: true })).toBeVisible();
      await expect(held).not.toContainText('On your next top-up:');
      expect(await noHorizontalOverflow(page)).toBe(true);
    });

    test('a spin turns the wheel to the server\'s result and takes one spin', async ({ page, request }) => {
      await guestWithCode(page, request, 'SPINS3');
      await page.goto('/en/myvisitx/spinwheel/');
      await expect(page.getByTestId('spinwheel-spins')).toHaveText(/^3 spins left/);

      const spun = page.waitForResponse((response) => response.url().includes('/vxql') && (response.request().postData() ?? '').includes('DoSpin'));
      await page.getByRole('button', { name: 'Spin the wheel' }).click();
      const { data } = (await (await spun).json()) as { data: { doSpin: { segment: number } } };
      expect(data.doSpin.segment).toBeGreaterThanOrEqual(0);
      // The wheel stops (at once with reduced motion, after its 4 s turn otherwise), then names the prize.
      await expect(page.getByTestId('spinwheel-result')).toHaveText(/^You won: /, { timeout: 10_000 });
      await expect(page.getByTestId('spinwheel-spins')).toHaveText(/^2 spins left/);
      await expect(page.getByTestId('spinwheel-history').getByRole('listitem')).toHaveCount(1);
      expect(await noHorizontalOverflow(page)).toBe(true);
    });
  });
}
