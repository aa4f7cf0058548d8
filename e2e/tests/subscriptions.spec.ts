import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { logInBrowser, signup } from '../support/api';

/** VIP and TV subscriptions (issue 15 §3): the payment flows, the guest's flags over the socket, cancel and the period's end. */

const currentTime = (video: Locator) => video.evaluate((element: HTMLVideoElement) => element.currentTime);
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** Pays a subscription through the demo provider, as its checkout's Pay button does; returns its id. */
async function subscribe(request: APIRequestContext, token: string, flow: 'vipabo' | 'vxtvabo'): Promise<number> {
  const started = await request.post('/rest/v1/subscriptions/checkout', { headers: bearer(token), data: { flow } });
  expect(started.ok()).toBe(true);
  const { checkoutUrl } = (await started.json()) as { checkoutUrl: string };
  expect((await request.post(`${checkoutUrl}/confirm`)).ok()).toBe(true);
  const list = await request.get('/rest/v1/subscriptions', { headers: bearer(token) });
  const { subscriptions } = (await list.json()) as { subscriptions: { id: number; flow: string }[] };
  return subscriptions.find((subscription) => subscription.flow === flow)!.id;
}

/** Marks the page: a reload would lose the mark. */
const markPage = (page: Page) => page.evaluate(() => ((window as unknown as { vxMark: number }).vxMark = 1));
const stillMarked = (page: Page) => page.evaluate(() => (window as unknown as { vxMark?: number }).vxMark === 1);

/** The flow's dialog: the plan, Subscribe, Pay at the demo provider, the success message. */
async function payInFlow(page: Page, title: string) {
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog.getByTestId('subscription-plan')).toBeVisible();
  await dialog.getByRole('button', { name: /^(Subscribe now|Start the trial)$/ }).click();
  await page.frameLocator('[data-testid="subscription-checkout"]').getByRole('button', { name: 'Pay' }).click();
  await expect(dialog.getByTestId('subscription-success')).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toHaveCount(0);
}

test.describe('subscriptions', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a guest without the TV subscription subscribes on the premium livestream and it plays without a reload', async ({ page, context, request }) => {
    const guest = await signup(request);
    await logInBrowser(context, guest);
    await page.goto('/en/tv/premium/livestream/');
    const gate = page.getByTestId('tv-gate');
    await expect(gate).toBeVisible();
    await expect(page.getByTestId('tv-player')).toHaveCount(0);
    await markPage(page);

    await gate.getByRole('button', { name: 'Subscribe' }).click();
    await payInFlow(page, 'TV subscription');

    // The socket's tvAboUpdate set hasTvAbo: the page asks for the premium stream and plays it.
    const player = page.getByTestId('tv-player');
    await expect(player).toBeVisible();
    await expect(gate).toHaveCount(0);
    const video = player.locator('video');
    await expect.poll(() => currentTime(video), { timeout: 60_000 }).toBeGreaterThan(0);
    const first = await currentTime(video);
    await expect.poll(() => currentTime(video), { timeout: 30_000 }).toBeGreaterThan(first + 1);
    expect(await stillMarked(page)).toBe(true);
  });

  test('a visitor is asked to log in before a subscription flow', async ({ page }) => {
    await page.goto('/en/?flow=vxtvabo');
    await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
    expect(new URL(page.url()).searchParams.get('then')).toBe('vxtvabo');
  });

  test('the VIP flow makes the guest a VIP in the account menu and in MyVisitX at once', async ({ page, context, request }) => {
    const guest = await signup(request);
    await logInBrowser(context, guest);
    await page.goto('/en/myvisitx/profile/');
    const section = page.getByTestId('profile-subscriptions-section');
    await expect(section.getByText('You have no subscription yet.')).toBeVisible();
    await markPage(page);
    await section.getByRole('button', { name: 'Try VIP for 7 days' }).click();
    await payInFlow(page, 'VIP trial');

    await expect(section.getByTestId('subscription-vip')).toHaveAttribute('data-status', 'active');
    await page.getByRole('banner').getByRole('button', { name: 'My account' }).click();
    await expect(page.getByTestId('account-subscriptions')).toHaveText('VIP member');
    expect(await stillMarked(page)).toBe(true);
  });

  test('a cancelled TV subscription keeps access until its period ends, then the gate comes back', async ({ page, context, request }) => {
    const guest = await signup(request);
    const id = await subscribe(request, guest.token, 'vxtvabo');
    await logInBrowser(context, guest);

    await page.goto('/en/myvisitx/profile/');
    const item = page.getByTestId('subscription-tv');
    await expect(item).toHaveAttribute('data-status', 'active');
    await item.getByRole('button', { name: 'Cancel subscription' }).click();
    await item.getByRole('button', { name: 'Yes, cancel' }).click();
    await expect(item).toHaveAttribute('data-status', 'cancelled');
    await expect(item).toContainText('access until');

    await page.goto('/en/tv/premium/livestream/');
    await expect(page.getByTestId('tv-player')).toBeVisible();
    await markPage(page);

    // The demo provider's clock: the period ends now and the renewal job ends the subscription.
    const expired = await request.post(`/demo-pay/subscriptions/${id}/expire`, { data: {} });
    expect(expired.ok()).toBe(true);
    expect(((await expired.json()) as { subscription: { status: string } }).subscription.status).toBe('ended');
    await expect(page.getByTestId('tv-gate')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId('tv-player')).toHaveCount(0);
    expect(await stillMarked(page)).toBe(true);
  });

  for (const width of [375, 1440]) {
    test(`the start page's welcome clip rotator loads when scrolled to and plays a muted clip at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      const scripts: string[] = [];
      page.on('request', (r) => {
        if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
      });
      await page.goto('/en/');
      await expect(page.getByTestId('actor-tile').first()).toBeVisible();
      // Nothing of the rotator or of hls.js comes with the start page's first load.
      expect(scripts.filter((path) => /welcome-clips|hls/.test(path))).toEqual([]);
      await expect(page.getByTestId('welcome-clip-rotator')).toHaveCount(0);

      await page.getByTestId('welcome-clips').scrollIntoViewIfNeeded();
      const rotator = page.getByTestId('welcome-clip-rotator');
      await expect(rotator).toBeVisible();
      const video = rotator.getByTestId('welcome-clip-video');
      await expect(video).toHaveAttribute('poster', /.+/);
      expect(await video.evaluate((element: HTMLVideoElement) => element.muted)).toBe(true);
      await expect(rotator.getByTestId('welcome-clip-model')).toHaveAttribute('href', /^\/en\/amateur\/[a-z0-9_-]+\/$/);
      await expect.poll(() => currentTime(video), { timeout: 60_000 }).toBeGreaterThan(0.5);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    });
  }
});
