import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { onlineActorIds } from './api';
import { E2E_PORT } from './ports';

const rest = `http://localhost:${E2E_PORT}/rest/v1`;

export interface VideoChatActor {
  name: string;
  bannedCountryCodes: string[];
  isCurrentlyTicketShow: boolean;
  freeChat: boolean;
  chatButtonConfig: { buttonText: string };
}

/**
 * Online actors whose button starts a paid video chat, from the end of the list: livechat.spec.ts
 * takes its actors from the front, and each test that uses these takes an index of its own.
 */
export async function videoChatActors(request: APIRequestContext): Promise<VideoChatActor[]> {
  const ids = (await onlineActorIds(request, 1000)).slice(0, 80);
  const actors = await Promise.all(ids.map(async (id) => (await (await request.get(`${rest}/actor/getActorDataByIdOrName/${id}`)).json()) as VideoChatActor));
  return actors
    .filter((a) => a.bannedCountryCodes.length === 0 && a.chatButtonConfig.buttonText === 'online' && !a.isCurrentlyTicketShow && !a.freeChat)
    .reverse();
}

/** Ends the session the test started, so that no other test meets it. */
export async function endSession(page: Page): Promise<void> {
  await page.getByTestId('chat-session').getByTestId('chat-end').click();
  // A session past its first seconds asks before it ends.
  const confirm = page.getByTestId('chat-end-yes');
  const receipt = page.getByTestId('chat-receipt');
  await expect(confirm.or(receipt)).toBeVisible();
  if (await confirm.isVisible()) await confirm.click();
  await expect(receipt).toBeVisible();
}
