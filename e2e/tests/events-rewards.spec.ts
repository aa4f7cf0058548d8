import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { guestBalance, logInBrowser, signup, topUp } from '../support/api';
import { E2E_PORT } from '../support/ports';
import { confirmPurchase, paidVideos } from '../support/purchase';

const origin = `http://localhost:${E2E_PORT}`;
const noHorizontalOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** A query-service call as the guest of `token`; answers data and the first error's code. */
async function vxql<T>(request: APIRequestContext, token: string, query: string, variables: Record<string, unknown> = {}) {
  const response = await request.post(`${origin}/vxql?language=en`, { headers: { Authorization: `Bearer ${token}` }, data: { query, variables } });
  const body = (await response.json()) as { data: T | null; errors?: { extensions: { code: string } }[] };
  return { data: body.data, code: body.errors?.[0]?.extensions.code };
}

type Day = { date: string; price: number; free: boolean; purchased: boolean };
const TODAY = '{ dailyBonusDays { current { date price free purchased } } }';
const PURCHASE = 'mutation ($date: String!) { purchaseDailyBonus(date: $date) { balance } }';

test.describe('daily deals at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the timer ticks and today’s deal is bought once: a second attempt is refused, charged once, shown as bought in another tab', async ({ page, request }) => {
    const guest = await signup(request);
    const before = await topUp(request, guest.token);
    await logInBrowser(page.context(), guest);
    const { data } = await vxql<{ dailyBonusDays: { current: Day } }>(request, guest.token, TODAY);
    const today = (data as { dailyBonusDays: { current: Day } }).dailyBonusDays.current;

    await page.goto('/en/daily-deals/');
    await expect(page.getByRole('heading', { level: 1, name: 'Daily deals' })).toBeVisible();
    await expect(page.getByTestId('daily-deal-card')).toHaveCount(3);
    const timer = page.getByTestId('daily-deal-timer');
    await expect(timer).toHaveText(/^\d\d:\d\d:\d\d$/);
    const first = await timer.textContent();
    await expect(timer).not.toHaveText(first as string, { timeout: 3_000 });

    const current = page.locator('[data-testid="daily-deal-card"][data-slot="current"]');
    await current.getByTestId('daily-deal-buy').click();
    if (!today.free) await confirmPurchase(page, today.price);
    await expect(current.getByTestId('daily-deal-bought')).toHaveText(today.free ? 'Claimed' : 'Bought');
    expect(await guestBalance(request, guest.token)).toBe(before - today.price);
    expect(await noHorizontalOverflow(page)).toBe(true);

    // A retry or a second tab: refused by the server, nothing charged, shown as bought.
    const again = await vxql(request, guest.token, PURCHASE, { date: today.date });
    expect(again.code).toBe('ALREADY_PURCHASED');
    expect(await guestBalance(request, guest.token)).toBe(before - today.price);
    const second = await page.context().newPage();
    await second.goto('/de/deal-des-tages/');
    const secondCurrent = second.locator('[data-testid="daily-deal-card"][data-slot="current"]');
    await expect(secondCurrent.getByTestId('daily-deal-bought')).toBeVisible();
    await expect(secondCurrent.getByTestId('daily-deal-buy')).toHaveCount(0);
  });
});

test('the VIP club shows benefits, VIP videos and the VIP offer at 375 and 1440 px; a visitor is asked to log in', async ({ page }) => {
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/en/vipclub/');
    await expect(page.getByRole('heading', { level: 1, name: 'VIP club' })).toBeVisible();
    await expect(page.getByTestId('vip-club-benefits').getByRole('listitem')).toHaveCount(3);
    await expect(page.getByTestId('vip-club-offer')).toContainText('per month');
    await expect(page.getByTestId('vip-club-video').first()).toBeVisible();
    expect(await noHorizontalOverflow(page)).toBe(true);
  }
  await page.getByTestId('vip-club-subscribe').click();
  await expect(page).toHaveURL(/flow=login/);
});

test('a spin’s reward is redeemed once', async ({ page, request }) => {
  const guest = await signup(request);
  const redeemed = await request.post(`${origin}/rest/v1/guest/redeemBonus`, { headers: { Authorization: `Bearer ${guest.token}` }, data: { code: 'SPINS3' } });
  expect(redeemed.status()).toBe(200);
  // Spin until a prize that is redeemed on the wheel (a bonus code is redeemed on the benefits page).
  let rewardId: number | null = null;
  for (let spin = 0; spin < 3 && rewardId === null; spin++) {
    const { data } = await vxql<{ doSpin: { id: number; type: string } }>(request, guest.token, 'mutation { doSpin { id type } }');
    if (data && data.doSpin.type !== 'bonuscode') rewardId = data.doSpin.id;
  }
  test.skip(rewardId === null, 'three spins all won bonus codes');
  await logInBrowser(page.context(), guest);
  await page.goto('/en/myvisitx/spinwheel/');
  const history = page.getByTestId('spinwheel-history');
  await history.getByRole('button', { name: 'Redeem' }).first().click();
  await expect(history.getByText('Redeemed').first()).toBeVisible();
  const again = await vxql(request, guest.token, 'mutation ($id: Int!) { redeemReward(id: $id) { id } }', { id: rewardId });
  expect(again.code).toBe('ALREADY_REDEEMED');
});

test('a video voucher buys a video: the balance stays, the voucher is spent once, the video is the guest’s', async ({ page, request }) => {
  const guest = await signup(request);
  const start = await topUp(request, guest.token);
  const redeemed = await request.post(`${origin}/rest/v1/guest/redeemBonus`, { headers: { Authorization: `Bearer ${guest.token}` }, data: { code: 'FREEVIDEO' } });
  expect(redeemed.status()).toBe(200);
  const [video] = await paidVideos(request, start, 1);
  await logInBrowser(page.context(), guest);
  await page.goto(video.path);
  await page.getByRole('button', { name: 'Accept all' }).click();
  await page.getByRole('button', { name: `Buy for ${video.price} VXC` }).click();
  await confirmPurchase(page);
  await expect(page.getByTestId('media-state')).toHaveAttribute('data-state', 'bought');
  expect(await guestBalance(request, guest.token)).toBe(start);
  const { data } = await vxql<{ guestVouchers: { type: number }[] }>(request, guest.token, '{ guestVouchers { type } }');
  expect(data?.guestVouchers.map((voucher) => voucher.type)).toEqual([4]);
  // Bought once: buying again charges nothing and spends nothing.
  const again = await request.post(`${origin}/rest/v1/video/${video.id}/buy`, { headers: { Authorization: `Bearer ${guest.token}` }, data: { idempotencyKey: 'again-key-1' } });
  expect(((await again.json()) as { balance: number }).balance).toBe(start);
});
