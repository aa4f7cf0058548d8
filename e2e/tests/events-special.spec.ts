import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { guestBalance, logInBrowser, signup } from '../support/api';
import { E2E_PORT } from '../support/ports';

const rest = `http://localhost:${E2E_PORT}/rest/v1`;
const noHorizontalOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
const postAs = (request: APIRequestContext, token: string, path: string, data: Record<string, unknown>) =>
  request.post(`${rest}/${path}`, { headers: { Authorization: `Bearer ${token}` }, data });

test.describe('special events at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('an easter egg is collected once (the replayed token refused) and today’s advent door opens once', async ({ page, request }) => {
    const guest = await signup(request);
    await logInBrowser(page.context(), guest);
    const before = await guestBalance(request, guest.token);

    await page.goto('/en/easter/');
    await expect(page.getByRole('heading', { level: 1, name: 'Easter egg hunt' })).toBeVisible();
    const eggs = page.getByTestId('easter-egg');
    await expect(eggs).toHaveCount(2);
    const sent = page.waitForRequest((request) => request.url().includes('/special/easter/collectEgg'));
    await eggs.first().click();
    const token = ((await sent).postDataJSON() as { verificationToken: string }).verificationToken;
    await expect(page.getByTestId('easter-hunt').getByRole('status')).toHaveText('Egg found! You won 20 coins.');
    await expect(eggs).toHaveCount(1);
    await expect(page.getByTestId('easter-progress')).toHaveText('1 of 8 eggs found');
    expect(await guestBalance(request, guest.token)).toBe(before + 20);
    // The page's own token sent again: the server counts the egg once.
    const replay = await postAs(request, guest.token, 'special/easter/collectEgg', { verificationToken: token, qmdate: '2026-04-05' });
    expect(replay.status()).toBe(409);
    expect(((await replay.json()) as { error: { code: string } }).error.code).toBe('egg_already_collected');
    expect(await guestBalance(request, guest.token)).toBe(before + 20);
    expect(await noHorizontalOverflow(page)).toBe(true);

    // Eggs hide on other pages too (the shell's egg layer): the events overview has one.
    await page.goto('/en/events/');
    await page.getByTestId('easter-egg').click();
    await expect(page.getByTestId('easter-egg')).toHaveCount(0);
    const data = await request.get(`${rest}/special/getData/easter`, { headers: { Authorization: `Bearer ${guest.token}` } });
    expect(((await data.json()) as { event: { guest: { collectedEggs: number } } }).event.guest.collectedEggs).toBe(2);

    await page.goto('/en/advent-calendar/');
    await expect(page.getByRole('heading', { level: 1, name: 'Advent calendar' })).toBeVisible();
    const today = page.locator('[data-testid="advent-door"][data-state="open"]');
    await expect(today).toHaveCount(1);
    const day = Number((await today.locator('strong').textContent())?.replace(/\D/g, ''));
    await expect(page.locator('[data-testid="advent-door"][data-state="missed"]')).toHaveCount(day - 1);
    await today.getByRole('button', { name: 'Open' }).click();
    await expect(page.locator('[data-testid="advent-door"]').nth(day - 1)).toHaveAttribute('data-state', 'claimed');
    await expect(page.locator('[data-testid="advent-door"][data-state="open"]')).toHaveCount(0);
    const again = await postAs(request, guest.token, 'special/adventcalendar', { day });
    expect(again.status()).toBe(409);
    expect(await noHorizontalOverflow(page)).toBe(true);
  });

  test('the events overview, an ended event with its results, an upcoming one with its countdown, an unknown slug', async ({ page }) => {
    await page.goto('/en/events/');
    await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
    for (const group of ['Running now', 'Coming soon', 'Ended']) await expect(page.getByRole('heading', { level: 2, name: group })).toBeVisible();
    await expect(page.locator('[data-testid="special-event"][data-slug="easter-egg-hunt"]')).toBeVisible();
    expect(await noHorizontalOverflow(page)).toBe(true);

    await page.getByRole('link', { name: 'Autumn activity event' }).click();
    await expect(page).toHaveURL(/\/en\/events\/autumn-activity\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Autumn activity event' })).toBeVisible();
    await expect(page.getByTestId('special-ended')).toHaveText('This event has ended. Here are the results.');
    await expect(page.getByTestId('special-event-when')).toContainText('Ended');
    await expect(page.getByTestId('activity-reward')).toHaveCount(3);
    expect(await noHorizontalOverflow(page)).toBe(true);

    await page.goto('/en/events/winter-warm-up/');
    await expect(page.getByTestId('special-countdown')).toHaveText(/^\d+ days? \d\d:\d\d:\d\d$/);
    await expect(page.getByTestId('activity-reward')).toHaveCount(0);

    await page.goto('/en/events/no-such-event/');
    await expect(page.getByRole('heading', { level: 1, name: 'This event does not exist.' })).toBeVisible();
  });
});

test('an activity reward is claimed once at 1440 px: the button turns into “Claimed”, a retry is refused', async ({ page, request }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const guest = await signup(request);
  await logInBrowser(page.context(), guest);
  await page.goto('/en/events/spring-activity/');
  await expect(page.getByRole('heading', { level: 1, name: 'Spring activity event' })).toBeVisible();
  // Opening the event page is today's visit: 10 points, enough for the first reward.
  await expect(page.getByTestId('activity-points')).toHaveText('You have 10 points');
  const first = page.getByTestId('activity-reward').first();
  await first.getByRole('button', { name: 'Claim reward' }).click();
  await expect(first.getByTestId('activity-reward-claimed')).toHaveText('Claimed');
  await expect(page.getByTestId('activity-reward').nth(1).getByRole('button', { name: 'Claim reward' })).toBeDisabled();
  const eventId = ((await (await request.get(`${rest}/special/getData/activity`)).json()) as { event: { id: number } }).event.id;
  const again = await postAs(request, guest.token, 'special/claimReward', { eventId, rewardId: 1 });
  expect(again.status()).toBe(409);
});
