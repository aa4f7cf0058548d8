/**
 * What the live-chat measurements share: guests made the way the end-to-end suite makes them
 * (signup, the mailed confirmation link from the internal outbox, a top-up through the demo
 * provider's checkout), a guest's socket (requestSession with the access token: a start needs a
 * connected socket of the guest), starting and ending sessions over REST (server/docs/live-chat.md),
 * the online actors whose chat button starts a paid video chat, and waiting for a live stream's
 * playlists to answer 200 (a clip is made in the background after the server starts;
 * server/docs/live-streams.md).
 */
import { sleep } from './stats.mjs';

export { closeSocket, loadWebSocket } from './ws.mjs';

const INTERNAL_HEADER = 'x-internal-secret';
export const PASSWORD = 'correct-horse-battery';

/** The `ws` the server itself depends on (declared in server/package.json), as fanout.mjs loads it. */

const bearer = (token) => ({ authorization: `Bearer ${token}` });

async function json(response, what) {
  const text = await response.text();
  if (!response.ok) throw new Error(`${what}: HTTP ${response.status} ${text.slice(0, 200)}`);
  return text ? JSON.parse(text) : {};
}

let counter = 0;

/**
 * A new, confirmed guest: { email, token, refreshToken }. The refresh token (the `vx_refresh`
 * cookie of the confirm answer) logs a browser context in; the access token serves REST and sockets.
 */
export async function signupGuest(baseUrl, secret) {
  counter += 1;
  const email = `bench${Date.now()}${process.pid}${counter}@example.com`;
  const rest = (path) => new URL(`/rest/v1/${path}`, baseUrl);
  const signup = await fetch(rest('vxpay/signup'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD, language: 'en' }),
  });
  if (signup.status !== 202) throw new Error(`vxpay/signup: HTTP ${signup.status} ${(await signup.text()).slice(0, 200)}`);
  const { mails } = await json(await fetch(rest(`internal/outbox?email=${encodeURIComponent(email)}`), { headers: { [INTERNAL_HEADER]: secret } }), 'internal/outbox');
  const mail = mails.find((m) => m.kind === 'signup');
  if (!mail) throw new Error(`no signup mail to ${email}`);
  const token = new URL(mail.link, 'http://x').searchParams.get('token');
  const confirm = await fetch(rest('vxpay/signup/confirm'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token }),
  });
  const cookie = confirm.headers.getSetCookie().find((c) => c.startsWith('vx_refresh='));
  const { accessToken } = await json(confirm, 'vxpay/signup/confirm');
  return { email, token: accessToken, refreshToken: cookie ? cookie.slice('vx_refresh='.length).split(';')[0] : '' };
}

/** Coins through the demo provider, as its checkout's Pay button does; returns the new balance. */
export async function topUp(baseUrl, token, packageId = 'eur-4999') {
  const { checkoutUrl } = await json(
    await fetch(new URL('/rest/v1/vxpay/moneycharge', baseUrl), {
      method: 'POST',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      body: JSON.stringify({ packageId }),
    }),
    'vxpay/moneycharge',
  );
  // The confirm form redirects to the signed vxpay/onsuccess callback, which credits.
  const paid = await fetch(new URL(`${checkoutUrl}/confirm`, baseUrl), { method: 'POST' });
  await paid.arrayBuffer();
  if (!paid.ok) throw new Error(`checkout confirm: HTTP ${paid.status}`);
  return balanceOf(baseUrl, token);
}

export async function balanceOf(baseUrl, token) {
  return (await json(await fetch(new URL('/rest/v1/guest/getGuestBalance', baseUrl), { headers: bearer(token) }), 'guest/getGuestBalance')).balance;
}

/**
 * Opens a socket of the guest and resolves once the server acknowledged the login on it.
 * onEvent(message) sees every event after that.
 */
export function openGuestSocket(WebSocket, baseUrl, token, onEvent = () => {}, timeoutMs = 30_000) {
  const ws = new WebSocket(new URL('/ws', baseUrl).href.replace(/^http/, 'ws'));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      ws.terminate();
      reject(new Error('no sessionAcknowledge within 30 s'));
    }, timeoutMs);
    let acknowledged = false;
    ws.on('open', () => ws.send(JSON.stringify({ type: 'requestSession', language: 'en', accessToken: token })));
    ws.on('message', (data) => {
      const message = JSON.parse(data);
      if (!acknowledged && message.type === 'sessionAcknowledge' && message.guestId) {
        acknowledged = true;
        clearTimeout(timer);
        resolve(ws);
      } else if (!acknowledged && message.type === 'sessionExpired') {
        clearTimeout(timer);
        ws.terminate();
        reject(new Error('socket login refused (sessionExpired)'));
      } else if (acknowledged) onEvent(message);
    });
    ws.on('error', (error) => {
      clearTimeout(timer);
      if (!acknowledged) reject(error);
    });
  });
}

/** POST livechat/start: the session, or throws with the refusal. */
export async function startChat(baseUrl, token, { actorId, sequence, kind = 'videoChat' }) {
  const answer = await json(
    await fetch(new URL('/rest/v1/livechat/start', baseUrl), {
      method: 'POST',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      body: JSON.stringify({ actorId, kind, sequence }),
    }),
    'livechat/start',
  );
  if (!answer.success) throw new Error(`livechat/start refused: ${answer.error} (${answer.exitCode})`);
  return answer.data;
}

/** POST livechat/:chatId/end: the receipt (also for a session that had ended already). */
export async function endChat(baseUrl, token, chatId) {
  return json(
    await fetch(new URL(`/rest/v1/livechat/${encodeURIComponent(chatId)}/end`, baseUrl), {
      method: 'POST',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      body: JSON.stringify({ exitCode: 100 }),
    }),
    'livechat/end',
  );
}

export async function chatHistory(baseUrl, token, first = 20) {
  return json(await fetch(new URL(`/rest/v1/livechat/history?first=${first}&offset=0`, baseUrl), { headers: bearer(token) }), 'livechat/history');
}

export async function billingMetrics(baseUrl, secret) {
  return json(await fetch(new URL('/rest/v1/internal/livechat/metrics', baseUrl), { headers: { [INTERNAL_HEADER]: secret } }), 'internal/livechat/metrics');
}

/**
 * Online actors whose chat button starts a paid video chat (as the e2e suite picks them): no banned
 * country, no ticket show, no free chat. With their profile path, price and whether the profile
 * shows a live preview (which would load the player before the click).
 */
export async function videoChatActors(baseUrl, secret, limit = 200) {
  const online = await json(
    await fetch(new URL(`/rest/v1/internal/actors/online?limit=${limit}`, baseUrl), { headers: { [INTERNAL_HEADER]: secret } }),
    'internal/actors/online',
  );
  const ids = (Array.isArray(online) ? online : online.actors).map((a) => a.id);
  const actors = [];
  for (let i = 0; i < ids.length; i += 20) {
    const batch = await Promise.all(
      ids.slice(i, i + 20).map(async (id) => json(await fetch(new URL(`/rest/v1/actor/getActorDataByIdOrName/${id}`, baseUrl)), `actor ${id}`)),
    );
    actors.push(...batch);
  }
  return actors
    .filter((a) => a.bannedCountryCodes.length === 0 && a.chatButtonConfig?.buttonText === 'online' && !a.isCurrentlyTicketShow && !a.freeChat)
    .map((a) => ({
      id: a.id,
      name: a.name,
      path: `/en/amateur/${a.name.toLowerCase()}/`,
      price: a.chatPrices.videoChat.value,
      preview: Boolean(a.isLivePreviewEnabled),
    }));
}

/**
 * Waits until a session's stream answers 200 for its master playlist, a media playlist and that
 * playlist's newest segment (a clip not made yet answers 503). Returns ms waited.
 */
export async function waitForStream(baseUrl, streamUrl, timeoutMs = 120_000) {
  const started = Date.now();
  let last = '';
  while (Date.now() - started < timeoutMs) {
    const master = await fetch(new URL(streamUrl, baseUrl));
    const masterText = await master.text();
    if (master.ok) {
      const variant = new URL(masterText.split('\n').find((line) => line && !line.startsWith('#')), master.url);
      const media = await fetch(variant);
      const mediaText = await media.text();
      const segment = mediaText.split('\n').filter((line) => line && !line.startsWith('#')).at(-1);
      if (media.ok && segment) {
        const ts = await fetch(new URL(segment, variant));
        await ts.arrayBuffer();
        if (ts.ok) return Date.now() - started;
      }
      last = `media playlist ${media.status}`;
    } else last = `master ${master.status} ${masterText.slice(0, 80)}`;
    await sleep(1_000);
  }
  throw new Error(`stream not ready within ${timeoutMs} ms (${last})`);
}

/** Runs fn over items, at most `limit` at a time; results in order. */
export async function mapLimit(items, limit, fn) {
  const results = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await fn(items[index], index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
