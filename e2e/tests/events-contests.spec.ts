import { expect, test, type Page } from '@playwright/test';
import { logInBrowser, signup } from '../support/api';
import { E2E_PORT } from '../support/ports';

const rest = `http://localhost:${E2E_PORT}/rest/v1`;
const noHorizontalOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
const voteButtons = (page: Page) => page.getByTestId('contest-entry').getByRole('button', { name: /^Vote: / });

test.describe('contests and the clash of cams', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('five votes then the limit modal, hidden for good; a withdrawn vote frees one; the overview shows current and past 2', async ({ page, request }) => {
    const guest = await signup(request);
    await logInBrowser(page.context(), guest);
    await page.goto('/en/contests/');
    await expect(page.getByRole('heading', { level: 1, name: 'Contests' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Current contests' }).getByTestId('contest-card')).toHaveCount(2);
    await expect(page.getByRole('list', { name: 'Past contests' }).getByTestId('contest-card')).toHaveCount(2);
    await page.getByRole('link', { name: 'Summer Video Contest' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Summer Video Contest' })).toBeVisible();
    await expect(page.getByText('Pick the hottest summer videos')).toBeVisible();
    await expect(page.getByTestId('contest-top-list').getByRole('listitem').first()).toContainText('1.');
    await expect(page.getByTestId('contest-voting').getByRole('button', { name: /^Choose: / })).toHaveCount(3);
    const count = page.getByTestId('contest-vote-count');
    await expect(count).toHaveText('You have used 0 of 5 votes.');
    for (let votes = 1; votes <= 5; votes += 1) {
      await voteButtons(page).first().click();
      await expect(count).toHaveText(`You have used ${votes} of 5 votes.`);
      if (votes < 5) await expect(page.getByTestId('vote-limit-modal')).toHaveCount(0);
    }
    const modal = page.getByRole('dialog', { name: 'All votes used' });
    await expect(modal).toBeVisible();
    await modal.getByRole('checkbox', { name: 'Don’t show this again' }).check();
    await modal.getByRole('button', { name: 'Close' }).click();
    await expect(modal).toHaveCount(0);

    // A sixth vote is refused by the server: the count stays at 5 and the modal stays hidden.
    const sixth = page.waitForResponse((response) => response.url().includes('/contests/addContestMediaVoting?'));
    await voteButtons(page).first().click();
    expect((await sixth).status()).toBe(409);
    await expect(count).toHaveText('You have used 5 of 5 votes.');
    await expect(modal).toHaveCount(0);
    const guestData = await request.get(`${rest}/contests/getContestGuestData/1`, { headers: { Authorization: `Bearer ${guest.token}` } });
    expect(await guestData.json()).toEqual({ voteCount: 5, hideVoteLimitModal: true });

    // Pinned by its item hash: once withdrawn the entry no longer matches a "has a withdraw button" filter.
    const itemHash = await page.getByTestId('contest-entry').filter({ has: page.getByRole('button', { name: /^Withdraw vote: / }) }).first().getAttribute('data-item-hash');
    const withdrawn = page.locator(`[data-item-hash="${itemHash}"]`);
    const before = Number((await withdrawn.getByTestId('entry-votes').textContent())!.replace(/\D/g, ''));
    await withdrawn.getByRole('button', { name: /^Withdraw vote: / }).click();
    await expect(count).toHaveText('You have used 4 of 5 votes.');
    await expect(withdrawn.getByTestId('entry-votes')).toHaveText(`${before - 1} votes`);
    await expect(withdrawn.getByRole('button', { name: /^Vote: / })).toBeVisible();
  });

  test('needAvs opens the age check; a visitor gets the login dialog', async ({ page, request, browser }) => {
    const guest = await signup(request);
    await logInBrowser(page.context(), guest);
    await page.goto('/en/contests/2/');
    await expect(page.getByText('This contest needs an age verification.').first()).toBeVisible();
    const answer = page.waitForResponse((response) => response.url().includes('/contests/addContestMediaVoting?'));
    await voteButtons(page).first().click();
    expect(await (await answer).json()).toMatchObject({ success: false, needAvs: true });
    await expect(page.getByRole('dialog', { name: 'Age verification' })).toBeVisible();

    const visitor = await browser.newPage();
    await visitor.goto(`http://localhost:${E2E_PORT}/en/contests/1/`);
    await voteButtons(visitor).first().click();
    await expect(visitor.getByRole('dialog', { name: 'Log in' })).toBeVisible();
    await visitor.close();
  });

  test('a clash vote shows in a second tab at once, and its revoke too', async ({ page, request }) => {
    const guest = await signup(request);
    await logInBrowser(page.context(), guest);
    const second = await page.context().newPage();
    await Promise.all([page.goto('/en/clash-of-cams/1/'), second.goto('/en/clash-of-cams/1/')]);
    await expect(page.getByRole('heading', { level: 1, name: 'Clash of Cams: Red vs. Blue' })).toBeVisible();
    await expect(page.getByTestId('clash-team')).toHaveCount(2);
    await expect(page.getByTestId('clash-team').first().getByText('Captain')).toBeVisible();
    const running = page.getByTestId('clash-challenge').filter({ hasText: 'Voting open' });
    const votesOf = (where: Page) => where.getByTestId('clash-votes-2-2');
    await expect(votesOf(second)).toHaveText(/^\d+ votes?$/);
    const before = Number((await votesOf(second).textContent())!.replace(/\D/g, ''));
    await running.getByRole('button', { name: 'Vote for Team Blue' }).click();
    await expect(running.getByText('Your vote')).toBeVisible();
    await expect(votesOf(second)).toHaveText(new RegExp(`^${before + 1} votes?$`));
    await running.getByRole('button', { name: 'Withdraw my vote' }).click();
    await expect(votesOf(second)).toHaveText(new RegExp(`^${before} votes?$`));
  });
});

test('the contest page at 375 px has no sideways scroll', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/en/contests/1/');
  await expect(page.getByTestId('contest-entry').first()).toBeVisible();
  await expect(page.getByTestId('contest-top-list')).toBeVisible();
  expect(await noHorizontalOverflow(page)).toBe(true);
  await page.goto('/en/clash-of-cams/1/');
  await expect(page.getByTestId('clash-challenge').first()).toBeVisible();
  expect(await noHorizontalOverflow(page)).toBe(true);
});

/** Resolves once the page's socket has a logged-in guest's session: from then on it gets every broadcast. */
const loggedInSocket = (page: Page) =>
  new Promise<void>((resolve) =>
    page.on('websocket', (ws) =>
      ws.on('framereceived', ({ payload }) => {
        const frame = JSON.parse(String(payload)) as { type?: string; guestId?: number | null };
        if (frame.type === 'sessionAcknowledge' && typeof frame.guestId === 'number') resolve();
      }),
    ),
  );

for (const viewport of [
  { width: 375, height: 812 },
  { width: 1440, height: 900 },
]) {
  test(`a live reaction on a contest shows for another guest on it, and once for its sender, at ${viewport.width} px`, async ({ browser, request }) => {
    const [senderGuest, watcherGuest] = await Promise.all([signup(request), signup(request)]);
    const contexts = await Promise.all([browser.newContext({ viewport }), browser.newContext({ viewport })]);
    try {
      const [sender, watcher] = await Promise.all(
        contexts.map(async (context, index) => {
          await logInBrowser(context, index === 0 ? senderGuest : watcherGuest);
          return context.newPage();
        }),
      );
      const sessions = Promise.all([loggedInSocket(sender), loggedInSocket(watcher)]);
      await Promise.all([sender.goto(`http://localhost:${E2E_PORT}/en/contests/1/`), watcher.goto(`http://localhost:${E2E_PORT}/en/contests/1/`)]);
      await sessions;
      const streamOf = (page: Page) => page.getByTestId('live-reactions').getByRole('list', { name: 'Latest reactions' }).getByRole('listitem');
      await expect(watcher.getByRole('button', { name: 'React with fire' })).toBeVisible();
      await expect(streamOf(watcher)).toHaveCount(0);

      await sender.getByRole('button', { name: 'React with fire' }).click();
      await expect(streamOf(watcher)).toHaveCount(1);
      await expect(streamOf(watcher)).toHaveText('🔥fire');
      // The sender sees his own through the socket's echo only, so once.
      await expect(streamOf(sender)).toHaveText(['🔥fire']);
      expect(await noHorizontalOverflow(watcher)).toBe(true);
      // Each is shown for a few seconds only, then leaves.
      await expect(streamOf(watcher)).toHaveCount(0);
      await expect(streamOf(sender)).toHaveCount(0);
    } finally {
      await Promise.all(contexts.map((context) => context.close()));
    }
  });
}
