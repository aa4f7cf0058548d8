import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { guestBalance, logInBrowser, signup, topUp } from '../support/api';
import { uploadAvatar } from '../support/avatar';
import { E2E_PORT } from '../support/ports';
import { confirmPurchase } from '../support/purchase';

const feedUrl = `http://localhost:${E2E_PORT}/feed?language=en`;

interface Post {
  id: number;
  type: string;
  paidContent: boolean;
  priceCoins: number;
  tippingGoal: { goalCoins: number; tipsSumCoins: number; progressPercent: number; achieved: boolean } | null;
  photos: { id: number }[];
}

/** The posts of the feed's first page as a visitor gets them (the page shows the same ones first). */
async function firstPage(request: APIRequestContext): Promise<Post[]> {
  const query = '{ feed(first: 10) { edges { node { id type paidContent priceCoins tippingGoal { goalCoins tipsSumCoins progressPercent achieved } photos { id } } } } }';
  const response = await request.post(feedUrl, { data: { query } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { feed: { edges: { node: Post }[] } } }).data.feed.edges.map((edge) => edge.node);
}

const postCard = (page: Page, id: number) => page.locator(`[data-testid="feed-post"][data-post-id="${id}"]`);

async function loggedInPage(browser: import('@playwright/test').Browser, request: APIRequestContext) {
  const guest = await signup(request);
  const balance = await topUp(request, guest.token);
  const context = await browser.newContext();
  await logInBrowser(context, guest);
  const page = await context.newPage();
  await page.goto('/en/feed/');
  await page.getByRole('button', { name: 'Accept all' }).click();
  return { guest, balance, context, page };
}

test.describe('feed (/feed/)', () => {
  test('the navbar links the feed, in German too', async ({ page }) => {
    await page.goto('/de/');
    await page.getByTestId('navbar').getByRole('link', { name: 'Feed', exact: true }).first().click();
    await expect(page).toHaveURL(/\/de\/feed\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('a visitor sees the posts, paid ones blurred, and is asked to log in to unlock', async ({ page, request }) => {
    const posts = await firstPage(request);
    const paid = posts.find((post) => post.paidContent && post.photos.length > 0);
    expect(paid, 'a paid photo post on the first page').toBeTruthy();
    await page.goto('/en/feed/');
    await expect(page.getByTestId('feed-post').first()).toBeVisible();
    const card = postCard(page, paid!.id);
    await expect(card.getByTestId('feed-photo-blurred').first()).toBeVisible();
    await expect(card.getByTestId('feed-photo')).toHaveCount(0);
    await card.getByRole('button', { name: 'Log in to unlock' }).click();
    await expect(page).toHaveURL(/flow=login/);
  });

  test('a guest buys a paid post once: it shows unlocked and the balance drops once', async ({ browser, request }) => {
    const paid = (await firstPage(request)).find((post) => post.paidContent && post.photos.length > 0)!;
    const { guest, balance, context, page } = await loggedInPage(browser, request);
    const card = postCard(page, paid.id);
    await card.getByTestId('feed-buy').dblclick();
    await confirmPurchase(page, paid.priceCoins);
    await expect(card.getByTestId('feed-photo').first()).toBeVisible();
    await expect(card.getByTestId('feed-locked')).toHaveCount(0);
    await expect(page.getByTestId('navbar-balance')).toHaveText(new RegExp(`^${balance - paid.priceCoins}\\b`));
    expect(await guestBalance(request, guest.token)).toBe(balance - paid.priceCoins);
    await page.reload();
    await expect(postCard(page, paid.id).getByTestId('feed-photo').first()).toBeVisible();
    expect(await guestBalance(request, guest.token)).toBe(balance - paid.priceCoins);
    await context.close();
  });

  test('a tip moves the goal bar', async ({ browser, request }) => {
    const goalPost = (await firstPage(request)).find((post) => post.tippingGoal && !post.tippingGoal.achieved && !post.paidContent)
      ?? (await firstPage(request)).find((post) => post.tippingGoal)!;
    const { context, page } = await loggedInPage(browser, request);
    const card = postCard(page, goalPost.id);
    const bar = card.getByRole('progressbar');
    const before = goalPost.tippingGoal!.tipsSumCoins;
    await card.getByTestId('feed-tip-amount').selectOption('100');
    await card.getByTestId('feed-tip').click();
    await confirmPurchase(page, 100);
    await expect(card.getByTestId('feed-tip-progress')).toHaveText(
      before + 100 >= goalPost.tippingGoal!.goalCoins ? 'Goal reached, thank you!' : `${before + 100} of ${goalPost.tippingGoal!.goalCoins} coins`,
    );
    const percent = Math.min(100, Math.floor(((before + 100) * 100) / goalPost.tippingGoal!.goalCoins));
    await expect(bar).toHaveAttribute('aria-valuenow', String(percent));
    await context.close();
  });

  test('a comment is posted as inert text and can be deleted by its author', async ({ browser, request }) => {
    const [first] = await firstPage(request);
    const { context, page } = await loggedInPage(browser, request);
    let alerted = false;
    page.on('dialog', (dialog) => {
      alerted = true;
      void dialog.dismiss();
    });
    const card = postCard(page, first.id);
    const html = `<img src=x onerror="alert(1)"> hi ${Date.now()}`;
    await card.getByTestId('feed-comment-field').last().fill(html);
    await card.getByTestId('feed-comment-send').last().click();
    const shown = card.getByTestId('feed-comment-text').filter({ hasText: html });
    await expect(shown).toHaveText(html);
    expect(await card.locator('img[src="x"]').count()).toBe(0);
    expect(alerted).toBe(false);
    await card.getByTestId('feed-comment').filter({ hasText: html }).getByTestId('feed-comment-delete').click();
    await expect(shown).toHaveCount(0);
    await context.close();
  });

  for (const viewport of [{ width: 375, height: 800 }, { width: 1440, height: 900 }]) {
    test(`a guest's comment shows his avatar beside his name, round and small, at ${viewport.width} px`, async ({ browser, request }) => {
      const [first] = await firstPage(request);
      const guest = await signup(request);
      const avatar = await uploadAvatar(request, guest.token);
      const context = await browser.newContext({ viewport });
      await logInBrowser(context, guest);
      const page = await context.newPage();
      await page.goto('/en/feed/');
      await page.getByRole('button', { name: 'Accept all' }).click();
      const card = postCard(page, first.id);
      const text = `Look at me ${Date.now()}`;
      await card.getByTestId('feed-comment-field').last().fill(text);
      await card.getByTestId('feed-comment-send').last().click();
      const comment = card.getByTestId('feed-comment').filter({ hasText: text });
      const picture = comment.getByTestId('comment-avatar');
      await expect(picture).toHaveAttribute('src', avatar);
      await expect(picture).toHaveAttribute('alt', '');
      // The served picture really loads, at its fixed small size and round.
      await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      const box = (await picture.boundingBox())!;
      expect([Math.round(box.width), Math.round(box.height)]).toEqual([32, 32]);
      expect(await picture.evaluate((img) => getComputedStyle(img).borderRadius)).toBe('50%');
      // After a reload it is read with the post (joined by the guest's id), not kept from the answer.
      await page.reload();
      await expect(postCard(page, first.id).getByTestId('feed-comment').filter({ hasText: text }).getByTestId('comment-avatar')).toHaveAttribute('src', avatar);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await context.close();
    });
  }

  test('filters narrow the posts and live in the URL; paging by cursor and back keep the posts', async ({ page }) => {
    await page.goto('/en/feed/');
    await page.getByTestId('feed-filter-clip').click();
    await expect(page).toHaveURL(/\?type=clip$/);
    await expect(page.getByTestId('feed-post').first()).toBeVisible();
    const badges = await page.getByTestId('feed-post').evaluateAll((cards) => cards.map((card) => card.querySelector('header')!.textContent ?? ''));
    expect(badges.every((text) => /Clip|Hot clip/.test(text))).toBe(true);
    await page.getByTestId('feed-filter-clip').click();
    await expect(page).toHaveURL(/\/en\/feed\/$/);
    const firstIds = await page.getByTestId('feed-post').evaluateAll((cards) => cards.map((card) => card.getAttribute('data-post-id')));
    await page.getByTestId('feed-more').click();
    await expect(page).toHaveURL(/after=/);
    await expect(page.getByTestId('feed-post')).toHaveCount(firstIds.length * 2);
    await page.goBack();
    await expect(page.getByTestId('feed-post')).toHaveCount(firstIds.length);
  });

  test('the feed fits a 375 px phone', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/en/feed/');
    await expect(page.getByTestId('feed-post').first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});
