import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { guestBalance, logInBrowser, signup, topUp } from '../support/api';
import { paidVideos, purchaseQuestion } from '../support/purchase';

interface Fixtures {
  page: Page;
  context: BrowserContext;
  request: APIRequestContext;
}

/** The idempotency keys of the purchase requests of one video, in order. */
function recordPurchases(page: Page, videoId: number): string[] {
  const keys: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === `/rest/v1/video/${videoId}/buy`) {
      keys.push((request.postDataJSON() as { idempotencyKey: string }).idempotencyKey);
    }
  });
  return keys;
}

/**
 * A new guest (with the 200 coins of a top-up when `coins`) logged in on the page of the first of
 * `count` paid videos, its purchase requests of that video recorded.
 */
async function guestOnPaidVideo({ page, context, request }: Fixtures, { coins, count = 1 }: { coins: boolean; count?: number }) {
  const guest = await signup(request);
  const start = coins ? await topUp(request, guest.token) : 0;
  const videos = await paidVideos(request, coins ? Math.floor(start / count) : 200, count);
  await logInBrowser(context, guest);
  const keys = recordPurchases(page, videos[0].id);
  await page.goto(videos[0].path);
  await page.getByRole('button', { name: 'Accept all' }).click();
  return { guest, start, videos, keys, buy: page.getByRole('button', { name: `Buy for ${videos[0].price} VXC` }) };
}

/** From the question of a purchase without enough coins: the 200-coin package, then Pay or Cancel at the provider. */
async function topUpFromQuestion(page: Page, answer: 'Pay' | 'Cancel') {
  await purchaseQuestion(page).getByRole('button', { name: 'Top up coins' }).click();
  const dialog = page.getByRole('dialog', { name: 'Top up coins' });
  await dialog.getByRole('button', { name: /200 coins/ }).click();
  await page.frameLocator('[data-testid="moneycharge-checkout"]').getByRole('button', { name: answer }).click();
  return dialog;
}

const focusInDialog = (page: Page) => page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')));

for (const width of [375, 1440]) {
  test.describe(`buying with coins at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 800 ? 740 : 900 } });

    test('asks before coins are spent: price and balance after; Escape and Cancel spend nothing; "don\'t ask again" holds for the session', async ({ page, context, request }) => {
      const { guest, start, videos, keys, buy } = await guestOnPaidVideo({ page, context, request }, { coins: true, count: 2 });
      const [first, second] = videos;
      await buy.click();
      const question = page.getByRole('dialog', { name: `Buy this video for ${first.price} VXC?` });
      await expect(question).toContainText(`Your balance: ${start} VXC. Balance after: ${start - first.price} VXC.`);
      await expect(question.getByRole('button', { name: `Pay ${first.price} VXC` })).toBeVisible();
      // Keyboard: the focus stays in the dialog, Escape says no.
      expect(await focusInDialog(page)).toBe(true);
      for (let i = 0; i < 5; i++) await page.keyboard.press('Tab');
      expect(await focusInDialog(page)).toBe(true);
      const box = (await purchaseQuestion(page).boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      await page.keyboard.press('Escape');
      await expect(purchaseQuestion(page)).toHaveCount(0);

      await buy.click();
      await question.getByRole('button', { name: 'Cancel' }).click();
      await expect(purchaseQuestion(page)).toHaveCount(0);
      expect(keys).toHaveLength(0);
      expect(await guestBalance(request, guest.token)).toBe(start);

      await buy.click();
      await question.getByRole('checkbox', { name: "Don't ask again in this session" }).check();
      await question.getByRole('button', { name: `Pay ${first.price} VXC` }).click();
      await expect(page.getByTestId('media-state')).toHaveAttribute('data-state', 'bought');
      await expect(page.getByTestId('navbar-balance')).toHaveText(new RegExp(`^${start - first.price}\\b`));
      expect(keys).toHaveLength(1);

      // The same session does not ask again.
      await page.goto(second.path);
      await page.getByRole('button', { name: `Buy for ${second.price} VXC` }).click();
      await expect(page.getByTestId('media-state')).toHaveAttribute('data-state', 'bought');
      await expect(purchaseQuestion(page)).toHaveCount(0);
      expect(await guestBalance(request, guest.token)).toBe(start - first.price - second.price);
    });

    test('a purchase that needed a top-up goes on after the payment, once, with the same idempotency key', async ({ page, context, request }) => {
      const { guest, videos: [video], keys, buy } = await guestOnPaidVideo({ page, context, request }, { coins: false });
      await buy.click();
      const question = page.getByRole('dialog', { name: `Buy this video for ${video.price} VXC?` });
      await expect(question).toContainText('Your balance of 0 VXC is not enough.');
      const topUpDialog = await topUpFromQuestion(page, 'Pay');
      await expect(page.getByTestId('moneycharge-success')).toBeVisible();
      await expect(page.getByTestId('navbar-balance')).toHaveText(/^200\b/);
      await topUpDialog.getByRole('button', { name: 'Done' }).click();

      // The purchase is asked again, with the new balance, and goes on with its key.
      await expect(question).toContainText('Your coins have been added. Would you like to complete the purchase now?');
      await expect(question).toContainText(`Your balance: 200 VXC. Balance after: ${200 - video.price} VXC.`);
      expect(keys).toHaveLength(1);
      await question.getByRole('button', { name: `Pay ${video.price} VXC` }).click();
      await expect(page.getByTestId('media-state')).toHaveAttribute('data-state', 'bought');
      await expect(page.getByTestId('navbar-balance')).toHaveText(new RegExp(`^${200 - video.price}\\b`));
      expect(keys).toHaveLength(2);
      expect(keys[1]).toBe(keys[0]);
      expect(await guestBalance(request, guest.token)).toBe(200 - video.price);
    });

    test('a top-up left unpaid leaves the purchase idle; the next Buy is a new purchase', async ({ page, context, request }) => {
      const { guest, videos: [video], keys, buy } = await guestOnPaidVideo({ page, context, request }, { coins: false });
      await buy.click();
      const topUpDialog = await topUpFromQuestion(page, 'Cancel');
      await expect(topUpDialog).toContainText('The payment was cancelled.');
      await topUpDialog.getByRole('button', { name: 'Close' }).click();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(buy).toBeEnabled();
      expect(keys).toHaveLength(1);

      await buy.click();
      const question = page.getByRole('dialog', { name: `Buy this video for ${video.price} VXC?` });
      await expect(question).not.toContainText('Your coins have been added.');
      await question.getByRole('button', { name: 'Top up coins' }).click();
      await expect(page.getByRole('dialog', { name: 'Top up coins' })).toBeVisible();
      expect(keys).toHaveLength(2);
      expect(keys[1]).not.toBe(keys[0]);
      expect(await guestBalance(request, guest.token)).toBe(0);
    });
  });
}
