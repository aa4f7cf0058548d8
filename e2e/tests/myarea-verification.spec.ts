import { expect, test, type Browser, type Page } from '@playwright/test';
import { logInBrowser, signup, topUp } from '../support/api';
import { E2E_PORT } from '../support/ports';

const ORIGIN = `http://localhost:${E2E_PORT}`;
const PHONE = { width: 375, height: 800 };
const DESKTOP = { width: 1440, height: 900 };

/** A new logged-in guest's page, cookies chosen and the brand's modals passed. */
async function guestPage(
  browser: Browser,
  request: Parameters<typeof signup>[0],
  viewport = DESKTOP,
  guest?: Awaited<ReturnType<typeof signup>>,
): Promise<Page> {
  guest ??= await signup(request);
  const context = await browser.newContext({ viewport });
  await logInBrowser(context, guest);
  await context.addCookies([
    { name: 'vx_consent', value: encodeURIComponent(JSON.stringify({ functional: false, analytics: false })), domain: 'localhost', path: '/' },
    { name: 'forcedAvs', value: '1', domain: 'localhost', path: '/' },
  ]);
  const page = await context.newPage();
  await page.addInitScript(() => window.sessionStorage.setItem('vx.brandModalClosed', '1'));
  return page;
}

/** A number no other run has verified. */
const freshNumber = () => `+49 170 ${String(Date.now() % 10_000_000).padStart(7, '0')}`;

/** The PIN the demo caller said to the number, from the dev-only inbox. */
async function pinOf(page: Page, e123: string): Promise<string> {
  const inbox = await page.context().newPage();
  await inbox.goto(`${ORIGIN}/demo-pincall/?number=${encodeURIComponent(e123)}`);
  const pin = (await inbox.getByTestId('demo-pin').first().textContent()) ?? '';
  await inbox.close();
  return pin;
}

test.describe('MyVisitX overview and verification', () => {
  test('a visitor gets the login flow on a MyVisitX page and the page after logging in', async ({ page, request }) => {
    const guest = await signup(request);
    await page.goto(`${ORIGIN}/en/myvisitx/chats/`);
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await expect(dialog).toBeVisible();
    // Closed without logging in: the page says why it is empty and offers the login again.
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await page.getByTestId('myarea-content').getByRole('button', { name: 'Log in' }).click();
    await dialog.getByLabel('Email address').fill(guest.email);
    await dialog.getByLabel('Password').fill(guest.password);
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'My chats' })).toBeVisible();
    await expect(page.getByTestId('myarea-content').getByRole('button', { name: 'Log in' })).toHaveCount(0);
    await expect(page).toHaveURL(`${ORIGIN}/en/myvisitx/chats/`);
  });

  for (const [name, viewport] of [
    ['375 px', PHONE],
    ['1440 px', DESKTOP],
  ] as const) {
    test(`the overview at ${name}: figures, each a link, the sub-navigation, no sideways scroll of the page`, async ({ browser, request }) => {
      const page = await guestPage(browser, request, viewport);
      await page.goto(`${ORIGIN}/de/myvisitx/`);
      await expect(page.getByRole('heading', { level: 1, name: 'Mein Bereich' })).toBeVisible();
      await expect(page.getByTestId('overview-videos-value')).toHaveText('0');
      const nav = page.getByRole('navigation', { name: 'MyVisitX' });
      await expect(nav.getByRole('link')).toHaveCount(8);
      const navBox = (await nav.boundingBox())!;
      const contentBox = (await page.getByTestId('myarea-content').boundingBox())!;
      // A side column on wide screens, a row above the page on phones.
      if (viewport === DESKTOP) expect(navBox.x + navBox.width).toBeLessThanOrEqual(contentBox.x);
      else expect(navBox.y + navBox.height).toBeLessThanOrEqual(contentBox.y);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await page.getByTestId('overview-chats').getByRole('link').click();
      await expect(page).toHaveURL(`${ORIGIN}/de/myvisitx/chats/`);
      await expect(page.getByRole('heading', { level: 1, name: 'Meine Chats' })).toBeVisible();
      await expect(page.getByTestId('chat-history')).toBeVisible();
      await page.context().close();
    });
  }

  test('pincall: a wrong PIN, the right one, and the attempt limit', async ({ browser, request }) => {
    const page = await guestPage(browser, request, PHONE);
    await page.goto(`${ORIGIN}/en/myvisitx/`);
    const pincall = page.getByTestId('pincall');
    const number = freshNumber();
    await expect(pincall.getByTestId('pincall-bonus')).toHaveText('Verify a mobile number and get your welcome bonus: 3 spins of the wheel and a video voucher.');
    await pincall.getByRole('textbox', { name: 'Phone number' }).fill(number);
    await pincall.getByRole('button', { name: 'Call me' }).click();
    const e123 = number.replace(/\s/g, '');
    await expect(pincall.getByText(`We are calling ${e123}. Enter the 6-digit PIN you hear.`)).toBeVisible();
    const pin = await pinOf(page, e123);
    expect(pin).toMatch(/^\d{6}$/);
    await pincall.getByLabel('PIN').fill(pin === '000000' ? '111111' : '000000');
    await pincall.getByRole('button', { name: 'Confirm' }).click();
    await expect(pincall.getByText('The PIN is not correct. Please check it and try again.')).toBeVisible();
    await pincall.getByLabel('PIN').fill(pin);
    await pincall.getByRole('button', { name: 'Confirm' }).click();
    await expect(pincall.getByText('Your phone number is verified.')).toBeVisible();
    await expect(pincall.getByTestId('pincall-verified')).toContainText(`${e123} (Mobile) is verified`);
    // The first verified mobile number brings the welcome bonus, announced on the socket.
    const toast = page.getByTestId('toast').filter({ hasText: 'Your welcome bonus is here' });
    await expect(toast).toBeVisible();
    await expect(toast.getByRole('link', { name: 'To the spin wheel' })).toHaveAttribute('href', '/en/myvisitx/spinwheel/');

    // A fixed number: three wrong PINs, then even the right one meets the limit.
    await pincall.getByRole('textbox', { name: 'Phone number' }).fill('+43 1 5123456');
    await pincall.getByLabel('Landline').check();
    await pincall.getByRole('button', { name: 'Call me' }).click();
    await expect(pincall.getByText('Enter the 5-digit PIN you hear.', { exact: false })).toBeVisible();
    const fixedPin = await pinOf(page, '+4315123456');
    const wrong = fixedPin === '00000' ? '11111' : '00000';
    for (let i = 0; i < 3; i += 1) {
      await pincall.getByLabel('PIN').fill(wrong);
      await pincall.getByRole('button', { name: 'Confirm' }).click();
      await expect(pincall.getByText('The PIN is not correct. Please check it and try again.')).toBeVisible();
    }
    await pincall.getByLabel('PIN').fill(fixedPin);
    await pincall.getByRole('button', { name: 'Confirm' }).click();
    await expect(pincall.getByText('Too many attempts. Please try again later.')).toBeVisible();
    await page.context().close();
  });

  test('AVS: the checkout in the dialog, pending, then accepted on the page without a reload', async ({ browser, request }) => {
    const page = await guestPage(browser, request);
    await page.goto(`${ORIGIN}/en/myvisitx/`);
    const avs = page.getByTestId('avs');
    await expect(avs.getByText('Your age is not verified yet.', { exact: false })).toBeVisible();
    await avs.getByRole('button', { name: 'Verify now' }).click();
    const dialog = page.getByRole('dialog', { name: 'Age verification' });
    const checkout = dialog.frameLocator('[data-testid="avs-checkout"]');
    await checkout.getByRole('button', { name: 'Pay and verify' }).click();
    await expect(dialog.getByText('Your age is verified. All content is unlocked.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(avs.getByText('Your age is verified.')).toBeVisible();
    await page.context().close();
  });

  test('AVS: a bought video rated 18 plays whole once the check comes through, without a reload', async ({ browser, request }) => {
    test.setTimeout(90_000);
    const filter = JSON.stringify({ types: ['premium'], excludedTypes: ['vip'] });
    const list = await request.get(`${ORIGIN}/rest/v1/videos/filtered?filter=${encodeURIComponent(filter)}&order=newest&pageSize=100`);
    const { items } = (await list.json()) as { items: { id: number; ageRating: number; duration: number; price: { value: number }; model: { name: string } }[] };
    const video = items.find((item) => item.ageRating >= 18 && item.duration > 12 && item.price.value > 0 && item.price.value < 500);
    expect(video, 'a paid video rated 18 in the seed').toBeDefined();
    const guest = await signup(request);
    await topUp(request, guest.token);
    const bought = await request.post(`${ORIGIN}/rest/v1/video/${video!.id}/buy`, { headers: { Authorization: `Bearer ${guest.token}` }, data: { idempotencyKey: `e2e-avs-${video!.id}-${Date.now()}` } });
    expect(bought.ok()).toBe(true);
    const page = await guestPage(browser, request, DESKTOP, guest);
    await page.goto(`${ORIGIN}/en/amateur/${video!.model.name.toLowerCase()}/videos/${video!.id}/`);
    const player = page.getByTestId('video-player');
    // Bought, but rated 18: the preview only, and at its end the age check is offered.
    await expect(player).toHaveAttribute('data-preview', 'true');
    await page.getByTestId('big-play').click();
    const end = page.getByTestId('preview-end');
    await expect(end).toBeVisible({ timeout: 60_000 });
    await expect(end.locator('[data-incentive]')).toHaveAttribute('data-incentive', 'videoPreviewAvs');
    await end.getByRole('button', { name: 'Verify age' }).click();
    const dialog = page.getByRole('dialog', { name: 'Age verification' });
    await dialog.frameLocator('[data-testid="avs-checkout"]').getByRole('button', { name: 'Pay and verify' }).click();
    await expect(dialog.getByText('Your age is verified. All content is unlocked.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Done' }).click();
    // The socket's avsSet reaches mf-media: the same page now plays the whole video.
    await expect(player).toHaveAttribute('data-preview', 'false');
    await expect(page.getByTestId('preview-end')).toHaveCount(0);
    await page.context().close();
  });

  test('AVS: a declined check shows its message', async ({ browser, request }) => {
    const page = await guestPage(browser, request);
    await page.goto(`${ORIGIN}/en/myvisitx/?flow=avs`);
    const dialog = page.getByRole('dialog', { name: 'Age verification' });
    await dialog.frameLocator('[data-testid="avs-checkout"]').getByRole('button', { name: 'Simulate a declined check' }).click();
    await expect(dialog.getByText('Your age verification was declined: The identity document could not be read.', { exact: false })).toBeVisible();
    await expect(page.getByTestId('avs').getByText('Your age verification was declined', { exact: false })).toBeVisible();
    await page.context().close();
  });
});
