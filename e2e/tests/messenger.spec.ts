import { expect, test, type APIRequestContext, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { guestBalance, logInBrowser, onlineActorIds, signup, topUp } from '../support/api';
import { E2E_PORT, INTERNAL_SECRET } from '../support/ports';

const rest = `http://localhost:${E2E_PORT}/rest/v1`;
const internal = { 'x-internal-secret': INTERNAL_SECRET };

/** The actor writes in the channel from her side (internal/messenger/...), as her app or the simulator does. */
async function actorWrites(request: APIRequestContext, channelId: number, text: string): Promise<void> {
  const response = await request.post(`${rest}/internal/messenger/channel/${channelId}/message`, { headers: internal, data: { text } });
  expect(response.ok()).toBe(true);
}

async function actorTypes(request: APIRequestContext, channelId: number): Promise<void> {
  const response = await request.post(`${rest}/internal/messenger/channel/${channelId}/typing`, { headers: internal });
  expect(response.ok()).toBe(true);
}

/** How far the messages pane is from its end, in pixels. */
const distanceFromEnd = (list: Locator) => list.evaluate((element) => element.scrollHeight - element.scrollTop - element.clientHeight);

/** A channel as messenger/channel/actor/{id} answers it (spec 001 §7.2): that call opens it. */
async function openChannel(
  request: APIRequestContext,
  token: string,
  actorId: number,
): Promise<{ id: number; actorName: string; messagePrice: number; freeMessagesAmount: number }> {
  const response = await request.get(`${rest}/messenger/channel/actor/${actorId}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.ok()).toBe(true);
  return response.json();
}

async function channelById(request: APIRequestContext, token: string, channelId: number): Promise<{ unread: boolean }> {
  const response = await request.get(`${rest}/messenger/channel/${channelId}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.ok()).toBe(true);
  return response.json();
}

async function actorId(request: APIRequestContext): Promise<number> {
  const [id] = await onlineActorIds(request, 1);
  expect(id).toBeGreaterThan(0);
  return id;
}

/** A logged-in guest on her conversation with the actor, reached as the profile's message button does (`?actor=`). */
async function openConversation(page: Page, actor: number): Promise<Locator> {
  await page.goto(`/en/messenger/?actor=${actor}`);
  const pane = page.getByTestId('messenger-conversation-pane');
  await expect(pane.getByRole('textbox', { name: 'Your message' })).toBeVisible();
  return pane;
}

async function send(pane: Locator, text: string): Promise<void> {
  await pane.getByRole('textbox', { name: 'Your message' }).fill(text);
  // By keyboard: at 1440 px the shell's floating notifications (a top-up's) can lie over the Send button.
  await pane.getByRole('button', { name: 'Send', exact: true }).press('Enter');
}

/** Records whether a pending (aria-busy) message with the text ever appeared: the ack may come within a frame. */
async function watchPending(page: Page, text: string): Promise<() => Promise<boolean>> {
  await page.evaluate((wanted) => {
    const w = window as unknown as { __pendingSeen?: boolean };
    w.__pendingSeen = false;
    const check = () => {
      for (const item of document.querySelectorAll('[data-testid="messenger-message"][aria-busy="true"]')) {
        if (item.textContent?.includes(wanted)) w.__pendingSeen = true;
      }
    };
    new MutationObserver(check).observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
  }, text);
  return () => page.evaluate(() => Boolean((window as unknown as { __pendingSeen?: boolean }).__pendingSeen));
}

const confirmed = (pane: Locator, text: string) => pane.locator('[data-testid="messenger-message"]:not([aria-busy])', { hasText: text });

async function loggedIn(context: BrowserContext, request: APIRequestContext) {
  const guest = await signup(request);
  await logInBrowser(context, guest);
  return guest;
}

for (const viewport of [
  { width: 375, height: 740 },
  { width: 1440, height: 900 },
]) {
  test.describe(`messenger at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('a sent message shows pending, then confirmed, and stays after a reload', async ({ page, context, request }) => {
      const actor = await actorId(request);
      await loggedIn(context, request);
      const pane = await openConversation(page, actor);
      const text = `Hello there ${Date.now()}`;
      const sawPending = await watchPending(page, text);
      await send(pane, text);
      await expect(confirmed(pane, text)).toHaveCount(1);
      expect(await sawPending()).toBe(true);
      await expect(pane.locator('[data-testid="messenger-message"][aria-busy="true"]')).toHaveCount(0);
      await page.reload();
      await expect(page.getByTestId('messenger-conversation-pane').getByTestId('messenger-message').filter({ hasText: text })).toHaveCount(1);
    });

    test('a message of HTML shows as its literal text and creates no element', async ({ page, context, request }) => {
      const actor = await actorId(request);
      await loggedIn(context, request);
      const pane = await openConversation(page, actor);
      const markup = `<img src=x onerror="window.__owned=1"><b>bold${viewport.width}</b>`;
      await send(pane, markup);
      const message = confirmed(pane, markup);
      await expect(message).toHaveCount(1);
      await expect(message).toHaveText(markup);
      await expect(pane.locator('[data-testid="messenger-message"] img, [data-testid="messenger-message"] b')).toHaveCount(0);
      expect(await page.evaluate(() => (window as unknown as { __owned?: number }).__owned)).toBeUndefined();
    });

    test('the free messages are used before coins, then each message costs the price', async ({ page, context, request }) => {
      const actor = await actorId(request);
      const guest = await loggedIn(context, request);
      const before = await topUp(request, guest.token);
      const channel = await openChannel(request, guest.token, actor);
      expect(channel.freeMessagesAmount).toBeGreaterThan(0);
      expect(channel.messagePrice).toBeGreaterThan(0);
      const pane = await openConversation(page, actor);
      const price = pane.getByTestId('messenger-price');
      for (let n = 0; n < channel.freeMessagesAmount; n += 1) {
        await expect(price).toHaveText(channel.freeMessagesAmount - n === 1 ? '1 free message left' : `${channel.freeMessagesAmount - n} free messages left`);
        await send(pane, `free ${n}`);
        await expect(confirmed(pane, `free ${n}`)).toHaveCount(1);
        expect(await guestBalance(request, guest.token)).toBe(before);
      }
      await expect(price).toContainText('per message');
      await send(pane, 'paid 0');
      await expect(confirmed(pane, 'paid 0')).toHaveCount(1);
      await expect.poll(() => guestBalance(request, guest.token)).toBe(before - channel.messagePrice);
    });

    test('two tabs of the same guest both show a new message', async ({ page, context, request }) => {
      const actor = await actorId(request);
      await loggedIn(context, request);
      const first = await openConversation(page, actor);
      const other = await context.newPage();
      const second = await openConversation(other, actor);
      const text = `To both tabs ${Date.now()}`;
      await send(first, text);
      await expect(confirmed(first, text)).toHaveCount(1);
      await expect(confirmed(second, text)).toHaveCount(1);
      await other.close();
    });

    test('"is typing" shows after her typing event and is gone when her message arrives', async ({ page, context, request }) => {
      const actor = await actorId(request);
      const guest = await loggedIn(context, request);
      const channel = await openChannel(request, guest.token, actor);
      const pane = await openConversation(page, actor);
      const typing = pane.getByTestId('messenger-typing');
      await expect(typing).toHaveText('');
      await actorTypes(request, channel.id);
      await expect(typing).toHaveText(`${channel.actorName} is typing…`);
      await actorWrites(request, channel.id, 'Here I am');
      await expect(pane.getByTestId('messenger-message').filter({ hasText: 'Here I am' })).toHaveCount(1);
      // Well before the typing line's own time runs out (6 s): her message ended it.
      await expect(typing).toHaveText('', { timeout: 2_000 });
    });

    test("the guest's message shows the sent tick when confirmed and the read tick once the actor answers", async ({ page, context, request }) => {
      const actor = await actorId(request);
      const guest = await loggedIn(context, request);
      const channel = await openChannel(request, guest.token, actor);
      const pane = await openConversation(page, actor);
      await send(pane, 'Are you there?');
      const mine = confirmed(pane, 'Are you there?');
      await expect(mine.getByRole('img', { name: 'Sent' })).toBeVisible();
      await expect(mine.getByRole('img', { name: 'Read' })).toHaveCount(0);
      await actorWrites(request, channel.id, 'Yes, I am');
      await expect(mine.getByRole('img', { name: 'Read' })).toBeVisible();
      await expect(mine.getByRole('img', { name: 'Sent' })).toHaveCount(0);
    });

    test('scrolled up, a new message shows the jump button that leads to the end; at the end the view stays there', async ({ page, context, request }) => {
      const actor = await actorId(request);
      const guest = await loggedIn(context, request);
      const channel = await openChannel(request, guest.token, actor);
      for (let n = 1; n <= 60; n += 1) await actorWrites(request, channel.id, `Line ${n}`);
      const pane = await openConversation(page, actor);
      const list = pane.getByTestId('messenger-messages-pane');
      await expect(pane.getByTestId('messenger-message').filter({ hasText: 'Line 60' })).toHaveCount(1);
      await list.evaluate((element) => element.scrollTo({ top: element.scrollHeight / 2 }));
      await expect.poll(() => distanceFromEnd(list)).toBeGreaterThan(200);
      const jump = pane.getByRole('button', { name: '1 new message' });
      await expect(jump).toHaveCount(0);

      await actorWrites(request, channel.id, 'While you read');
      await expect(jump).toBeVisible();
      const before = await list.evaluate((element) => element.scrollTop);
      expect(await distanceFromEnd(list)).toBeGreaterThan(200);
      await jump.click();
      await expect.poll(() => distanceFromEnd(list)).toBeLessThanOrEqual(2);
      expect(await list.evaluate((element) => element.scrollTop)).toBeGreaterThan(before);
      await expect(jump).toHaveCount(0);

      await actorWrites(request, channel.id, 'At the end');
      const last = pane.getByTestId('messenger-message').filter({ hasText: 'At the end' });
      await expect(last).toBeInViewport();
      await expect.poll(() => distanceFromEnd(list)).toBeLessThanOrEqual(2);
      await expect(pane.getByTestId('messenger-jump')).toHaveCount(0);
    });

    test('a channel opened with unread messages shows the "Unread messages" divider at the first unread one', async ({ page, context, request }) => {
      const actor = await actorId(request);
      const guest = await loggedIn(context, request);
      const channel = await openChannel(request, guest.token, actor);
      await actorWrites(request, channel.id, 'Already read');
      const pane = await openConversation(page, actor);
      await expect(pane.getByTestId('messenger-message').filter({ hasText: 'Already read' })).toHaveCount(1);
      // Opening the conversation read it; then the guest leaves and she writes twice more.
      await expect.poll(async () => (await channelById(request, guest.token, channel.id)).unread).toBe(false);
      await page.goto('/en/');
      await actorWrites(request, channel.id, 'First unread');
      await actorWrites(request, channel.id, 'Second unread');

      const again = await openConversation(page, actor);
      const divider = again.getByTestId('messenger-unread-from');
      await expect(divider).toHaveText('Unread messages');
      await expect(divider).toHaveCount(1);
      await expect(divider).toBeInViewport();
      // Right above the first unread one: the message after it is that, the one before it was read.
      await expect(again.locator('[data-testid="messenger-unread-from"] + [data-testid="messenger-message"]')).toHaveText('First unread');
      await expect(again.locator('[data-testid="messenger-message"]:has(+ [data-testid="messenger-unread-from"])')).toHaveText('Already read');
    });
  });
}
