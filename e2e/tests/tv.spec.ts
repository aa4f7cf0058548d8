import { expect, test, type Locator, type Page } from '@playwright/test';
import { logInBrowser, signup, visitorQuery } from '../support/api';

const currentTime = (video: Locator) => video.evaluate((element: HTMLVideoElement) => element.currentTime);
const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test.describe('TV', () => {
  test.describe.configure({ timeout: 120_000 });

  test('free TV plays live, with the program and the slot on air marked', async ({ page }) => {
    await page.goto('/en/tv/livestream/');
    const player = page.getByTestId('tv-player');
    await expect(player.getByTestId('live-badge')).toBeVisible();
    await expect(player.getByTestId('scrubber')).toHaveCount(0);
    const video = player.getByTestId('video-element');
    // The channel's live window starts muted by itself; the on-air actor's clip may be encoding first (503, retried).
    await expect.poll(() => currentTime(video), { timeout: 90_000 }).toBeGreaterThan(1.5);
    const before = await currentTime(video);
    await expect.poll(() => currentTime(video), { timeout: 20_000 }).toBeGreaterThan(before + 1);
    const schedule = page.getByTestId('tv-program');
    await expect(schedule.locator('[data-testid="tv-program-slot"][data-live="true"]')).toHaveCount(1);
    await expect(page.getByTestId('tv-on-air')).toBeVisible();
  });

  test('premium TV shows a visitor the gate with the price table, not the stream', async ({ page }) => {
    await page.goto('/en/tv/premium/livestream/');
    const gate = page.getByTestId('tv-gate');
    await expect(gate.getByTestId('tv-pricetable')).toContainText('14.99 €');
    await expect(page.getByTestId('tv-player')).toHaveCount(0);
    await gate.getByRole('button', { name: 'Log in to subscribe' }).click();
    await expect(page).toHaveURL(/[?&]flow=login/);
  });

  test('premium TV shows a guest without the subscription the gate, whose button opens the vxtvabo flow', async ({ page, context, request }) => {
    const guest = await signup(request);
    await logInBrowser(context, guest);
    await page.goto('/en/tv/premium/livestream/');
    const gate = page.getByTestId('tv-gate');
    await gate.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page).toHaveURL(/[?&]flow=vxtvabo/);
    await expect(page.getByTestId('tv-player')).toHaveCount(0);
  });

  test('late night: the headline in German for de and in English for en', async ({ page, request }) => {
    const { lateNightShow } = await visitorQuery<{ lateNightShow: { headlines: { de: string; en: string } } }>(request, '{ lateNightShow { headlines { de en } } }');
    const { headlines } = lateNightShow;
    expect(headlines.de).not.toBe(headlines.en);
    await page.goto('/de/tv/late-night/');
    const block = page.getByTestId('tv-late-night');
    await expect(block.getByRole('heading', { level: 2 }).first()).toHaveText(headlines.de);
    await expect(block.getByTestId('tv-actor-tile').first()).toBeVisible();
    await page.goto('/en/tv/late-night/');
    await expect(block.getByRole('heading', { level: 2 }).first()).toHaveText(headlines.en);
    await expect(block.getByTestId('tv-late-night-when')).toBeVisible();
  });

  test('a series, one of its episodes, and its preview for a guest without the TV subscription', async ({ page }) => {
    await page.goto('/en/tv/media/series/');
    const tile = page.getByTestId('tv-series-tile').first();
    const title = (await tile.locator('strong').textContent())!;
    await tile.getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await page.getByTestId('tv-episode-tile').first().getByRole('link').click();
    await expect(page).toHaveURL(/\/en\/tv\/video\/\d+\/$/);
    const player = page.getByTestId('tv-player').getByTestId('video-player');
    await expect(player).toHaveAttribute('data-preview', 'true');
    await page.getByTestId('big-play').click();
    const video = page.getByTestId('video-element');
    await expect.poll(() => currentTime(video), { timeout: 60_000 }).toBeGreaterThan(1);
    // The preview ends (4 s in the suite) with the TV subscription's offer.
    await expect(page.getByTestId('preview-end').getByTestId('tv-gate')).toBeVisible({ timeout: 30_000 });
  });

  for (const width of [375, 1440]) {
    test(`livestream and series pages fit ${width} px without sideways scroll`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      for (const path of ['/en/tv/livestream/', '/en/tv/media/series/', '/en/tv/mediathek/behind-the-scenes/', '/en/tv/program/']) {
        await page.goto(path);
        await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        expect(await noSidewaysScroll(page), path).toBe(true);
      }
    });
  }
});
