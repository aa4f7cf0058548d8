import { expect, test, type APIRequestContext, type BrowserContext, type Page, type WebSocketRoute } from '@playwright/test';
import { priceGifts } from '../../shared/src/protocol/messenger-gift-pricing';
import { guestBalance, logInBrowser, onlineActorIds, signup, topUp } from '../support/api';
import { confirmedMessages, messengerContent, openChannel, openConversation, sendFromPane, vxql } from '../support/messenger';
import { E2E_PORT, INTERNAL_SECRET } from '../support/ports';
import { e2eServerEnv } from '../support/server-env';

/**
 * Issue 13 §5 and §6: nothing is lost or doubled across a dropped socket, a gift message charges the
 * gift rule's price, a send the balance does not cover opens moneycharge and stores nothing, the
 * channels' load-more holds its 500 ms throttle under fast scrolling, and one guest never reads
 * another's channel.
 */

const rest = (origin: string) => `${origin}/rest/v1`;
const suiteOrigin = `http://localhost:${E2E_PORT}`;

async function actorId(request: APIRequestContext): Promise<number> {
  const [id] = await onlineActorIds(request, 1);
  expect(id).toBeGreaterThan(0);
  return id;
}

async function loggedIn(context: BrowserContext, request: APIRequestContext) {
  const guest = await signup(request);
  await logInBrowser(context, guest);
  return guest;
}

/**
 * Puts the page's socket under the test's control: `down()` closes it on both sides and refuses
 * reconnects (the shell retries every second), `up()` lets the next one through; `dropAnswers` keeps
 * the server's messenger ack and message frames from the page, as a socket dropping right after the
 * server stored a message would.
 */
async function controlSocket(page: Page) {
  let down = false;
  let dropAnswers = false;
  const open: { page: WebSocketRoute; server: WebSocketRoute }[] = [];
  await page.routeWebSocket(/\/ws$/, (ws) => {
    if (down) {
      void ws.close();
      return;
    }
    const server = ws.connectToServer();
    server.onMessage((message) => {
      if (dropAnswers && /"type":"messengerMessage(Ack)?"/.test(String(message))) return;
      ws.send(message);
    });
    open.push({ page: ws, server });
  });
  return {
    async down() {
      down = true;
      for (const socket of open.splice(0)) {
        await socket.page.close();
        await socket.server.close();
      }
    },
    up() {
      down = false;
    },
    dropAnswers(value: boolean) {
      dropAnswers = value;
    },
  };
}

const storedWithText = async (request: APIRequestContext, token: string, channelId: number, text: string) =>
  ((await messengerContent(request, token, channelId)).messages ?? []).filter((message) => message.text === text);

const sentFrames = (page: Page, type: string): (() => number) => {
  let count = 0;
  page.on('websocket', (ws) =>
    ws.on('framesent', ({ payload }) => {
      if (String(payload).includes(`"type":"${type}"`)) count += 1;
    }),
  );
  return () => count;
};

for (const viewport of [
  { width: 375, height: 740 },
  { width: 1440, height: 900 },
]) {
  test.describe(`messenger delivery at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('a message sent while the socket is down is delivered once after the reconnect', async ({ page, context, request }) => {
      const actor = await actorId(request);
      const guest = await loggedIn(context, request);
      const channel = await openChannel(request, guest.token, actor);
      const socket = await controlSocket(page);
      const pane = await openConversation(page, actor);
      await socket.down();
      const text = `Sent offline ${viewport.width} ${Date.now()}`;
      await sendFromPane(pane, text);
      await expect(pane.locator('[data-testid="messenger-message"][aria-busy="true"]', { hasText: text })).toHaveCount(1);
      // Nothing reached the server while the socket was down.
      await page.waitForTimeout(1_500);
      expect(await storedWithText(request, guest.token, channel.id, text)).toHaveLength(0);

      socket.up();
      await expect(confirmedMessages(pane, text)).toHaveCount(1, { timeout: 15_000 });
      await expect(pane.locator('[data-testid="messenger-message"][aria-busy="true"]')).toHaveCount(0);
      expect(await storedWithText(request, guest.token, channel.id, text)).toHaveLength(1);
      await page.reload();
      await expect(page.getByTestId('messenger-conversation-pane').getByTestId('messenger-message').filter({ hasText: text })).toHaveCount(1);
    });

    test('a message whose confirmation was lost with the socket is sent again and kept once', async ({ page, context, request }) => {
      const actor = await actorId(request);
      const guest = await loggedIn(context, request);
      const channel = await openChannel(request, guest.token, actor);
      const socket = await controlSocket(page);
      const pane = await openConversation(page, actor);
      socket.dropAnswers(true);
      const text = `Ack lost ${viewport.width} ${Date.now()}`;
      await sendFromPane(pane, text);
      // Stored by the server, still pending in the page: the ack never came.
      await expect.poll(async () => (await storedWithText(request, guest.token, channel.id, text)).length).toBe(1);
      await expect(pane.locator('[data-testid="messenger-message"][aria-busy="true"]', { hasText: text })).toHaveCount(1);

      await socket.down();
      socket.dropAnswers(false);
      socket.up();
      await expect(confirmedMessages(pane, text)).toHaveCount(1, { timeout: 15_000 });
      await expect(pane.locator('[data-testid="messenger-message"][aria-busy="true"]')).toHaveCount(0);
      expect(await storedWithText(request, guest.token, channel.id, text)).toHaveLength(1);
      // The free message was used once, not per send.
      const answer = await request.get(`${rest(suiteOrigin)}/messenger/channel/${channel.id}`, { headers: { Authorization: `Bearer ${guest.token}` } });
      expect(((await answer.json()) as { freeMessagesAmount: number }).freeMessagesAmount).toBe(channel.freeMessagesAmount - 1);
    });

    test('a gift message charges exactly the gift rule’s price', async ({ page, context, request }) => {
      const actor = await actorId(request);
      const guest = await loggedIn(context, request);
      const before = await topUp(request, guest.token);
      const channel = await openChannel(request, guest.token, actor);
      const catalogue = await vxql<{ messengerGifts: { id: number; name: string; vip: boolean; price: { value: number } }[] }>(
        request,
        guest.token,
        '{ messengerGifts { id name vip price { value } } }',
      );
      const gifts = catalogue.data.messengerGifts.filter((gift) => !gift.vip && gift.price.value > 0).slice(0, 2);
      expect(gifts).toHaveLength(2);
      const owned = await vxql<{ boughtMessengerGifts: { giftId: number; quantity: number }[] }>(request, guest.token, '{ boughtMessengerGifts { giftId quantity } }');
      const wanted = [
        { giftId: gifts[0].id, quantity: 2 },
        { giftId: gifts[1].id, quantity: 1 },
      ];
      const { price } = priceGifts(
        wanted,
        new Map(gifts.map((gift) => [gift.id, gift.price.value])),
        new Map(owned.data.boughtMessengerGifts.map((gift) => [gift.giftId, gift.quantity])),
      );
      expect(price).toBeGreaterThan(0);
      expect(price).toBeLessThanOrEqual(before);

      const pane = await openConversation(page, actor);
      await pane.getByRole('button', { name: 'Gifts', exact: true }).click();
      for (const { giftId, quantity } of wanted) {
        const gift = gifts.find((g) => g.id === giftId)!;
        for (let n = 0; n < quantity; n += 1) await pane.getByRole('button', { name: `Add ${gift.name}` }).click();
      }
      await expect(pane.getByTestId('messenger-price')).toHaveText(`Gift message: ${price} VXC`);
      const text = `With gifts ${viewport.width} ${Date.now()}`;
      await sendFromPane(pane, text);
      await expect(confirmedMessages(pane, text)).toHaveCount(1);
      await expect(confirmedMessages(pane, text)).toContainText(`Paid: ${price} VXC`);
      await expect.poll(() => guestBalance(request, guest.token)).toBe(before - price);
      const [stored] = await storedWithText(request, guest.token, channel.id, text);
      expect(stored.price).toBe(price);
      expect(stored.gifts).toEqual(expect.arrayContaining(wanted));
      // The navbar follows the socket's balance.
      await expect(page.getByTestId('navbar-balance')).toHaveText(new RegExp(`^${before - price}\\b`));
    });

    test('a send the balance does not cover opens moneycharge and stores nothing', async ({ page, context, request }) => {
      const actor = await actorId(request);
      const guest = await loggedIn(context, request);
      const channel = await openChannel(request, guest.token, actor);
      const sends = sentFrames(page, 'sendMessage');
      const pane = await openConversation(page, actor);
      // A gift message is never free: with no coins it cannot be paid.
      await pane.getByRole('button', { name: 'Gifts', exact: true }).click();
      await pane.getByTestId('messenger-gift').first().click();
      const text = `No coins ${viewport.width} ${Date.now()}`;
      await sendFromPane(pane, text);
      const dialog = page.getByRole('dialog', { name: 'Top up coins' });
      await expect(dialog).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
      await page.waitForTimeout(1_000);
      expect(sends()).toBe(0);
      await expect(pane.getByTestId('messenger-message').filter({ hasText: text })).toHaveCount(0);
      expect((await messengerContent(request, guest.token, channel.id)).messages).toEqual([]);
      expect(await guestBalance(request, guest.token)).toBe(0);
    });

    test('another guest can never read a guest’s channel, through the page or the calls', async ({ page, browser, request }) => {
      const actor = await actorId(request);
      const owner = await signup(request);
      const channel = await openChannel(request, owner.token, actor);
      const secret = `Only mine ${viewport.width} ${Date.now()}`;
      const ownerContext = await browser.newContext({ viewport });
      try {
        await logInBrowser(ownerContext, owner);
        const ownerPage = await ownerContext.newPage();
        await sendFromPane(await openConversation(ownerPage, actor), secret);
        await expect.poll(async () => (await storedWithText(request, owner.token, channel.id, secret)).length).toBe(1);
      } finally {
        await ownerContext.close();
      }

      const other = await loggedIn(page.context(), request);
      const headers = { Authorization: `Bearer ${other.token}` };
      const api = rest(suiteOrigin);
      expect((await request.get(`${api}/messenger/channel/${channel.id}`, { headers })).status()).toBe(404);
      expect((await request.post(`${api}/messenger/channel/${channel.id}/archive`, { headers, data: { status: true } })).status()).toBe(404);
      expect((await request.post(`${api}/messenger/channel/${channel.id}/block`, { headers, data: { status: true } })).status()).toBe(404);
      const content = await messengerContent(request, other.token, channel.id);
      expect(content.messages).toBeNull();
      expect(content.errors.map((error) => error.message)).toContain('Channel not found');
      const touched = await vxql<{ touchMessengerChannel: unknown }>(request, other.token, 'mutation($id: Int!) { touchMessengerChannel(channelId: $id) { unreadTotal } }', { id: channel.id });
      expect(touched.data.touchMessengerChannel).toBeNull();

      // The page: the other guest opens the owner's channel by its address; no answer carries the text.
      const leaked: string[] = [];
      page.on('response', async (response) => {
        const body = await response.text().catch(() => '');
        if (body.includes(secret)) leaked.push(response.url());
      });
      page.on('websocket', (ws) =>
        ws.on('framereceived', ({ payload }) => {
          if (String(payload).includes(secret)) leaked.push(ws.url());
        }),
      );
      await page.goto(`/en/messenger/?channel=${channel.id}`);
      await expect(page.getByTestId('messenger-list-pane').or(page.getByTestId('messenger-conversation-pane')).first()).toBeVisible();
      await page.waitForTimeout(2_000);
      await expect(page.getByText(secret)).toHaveCount(0);
      expect(leaked).toEqual([]);
      // Nor does the owner's channel change: still neither archived nor blocked.
      const own = await request.get(`${api}/messenger/channel/${channel.id}`, { headers: { Authorization: `Bearer ${owner.token}` } });
      expect(own.ok()).toBe(true);
      expect(await own.json()).toMatchObject({ archived: false, blocked: false });
    });
  });
}

/**
 * The load-more throttle (spec 000 §5, §9: pages of 500, one request per 500 ms) on a server of its
 * own: the suite's 300 actors cannot give a guest more than one page of channels.
 */
test.describe('the channel list under fast scrolling', () => {
  const PORT = 5250;
  const origin = `http://localhost:${PORT}`;
  const CHANNELS = 1_600;
  let system: { stop: () => Promise<void> } | undefined;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    // @ts-expect-error -- a plain ES module of the repo's scripts, without types
    const { startSystem } = await import('../../scripts/lib/system.mjs');
    system = await startSystem({ port: PORT, stdio: 'ignore', env: { ...e2eServerEnv(CHANNELS), INTERNAL_SECRET, LIVE_STREAMS: 'off', VOD_VIDEOS: 'off' } });
  });
  test.afterAll(async () => system?.stop());

  /** A guest of that server with a channel to each of its actors. */
  async function guestWithChannels(request: APIRequestContext) {
    const guest = await signup(request, rest(origin));
    const ids = Array.from({ length: CHANNELS }, (_, i) => i + 1);
    for (let i = 0; i < ids.length; i += 16) await Promise.all(ids.slice(i, i + 16).map((id) => openChannel(request, guest.token, id, origin)));
    return guest;
  }

  for (const viewport of [
    { width: 375, height: 740 },
    { width: 1440, height: 900 },
  ]) {
    test(`asks for the next page at most once per 500 ms at ${viewport.width} px`, async ({ browser, request }) => {
      test.setTimeout(180_000);
      const guest = await guestWithChannels(request);
      const context = await browser.newContext({ viewport, baseURL: origin });
      try {
        await logInBrowser(context, guest);
        // Stamped in the page, on its clock, when the request leaves: the query service's
        // messengerChannels and the socket's loadChannels, a next page (offset > 0) only.
        await context.addInitScript(() => {
          const stamps: { via: string; offset: number; at: number }[] = [];
          (window as unknown as { __channelPages: typeof stamps }).__channelPages = stamps;
          const note = (via: string, body: unknown) => {
            if (typeof body !== 'string') return;
            try {
              const parsed = JSON.parse(body) as { type?: string; query?: string; offset?: number; variables?: { offset?: number } };
              const offset = parsed.type === 'loadChannels' ? parsed.offset : parsed.query?.includes('messengerChannels') ? parsed.variables?.offset : undefined;
              if (typeof offset === 'number' && offset > 0) stamps.push({ via, offset, at: performance.now() });
            } catch {
              // not JSON: not a channel page
            }
          };
          const fetch = window.fetch.bind(window);
          window.fetch = (input, init) => {
            note('query', init?.body);
            return fetch(input, init);
          };
          const send = WebSocket.prototype.send;
          WebSocket.prototype.send = function (data) {
            note('socket', data);
            return send.call(this, data);
          };
        });
        // Counted from outside the page too, as the brief's network view.
        let outside = 0;
        const page = await context.newPage();
        page.on('request', (r) => {
          if (r.method() === 'POST' && r.url().includes('/vxql') && /messengerChannels/.test(r.postData() ?? '') && /"offset":[1-9]/.test(r.postData() ?? '')) outside += 1;
        });
        page.on('websocket', (ws) =>
          ws.on('framesent', ({ payload }) => {
            if (/"type":"loadChannels"/.test(String(payload)) && /"offset":[1-9]/.test(String(payload))) outside += 1;
          }),
        );
        await page.goto('/en/messenger/');
        const rows = page.getByTestId('messenger-channel');
        await expect(rows.first()).toBeVisible();

        // Fast scrolling: every frame the last row is scrolled into view and "Show more conversations"
        // pressed whenever it shows, far faster than twice a second, until every channel is listed (or 40 s).
        await page.evaluate(
          (channels) =>
            new Promise<void>((resolve) => {
              const until = performance.now() + 40_000;
              const frame = () => {
                const all = document.querySelectorAll('[data-testid="messenger-channel"]');
                all[all.length - 1]?.scrollIntoView({ block: 'end' });
                for (const button of document.querySelectorAll('button')) if (button.textContent === 'Show more conversations') button.click();
                if (all.length < channels && performance.now() < until) requestAnimationFrame(frame);
                else resolve();
              };
              frame();
            }),
          CHANNELS,
        );
        await expect(rows).toHaveCount(CHANNELS);
        const stamps = await page.evaluate(() => (window as unknown as { __channelPages: { via: string; offset: number; at: number }[] }).__channelPages);
        const seen = JSON.stringify(stamps.map((s) => ({ ...s, at: Math.round(s.at) })));
        // Every page after the first was asked for …
        expect(stamps.map((s) => s.offset), seen).toEqual(expect.arrayContaining([500, 1000, 1500]));
        // … and never two requests within 500 ms.
        for (let i = 1; i < stamps.length; i += 1) expect(stamps[i].at - stamps[i - 1].at, `request ${i + 1} after request ${i}: ${seen}`).toBeGreaterThanOrEqual(495);
        expect(outside).toBe(stamps.length);
      } finally {
        await context.close();
      }
    });
  }
});
