import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { logInBrowser, onlineActorIds, signup, topUp } from '../support/api';
import { E2E_PORT } from '../support/ports';

const rest = `http://localhost:${E2E_PORT}/rest/v1`;

interface Actor {
  name: string;
  bannedCountryCodes: string[];
  isCurrentlyTicketShow: boolean;
  freeChat: boolean;
  chatButtonConfig: { buttonText: string };
}

/**
 * Online actors whose button starts a paid video chat, from the end of the list: livechat.spec.ts
 * takes its actors from the front, and each test here uses one actor of its own.
 */
async function videoChatActors(request: APIRequestContext): Promise<Actor[]> {
  const ids = (await onlineActorIds(request, 1000)).slice(0, 80);
  const actors = await Promise.all(ids.map(async (id) => (await (await request.get(`${rest}/actor/getActorDataByIdOrName/${id}`)).json()) as Actor));
  return actors
    .filter((a) => a.bannedCountryCodes.length === 0 && a.chatButtonConfig.buttonText === 'online' && !a.isCurrentlyTicketShow && !a.freeChat)
    .reverse();
}

/** Ends the session the test started, so that no other test meets it. */
async function endSession(page: Page): Promise<void> {
  await page.getByTestId('chat-session').getByTestId('chat-end').click();
  // A session past its first seconds asks before it ends.
  const confirm = page.getByTestId('chat-end-yes');
  const receipt = page.getByTestId('chat-receipt');
  await expect(confirm.or(receipt)).toBeVisible();
  if (await confirm.isVisible()) await confirm.click();
  await expect(receipt).toBeVisible();
}

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
