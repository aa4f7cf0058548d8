import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { guestBalance, logInBrowser, onlineActorIds, setActorOnline, signup, topUp } from '../support/api';
import { E2E_PORT, INTERNAL_SECRET } from '../support/ports';
import { E2E_LIVECHAT_MINUTE_MS } from '../support/server-env';

const rest = `http://localhost:${E2E_PORT}/rest/v1`;

interface Actor {
  id: number;
  name: string;
  bannedCountryCodes: string[];
  isLivePreviewEnabled: boolean;
  isVoyeurChatAvailable: boolean;
  isCurrentlyTicketShow: boolean;
  freeChat: boolean;
  chatPrices: { videoChat: { value: number }; voyeurChat: { value: number } };
  chatButtonConfig: { buttonText: string };
  chatFeatures: { audio: boolean };
}

async function onlineActors(request: APIRequestContext, count = 80): Promise<Actor[]> {
  const ids = (await onlineActorIds(request, 1000)).slice(0, count);
  return Promise.all(ids.map(async (id) => (await (await request.get(`${rest}/actor/getActorDataByIdOrName/${id}`)).json()) as Actor));
}

/** Online actors whose button starts a paid video chat, each used by one test only (sessions and previews are per actor). */
async function videoChatActors(request: APIRequestContext): Promise<Actor[]> {
  return (await onlineActors(request)).filter(
    (a) => a.bannedCountryCodes.length === 0 && a.chatButtonConfig.buttonText === 'online' && !a.isCurrentlyTicketShow && !a.freeChat,
  );
}

async function history(request: APIRequestContext, token: string): Promise<{ sessions: { price: number; minutesBilled: number; exitCode: number }[] }> {
  const response = await request.get(`${rest}/livechat/history?first=10&offset=0`, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.ok()).toBe(true);
  return response.json();
}

const profilePath = (actor: Actor) => `/en/amateur/${actor.name.toLowerCase()}/`;

/** Playback, not just a <video>: its clock advances and at least one frame was decoded. */
async function expectPlaying(video: Locator): Promise<void> {
  await expect(video).toBeVisible();
  const readState = () =>
    video.evaluate((element: HTMLVideoElement) => ({ time: element.currentTime, frames: element.getVideoPlaybackQuality().totalVideoFrames }));
  await expect.poll(async () => (await readState()).frames, { timeout: 20_000 }).toBeGreaterThan(0);
  const first = await readState();
  await expect.poll(async () => (await readState()).time, { timeout: 10_000 }).toBeGreaterThan(first.time + 0.5);
}

async function ticketShow(request: APIRequestContext, actorId: number, action: 'start' | 'stop'): Promise<void> {
  const response = await request.post(`${rest}/internal/actor/${actorId}/ticketShow/${action}`, { headers: { 'x-internal-secret': INTERNAL_SECRET } });
  expect(response.ok()).toBe(true);
}

async function startFromProfile(page: Page, actor: Actor, testId = 'chat-button'): Promise<Locator> {
  await page.goto(profilePath(actor));
  await page.getByTestId(testId).click();
  const session = page.getByTestId('chat-session');
  await expect(session).toBeVisible();
  return session;
}

test.describe('live chat', () => {
  test.describe.configure({ timeout: 120_000 });

  test('the live preview plays, ends with the preview-limit code and stays used up after a reload', async ({ page, context, request }) => {
    const actor = (await videoChatActors(request)).find((a) => a.isLivePreviewEnabled);
    expect(actor).toBeTruthy();
    const guest = await signup(request);
    await logInBrowser(context, guest);
    await page.goto(profilePath(actor!));
    const preview = page.getByTestId('live-preview');
    await expectPlaying(preview.getByTestId('live-video'));
    await expect(preview.getByTestId('preview-countdown')).toBeVisible();
    await expect(preview.getByTestId('preview-exit')).toBeVisible({ timeout: 15_000 });
    await expect(preview.getByTestId('preview-exit')).toHaveAttribute('data-exit-code', '401');
    await expect(preview.getByTestId('preview-offer')).toBeVisible();
    // The server counts: a reload gets no second preview.
    await page.reload();
    await expect(page.getByTestId('live-preview').getByTestId('preview-exit')).toHaveAttribute('data-exit-code', '401');
    await expect(page.getByTestId('live-preview').getByTestId('live-video')).toHaveCount(0);
  });

  test('a paid session plays, bills each minute exactly and ends with 501 at zero balance with a receipt', async ({ page, context, request }) => {
    const actor = (await videoChatActors(request))[0];
    const price = actor.chatPrices.videoChat.value;
    const guest = await signup(request);
    const balance = await topUp(request, guest.token, 'eur-499');
    const affordable = Math.floor(balance / price);
    expect(affordable).toBeGreaterThanOrEqual(1);
    await logInBrowser(context, guest);
    const session = await startFromProfile(page, actor);
    await expectPlaying(session.getByTestId('live-video'));
    const meter = session.getByTestId('chat-meter');
    await expect(meter).toHaveAttribute('data-minutes', '1');
    await expect(meter).toHaveAttribute('data-coins-spent', String(price));

    const receipt = page.getByTestId('chat-receipt');
    await expect(receipt).toBeVisible({ timeout: (affordable + 2) * E2E_LIVECHAT_MINUTE_MS + 10_000 });
    await expect(receipt).toHaveAttribute('data-exit-code', '501');
    await expect(receipt.getByTestId('receipt-total')).toHaveText(new RegExp(`\\b${price * affordable}\\b`));
    expect(await guestBalance(request, guest.token)).toBe(balance - price * affordable);

    const [ended] = (await history(request, guest.token)).sessions;
    expect(ended).toMatchObject({ price: price * affordable, minutesBilled: affordable, exitCode: 501 });

    await receipt.getByTestId('rate-like').click();
    await expect(page.getByTestId('rating-thanks')).toBeVisible();
  });

  test('a top-up during the session continues it', async ({ page, context, request }) => {
    const actor = (await videoChatActors(request))[1];
    const price = actor.chatPrices.videoChat.value;
    const guest = await signup(request);
    const balance = await topUp(request, guest.token, 'eur-499');
    const affordable = Math.floor(balance / price);
    await logInBrowser(context, guest);
    const session = await startFromProfile(page, actor);
    const meter = session.getByTestId('chat-meter');
    await expect(meter).toHaveAttribute('data-minutes', '1');
    const added = (await topUp(request, guest.token, 'eur-499')) - (balance - price);
    expect(added).toBeGreaterThan(0);
    // Past the minutes the first balance paid for, the session still runs.
    await expect(meter).toHaveAttribute('data-minutes', String(affordable + 1), { timeout: (affordable + 2) * E2E_LIVECHAT_MINUTE_MS + 10_000 });
    await expect(page.getByTestId('chat-receipt')).toHaveCount(0);
    await session.getByTestId('chat-end').click();
    const confirm = page.getByTestId('chat-end-yes');
    if (await confirm.isVisible()) await confirm.click();
    const receipt = page.getByTestId('chat-receipt');
    await expect(receipt).toHaveAttribute('data-exit-code', '100');
    const [ended] = (await history(request, guest.token)).sessions;
    expect(ended.minutesBilled).toBeGreaterThan(affordable);
    expect(ended.price).toBe(price * ended.minutesBilled);
    expect(await guestBalance(request, guest.token)).toBe(balance + added - ended.price);
  });

  test('a chat message with markup shows as text, and the actor answers', async ({ page, context, request }) => {
    const actor = (await videoChatActors(request))[2];
    const guest = await signup(request);
    await topUp(request, guest.token);
    await logInBrowser(context, guest);
    const session = await startFromProfile(page, actor);
    const markup = '<img src=x onerror="window.__owned=1"><b>bold</b>';
    await session.getByTestId('chat-composer').getByRole('textbox').fill(markup);
    await session.getByTestId('chat-composer').getByRole('textbox').press('Enter');
    await expect(session.getByTestId('chat-message').filter({ hasText: markup })).toBeVisible();
    await expect(session.locator('b', { hasText: 'bold' })).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __owned?: number }).__owned)).toBeUndefined();
    // The simulated actor greets and replies.
    await expect.poll(async () => session.locator('[data-testid="chat-message"][data-sender="actor"]').count(), { timeout: 15_000 }).toBeGreaterThan(0);
  });

  test('a voyeur watches but cannot type', async ({ page, context, request }) => {
    const actor = (await onlineActors(request)).find((a) => a.isVoyeurChatAvailable && a.bannedCountryCodes.length === 0 && !a.isCurrentlyTicketShow);
    expect(actor).toBeTruthy();
    const guest = await signup(request);
    await topUp(request, guest.token);
    await logInBrowser(context, guest);
    await page.goto(profilePath(actor!));
    const button = page.getByTestId('chat-button').getAttribute('data-kind');
    const session = await startFromProfile(page, actor!, (await button) === 'voyeur' ? 'chat-button' : 'chat-button-voyeur');
    await expectPlaying(session.getByTestId('live-video'));
    await expect(session.getByTestId('chat-composer').getByRole('textbox')).toBeDisabled();
    await expect(session.getByTestId('composer-closed')).toBeVisible();
  });

  test('a voice call through the query service opens as a session', async ({ page, context, request }) => {
    const actor = (await videoChatActors(request)).slice(6).find((a) => a.chatFeatures.audio);
    expect(actor).toBeTruthy();
    const guest = await signup(request);
    await topUp(request, guest.token);
    await logInBrowser(context, guest);
    const session = await startFromProfile(page, actor!, 'chat-button-voicecall');
    await expect(session.getByTestId('chat-meter')).toHaveAttribute('data-minutes', '1');
    const current = await request.get(`${rest}/livechat/current`, { headers: { Authorization: `Bearer ${guest.token}` } });
    expect(((await current.json()) as { session: { kind: string } }).session.kind).toBe('voicecall');
  });

  test('a ticket show admits ticket holders only', async ({ page, context, browser, request }) => {
    // A holder: a ticket for an upcoming show of an actor, who is online when her show starts.
    const shows = (await (await request.get(`${rest}/camshows?first=100&status=upcoming`)).json()) as {
      shows: { id: number; actorId: number; canBuy: boolean; price: { value: number } }[];
    };
    const show = shows.shows.find((s) => s.canBuy);
    expect(show).toBeTruthy();
    await setActorOnline(request, show!.actorId, true);
    const actor = (await (await request.get(`${rest}/actor/getActorDataByIdOrName/${show!.actorId}`)).json()) as Actor;
    const holder = await signup(request);
    await topUp(request, holder.token);
    const bought = await request.post(`${rest}/camshows/${show!.id}/ticket`, { headers: { Authorization: `Bearer ${holder.token}` }, data: { creationType: 'C', idempotencyKey: `e2e-ticket-${holder.token.slice(-12)}` } });
    expect(((await bought.json()) as { success: boolean }).success).toBe(true);

    // A guest without a ticket, already in a video chat with her.
    const other = await signup(request);
    await topUp(request, other.token);
    await logInBrowser(context, other);
    const session = await startFromProfile(page, actor);
    await expect(session.getByTestId('chat-meter')).toHaveAttribute('data-minutes', '1');

    await ticketShow(request, actor.id, 'start');
    try {
      // The show starts: the guest without a ticket is shown out with 908 and cannot come back in …
      await expect(page.getByTestId('chat-receipt')).toHaveAttribute('data-exit-code', '908');
      await page.goto(profilePath(actor));
      await page.getByTestId('chat-button').click();
      await expect(page.getByTestId('chat-error')).toHaveAttribute('data-error', 'ticket_required');

      // … while the holder is let in to the show, free of minute charges.
      const holderContext = await browser.newContext();
      await logInBrowser(holderContext, holder);
      const holderPage = await holderContext.newPage();
      const holderBalance = await guestBalance(request, holder.token);
      const show = await startFromProfile(holderPage, actor);
      await expectPlaying(show.getByTestId('live-video'));
      await expect(show.getByTestId('chat-meter')).toHaveAttribute('data-coins-spent', '0');
      expect(await guestBalance(request, holder.token)).toBe(holderBalance);
      await holderContext.close();
    } finally {
      await ticketShow(request, actor.id, 'stop');
    }
  });

  test('at 375 px the video sits above the chat and the controls are in reach', async ({ browser, request }) => {
    const actor = (await videoChatActors(request))[4];
    const guest = await signup(request);
    await topUp(request, guest.token);
    const context = await browser.newContext({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });
    await logInBrowser(context, guest);
    const page = await context.newPage();
    const session = await startFromProfile(page, actor);
    const video = session.getByTestId('live-video');
    await expectPlaying(video);
    const composer = session.getByTestId('chat-composer');
    const end = session.getByTestId('chat-end');
    const [videoBox, composerBox, endBox] = await Promise.all([video.boundingBox(), composer.boundingBox(), end.boundingBox()]);
    expect(videoBox!.y + videoBox!.height).toBeLessThanOrEqual(composerBox!.y + 1);
    for (const box of [videoBox!, composerBox!, endBox!]) {
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(376);
    }
    expect(endBox!.y + endBox!.height).toBeLessThanOrEqual(740);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await end.click();
    await context.close();
  });
});
