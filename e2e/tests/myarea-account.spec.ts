import { expect, test, type Browser, type Page } from '@playwright/test';
import { login, logInBrowser, signup, topUp } from '../support/api';
import { endSession, videoChatActors } from '../support/livechat';

/** A logged-in page of the guest in a context of its own (one context per login). */
async function pageOf(browser: Browser, credentials: { refreshToken: string }, viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ viewport });
  await logInBrowser(context, credentials);
  const page = await context.newPage();
  await page.addInitScript(() => window.sessionStorage.setItem('vx.brandModalClosed', '1'));
  return page;
}

/** A 320×320 PNG drawn in the page: a picture with real pixels, made where the test runs. */
const drawnPng = (page: Page) =>
  page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 320;
    canvas.height = 320;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#2a7';
    context.fillRect(0, 0, 320, 320);
    context.fillStyle = '#fc3';
    context.beginPath();
    context.arc(160, 160, 90, 0, Math.PI * 2);
    context.fill();
    return canvas.toDataURL('image/png').split(',')[1]!;
  });

const noHorizontalOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

for (const viewport of [
  { width: 375, height: 812 },
  { width: 1440, height: 900 },
]) {
  test.describe(`the guest's account at ${viewport.width} px`, () => {
    test('an avatar is chosen, previewed, saved, shown after a reload and removed', async ({ browser, request }) => {
      const guest = await signup(request);
      const page = await pageOf(browser, guest, viewport);
      await page.goto('/en/myvisitx/profile/');
      const account = page.getByTestId('profile-account');
      await expect(account.getByRole('button', { name: 'Add picture' })).toBeVisible();
      // A text file is refused by its type before anything is sent.
      await page.getByTestId('avatar-input').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') });
      await expect(account.getByText('Please choose a JPEG, PNG or WebP picture.')).toBeVisible();
      await page.getByTestId('avatar-input').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: Buffer.from(await drawnPng(page), 'base64') });
      await expect(account.getByRole('img', { name: 'Preview of your new picture' })).toBeVisible();
      const uploaded = page.waitForResponse((response) => new URL(response.url()).pathname.endsWith('/guest/profile/preview') && response.request().method() === 'POST');
      await account.getByRole('button', { name: 'Use this picture' }).click();
      expect((await uploaded).status()).toBe(200);
      const current = account.getByRole('img', { name: 'Your profile picture' });
      await expect(current).toBeVisible();
      await page.reload();
      await expect(current).toBeVisible();
      // The stored picture is served as an image that really loads.
      await expect.poll(() => current.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      expect(await noHorizontalOverflow(page)).toBe(true);
      await account.getByRole('button', { name: 'Remove picture' }).click();
      await expect(current).toHaveCount(0);
      await expect(account.getByRole('button', { name: 'Add picture' })).toBeVisible();
      await page.context().close();
    });
  });
}

test.describe("the guest's account", () => {
  test('a password change logs the other device out and keeps this one', async ({ browser, request }) => {
    const guest = await signup(request);
    const other = await login(request, guest);
    const here = await pageOf(browser, guest, { width: 1440, height: 900 });
    const there = await pageOf(browser, other, { width: 375, height: 812 });
    await there.goto('/en/myvisitx/');
    await expect(there.getByRole('heading', { level: 1, name: 'My area' })).toBeVisible();

    await here.goto('/en/myvisitx/profile/');
    const form = here.getByTestId('profile-password');
    await form.getByLabel('Current password').fill(guest.password);
    await form.getByLabel('New password').fill('a-much-better-passphrase-2026');
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(form.getByText('Your password has been changed. Your other devices have been logged out.')).toBeVisible();

    // The other device is told on its socket and is a visitor again: MyVisitX asks it to log in.
    await expect(there.getByRole('dialog', { name: 'Log in' })).toBeVisible({ timeout: 15_000 });
    // This device stays logged in, through a reload too.
    await here.reload();
    await expect(here.getByTestId('profile-password')).toBeVisible();
    await expect(here.getByRole('dialog', { name: 'Log in' })).toHaveCount(0);
    // The old password no longer logs in.
    expect((await request.post('/rest/v1/vxpay/login', { data: { email: guest.email, password: guest.password } })).status()).toBe(401);
    await here.context().close();
    await there.context().close();
  });

  test('my chats lists a finished live chat with its receipt', async ({ browser, request }) => {
    test.setTimeout(90_000);
    // The chat-button spec takes the first three of these actors.
    const actor = (await videoChatActors(request))[4]!;
    const guest = await signup(request);
    await topUp(request, guest.token, 'eur-499');
    const page = await pageOf(browser, guest, { width: 375, height: 812 });
    await page.goto(`/en/amateur/${actor.name.toLowerCase()}/`);
    await page.getByTestId('chat-button').click();
    await expect(page.getByTestId('chat-session')).toBeVisible();
    await endSession(page);

    await page.goto('/en/myvisitx/chats/');
    const rows = page.getByTestId('chat-history').getByTestId('chat-history-item');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(actor.name);
    await expect(rows.first()).toContainText('VXC');
    await expect(rows.first().getByRole('link', { name: actor.name })).toHaveAttribute('href', `/en/amateur/${actor.name.toLowerCase()}/`);
    expect(await noHorizontalOverflow(page)).toBe(true);
    await page.context().close();
  });
});
