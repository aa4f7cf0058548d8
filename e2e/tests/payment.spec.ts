import { expect, test } from '@playwright/test';
import { signup } from '../support/api';

test.describe('login and moneycharge', () => {
  test('a guest logs in, sees the balance, tops up and the balance rises through the socket', async ({ page, request }) => {
    const guest = await signup(request);
    // The socket carries the new balance: no reload, no polling of the balance call.
    let balanceFrames = 0;
    page.on('websocket', (ws) => ws.on('framereceived', ({ payload }) => {
      if (String(payload).includes('"guestBalance"')) balanceFrames += 1;
    }));
    await page.goto('/en/');
    await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Email address').fill(guest.email);
    await dialog.getByLabel('Password').fill(guest.password);
    await dialog.getByRole('button', { name: 'Log in' }).click();
    const balance = page.getByTestId('navbar-balance');
    await expect(balance).toHaveText(/^0\b/);

    await page.getByRole('button', { name: 'Top up' }).first().click();
    await expect(dialog.getByRole('heading', { name: 'Top up coins' })).toBeVisible();
    await dialog.getByRole('button', { name: /40 coins/ }).click();
    const checkout = page.frameLocator('[data-testid="moneycharge-checkout"]');
    await checkout.getByRole('button', { name: 'Pay' }).click();
    await expect(page.getByTestId('moneycharge-success')).toBeVisible();
    await expect(balance).toHaveText(/^40\b/);
    expect(balanceFrames).toBeGreaterThan(0);
  });

  test('a wrong password is refused with a clear message', async ({ page, request }) => {
    const guest = await signup(request);
    await page.goto('/en/?flow=login');
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Email address').fill(guest.email);
    await dialog.getByLabel('Password').fill('not-the-password');
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await expect(dialog).toContainText('Wrong email address or password.');
    await expect(page.getByTestId('navbar-balance')).toHaveCount(0);
  });

  test('a visitor asking to top up is asked to log in first', async ({ page }) => {
    await page.goto('/en/?flow=moneycharge');
    await expect(page.getByRole('dialog').getByRole('heading', { name: 'Log in' })).toBeVisible();
  });
});
