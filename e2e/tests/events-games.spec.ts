import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { guestBalance, logInBrowser, signup } from '../support/api';
import { E2E_PORT } from '../support/ports';

const site = `http://localhost:${E2E_PORT}`;
const rest = `${site}/rest/v1`;
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const noHorizontalOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
/** The ids of serious or critical axe violations on the page as a logged-in guest sees it (the accessibility spec opens pages as a visitor). */
const seriousViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).analyze()).violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => violation.id);

/** A query-service call as the guest. */
async function vxql<T>(request: APIRequestContext, token: string, query: string, variables: Record<string, unknown>): Promise<T> {
  const answer = await request.post(`${site}/vxql?language=en`, { headers: bearer(token), data: { query, variables } });
  return ((await answer.json()) as { data: T }).data;
}

for (const { viewport, reducedMotion } of [
  { viewport: { width: 375, height: 812 }, reducedMotion: 'reduce' as const },
  { viewport: { width: 1440, height: 900 }, reducedMotion: 'no-preference' as const },
]) {
  test.describe(`reward games at ${viewport.width} px`, () => {
    test.use({ viewport, reducedMotion });

    test('the slot machine played to a reward: attempts decrease, the reward is claimed once', async ({ page, request }) => {
      const guest = await signup(request);
      await logInBrowser(page.context(), guest);
      await page.goto('/en/games/slot-machine/');
      await expect(page.getByRole('heading', { level: 1, name: 'Slot machine' })).toBeVisible();
      const status = page.getByTestId('game-status');
      await expect(status).toHaveText('3 attempts left today · 0 points');
      await expect(page.getByRole('button', { name: 'Claim: 5 coins' })).toHaveCount(0);

      await page.getByRole('button', { name: 'Pull the lever' }).click();
      await expect(page.getByTestId('game-outcome')).toHaveText(/^You won \d+ points!$/);
      await expect(status).toHaveText(/^2 attempts left today · \d+ points$/);
      // The reels stopped on the server's symbols, each named in words.
      await expect(page.getByTestId('slot-reels').getByRole('img')).toHaveCount(3);
      await expect(page.getByTestId('slot-reels').getByRole('img').first()).toHaveAccessibleName(/^Reel 1: (Cherry|Lemon|Bell|Star|Seven)$/);

      const before = await guestBalance(request, guest.token);
      const claimed = page.waitForResponse((response) => response.url().includes('/special/slotmachine/getReward/200') && response.request().method() === 'POST');
      await page.getByRole('button', { name: 'Claim: 5 coins' }).click();
      expect((await claimed).status()).toBe(200);
      await expect(page.getByTestId('game-last-reward')).toHaveText('Your latest reward: 5 coins');
      await expect(page.getByTestId('game-rewards').getByRole('listitem').first()).toContainText('Claimed');
      await expect(page.getByRole('button', { name: 'Claim: 5 coins' })).toHaveCount(0);
      expect(await guestBalance(request, guest.token)).toBe(before + 5);
      const again = await request.post(`${rest}/special/slotmachine/getReward/200`, { headers: bearer(guest.token), data: { optionCode: 'coins-5' } });
      expect(again.status()).toBe(409);
      expect(await guestBalance(request, guest.token)).toBe(before + 5);
      expect(await noHorizontalOverflow(page)).toBe(true);
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}

test.describe('skill games and game pages', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the shooting gallery played by keyboard is scored by the server; a forged report is refused', async ({ page, request }) => {
    const guest = await signup(request);
    await logInBrowser(page.context(), guest);
    await page.goto('/en/shooting-gallery/');
    await expect(page.getByRole('heading', { level: 1, name: 'Wiesn shooting gallery' })).toBeVisible();
    await expect(page.getByTestId('game-status')).toHaveText('5 attempts left today · 0 points');

    const reported = page.waitForResponse((response) => response.url().includes('/vxql') && (response.request().postData() ?? '').includes('reportGameRound'));
    await page.getByRole('button', { name: 'Start a round' }).click();
    const field = page.getByRole('application', { name: 'Playing field' });
    await expect(field).toBeFocused();
    await expect(page.getByTestId('skill-target').first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    // Shoot whenever a target is up, by keyboard, until the round is over and reported.
    const done = page.getByTestId('game-outcome');
    for (let shot = 0; shot < 200 && !/hits?:/.test((await done.textContent()) ?? ''); shot += 1) {
      if ((await page.getByTestId('skill-target').count()) > 0) await page.keyboard.press('Space');
      await page.waitForTimeout(100);
    }
    const answer = (await (await reported).json()) as { data: { reportGameRound: { errorMessage: string | null; data: { hits: number; points: number } } } };
    expect(answer.data.reportGameRound.errorMessage).toBeNull();
    const { hits, points } = answer.data.reportGameRound.data;
    expect(hits).toBeGreaterThan(0);
    await expect(done).toHaveText(`${hits} ${hits === 1 ? 'hit' : 'hits'}: ${points} points!`);
    await expect(page.getByTestId('game-status')).toHaveText(`4 attempts left today · ${points} ${points === 1 ? 'point' : 'points'}`);

    // A client that reports hits on targets the server never issued gets nothing.
    const round = await vxql<{ useAttempt: { data: { round: { token: string } } } }>(request, guest.token, 'mutation($g: Int!) { useAttempt(gameId: $g) { data { round { token } } } }', { g: 22 });
    const forged = await vxql<{ reportGameRound: { errorMessage: string; data: null } }>(
      request,
      guest.token,
      'mutation($t: String!, $h: [GameHitInput!]!) { reportGameRound(token: $t, hits: $h) { errorMessage data { points } } }',
      { t: round.useAttempt.data.round.token, h: [{ targetId: 99, atMs: 100 }] },
    );
    expect(forged.reportGameRound).toEqual({ errorMessage: 'Hit on a target that was not issued', data: null });
  });

  test('visitors are asked to log in; ended, unknown and malformed games', async ({ page }) => {
    await page.goto('/en/games/reward-box/');
    await expect(page.getByRole('heading', { level: 1, name: 'Reward box' })).toBeVisible();
    await page.getByRole('button', { name: 'Log in to play' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();

    await page.goto('/en/games/wiesn-gaudi/');
    await expect(page.getByTestId('game-window')).toContainText('This game ended on');
    await page.goto('/en/games/halloween/');
    await expect(page.getByTestId('game-window')).toContainText('This game has not started yet.');
    await expect(page.getByRole('button', { name: 'Log in to play' })).toHaveCount(0);
    for (const slug of ['no-such-game', 'Bad%20Slug']) {
      await page.goto(`/en/games/${slug}/`);
      await expect(page.getByRole('heading', { level: 1, name: 'Game not found' })).toBeVisible();
    }
  });
});
