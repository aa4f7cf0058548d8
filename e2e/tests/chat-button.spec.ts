import { expect, test } from '@playwright/test';
import { logInBrowser, signup, topUp } from '../support/api';
import { endSession, videoChatActors } from '../support/livechat';

test.describe('the chat button on an online actor\'s profile', () => {
  test.describe.configure({ timeout: 90_000 });

  for (const [index, width] of [375, 1440].entries()) {
    test(`a logged-in guest sees it and it opens the live chat, at ${width} px`, async ({ page, context, request }) => {
      const actor = (await videoChatActors(request))[index]!;
      const guest = await signup(request);
      await topUp(request, guest.token, 'eur-499');
      await logInBrowser(context, guest);
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/en/amateur/${actor.name.toLowerCase()}/`);
      const button = page.getByTestId('chat-button');
      await expect(button).toBeVisible();
      const box = (await button.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      await button.click();
      await expect(page.getByTestId('chat-session')).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await endSession(page);
    });
  }

  test('a visitor logs in first, then the chat he asked for starts without a second press', async ({ page, request }) => {
    const actor = (await videoChatActors(request))[2]!;
    const guest = await signup(request);
    await topUp(request, guest.token, 'eur-499');
    await page.goto(`/en/amateur/${actor.name.toLowerCase()}/`);
    await page.getByTestId('chat-button').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Email address').fill(guest.email);
    await dialog.getByLabel('Password').fill(guest.password);
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByTestId('chat-session')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/en/amateur/${actor.name.toLowerCase()}/$`));
    await endSession(page);
  });
});
