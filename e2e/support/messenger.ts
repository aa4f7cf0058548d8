import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { E2E_PORT } from './ports';

/**
 * The messenger as a guest's calls reach it (server/docs/messenger.md): her channel with an actor,
 * the query service's messenger operations, and the conversation pane of /en/messenger/.
 * `origin` is another server's (a spec that starts its own).
 */

const defaultOrigin = `http://localhost:${E2E_PORT}`;
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

export interface ChannelAnswer {
  id: number;
  actorId: number;
  messagePrice: number;
  freeMessagesAmount: number;
}

/** GET messenger/channel/actor/{id}: the guest's channel with the actor, opened when she has none. */
export async function openChannel(request: APIRequestContext, token: string, actorId: number, origin = defaultOrigin): Promise<ChannelAnswer> {
  const response = await request.get(`${origin}/rest/v1/messenger/channel/actor/${actorId}`, { headers: bearer(token) });
  expect(response.ok(), `messenger/channel/actor/${actorId}`).toBe(true);
  return response.json();
}

/** A query of the query service with the guest's token: its data and errors as answered. */
export async function vxql<T>(request: APIRequestContext, token: string, query: string, variables: Record<string, unknown> = {}, origin = defaultOrigin) {
  const response = await request.post(`${origin}/vxql?language=en`, { headers: bearer(token), data: { query, variables } });
  expect(response.ok()).toBe(true);
  return (await response.json()) as { data: T; errors?: { message: string }[] };
}

export interface StoredMessage {
  id: number;
  text: string;
  price: number;
  clientId: string | null;
  gifts: { giftId: number; quantity: number }[];
}

/** The channel's newest messages as the server holds them (messengerContent), or null with the error for a channel not hers. */
export async function messengerContent(request: APIRequestContext, token: string, channelId: number) {
  const answer = await vxql<{ messengerContent: { messages: StoredMessage[] } | null }>(
    request,
    token,
    'query($channelId: Int!) { messengerContent(channelId: $channelId, limit: 200) { messages { id text price clientId gifts { giftId quantity } } } }',
    { channelId },
  );
  return { messages: answer.data.messengerContent?.messages ?? null, errors: answer.errors ?? [] };
}

/** A logged-in guest on her conversation with the actor, reached as the profile's message button does (`?actor=`). */
export async function openConversation(page: Page, actorId: number): Promise<Locator> {
  await page.goto(`/en/messenger/?actor=${actorId}`);
  const pane = page.getByTestId('messenger-conversation-pane');
  await expect(pane.getByRole('textbox', { name: 'Your message' })).toBeVisible();
  return pane;
}

/** Writes and sends by keyboard (a floating notification can lie over the Send button at 1440 px). */
export async function sendFromPane(pane: Locator, text: string): Promise<void> {
  await pane.getByRole('textbox', { name: 'Your message' }).fill(text);
  await pane.getByRole('button', { name: 'Send', exact: true }).press('Enter');
}

/** Messages with the text the server confirmed (a pending one is aria-busy). */
export const confirmedMessages = (pane: Locator, text: string) => pane.locator('[data-testid="messenger-message"]:not([aria-busy])', { hasText: text });
