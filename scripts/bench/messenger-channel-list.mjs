/**
 * The messenger's channel list, first render with 500 channels (issue 13 §6), in Chromium against
 * the production build.
 *
 * A server of its own with 600 actors (the seed's 300 are too few). One guest is signed up and her
 * 500 channels are opened as the messenger opens them (GET messenger/channel/actor/:actorId), each
 * with one message sent over her sockets (a free one), so every row has a last message time as on
 * the site. Each run is a fresh context (empty cache, a first visit) logged in as she is after a
 * login (the refresh cookie of POST vxpay/login, docs in e2e/support/api.ts `logInBrowser`); the
 * clock starts with the navigation to /en/messenger/ (the page's time origin) and an observer set
 * before any script of the page records when the first channel row is in the document and visible,
 * and when the list is complete: the 500th row in the document (a virtualised list: its last row). The channel page's own fetch (the query service's
 * messengerChannels, one request of 500) is reported beside it to tell waiting from rendering.
 */
import { startSystem } from '../lib/system.mjs';
import { BENCH_SECRET, benchServerEnv } from './server-env.mjs';
import { newContext } from './browser.mjs';
import { closeSocket, loadWebSocket, mapLimit, openGuestSocket, PASSWORD, signupGuest } from './livechat-kit.mjs';
import { openChannel, sendText } from './messenger-kit.mjs';
import { median, round } from './stats.mjs';

const CHANNELS = 500;
const ROW = '[data-testid="messenger-channel"]';
/** The socket takes a burst of 100 messages; five sockets of the guest send the 500 at once. */
const SEED_SOCKETS = 5;

/** Opens the guest's channels and sends one text to each; resolves when all are acknowledged. */
async function seedChannels(root, baseUrl, token) {
  const channels = await mapLimit(
    Array.from({ length: CHANNELS }, (_, i) => i + 1),
    8,
    (actorId) => openChannel(baseUrl, token, actorId),
  );
  const WebSocket = loadWebSocket(root);
  const waiting = new Map();
  const onEvent = (message) => {
    if (message.type === 'messengerMessageAck' || message.type === 'messengerMessageRefused') {
      waiting.get(message.clientId)?.(message);
      waiting.delete(message.clientId);
    }
  };
  const sockets = await Promise.all(Array.from({ length: SEED_SOCKETS }, () => openGuestSocket(WebSocket, baseUrl, token, onEvent)));
  try {
    const answers = await Promise.all(
      channels.map(
        (channel, i) =>
          new Promise((resolve) => {
            const clientId = `seed-${channel.id}-${Date.now()}`;
            waiting.set(clientId, resolve);
            sendText(sockets[i % SEED_SOCKETS], channel.id, clientId, `Hello ${i + 1}`);
          }),
      ),
    );
    const refused = answers.filter((answer) => answer.type !== 'messengerMessageAck');
    if (refused.length) throw new Error(`${refused.length} seed messages refused (${refused[0].code})`);
  } finally {
    await Promise.all(sockets.map(closeSocket));
  }
}

/** A new login of the guest: the refresh token POST vxpay/login sets, which logs one browser context in. */
async function refreshTokenOf(baseUrl, email) {
  const response = await fetch(new URL('/rest/v1/vxpay/login', baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  await response.arrayBuffer();
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith('vx_refresh='));
  if (!response.ok || !cookie) throw new Error(`vxpay/login: HTTP ${response.status}`);
  return cookie.slice('vx_refresh='.length).split(';')[0];
}

/**
 * Runs in the page before its scripts: stamps the first visible row, and each change of the number of
 * rows, so the last stamp is when the list was complete (all 500, or as many as a virtualised list keeps).
 */
function watchRows({ row }) {
  const timing = { firstMs: null, lastChangeMs: null, rows: 0 };
  window.__channelListTiming = timing;
  const check = () => {
    const rows = document.querySelectorAll(row);
    if (timing.firstMs === null && rows.length > 0) {
      const rect = rows[0].getBoundingClientRect();
      if (rect.width > 0 && rect.height > 0) timing.firstMs = performance.now();
    }
    if (rows.length !== timing.rows) {
      timing.rows = rows.length;
      timing.lastChangeMs = performance.now();
    }
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true });
}

async function oneRun(browser, baseUrl, email) {
  const refreshToken = await refreshTokenOf(baseUrl, email);
  const context = await newContext(browser);
  try {
    await context.addCookies([
      { name: 'vx_refresh', value: refreshToken, domain: 'localhost', path: '/rest/v1/vxpay/session', httpOnly: true, sameSite: 'Strict', secure: false },
    ]);
    await context.addInitScript(() => window.localStorage.setItem('vx.session', '1'));
    await context.addInitScript(watchRows, { row: ROW });
    const page = await context.newPage();
    await page.goto(new URL('/en/messenger/', baseUrl).href);
    // Complete: rows shown and their number unchanged for a second.
    await page.waitForFunction(
      () => window.__channelListTiming.firstMs !== null && performance.now() - window.__channelListTiming.lastChangeMs > 1_000,
      null,
      { timeout: 30_000 },
    );
    return await page.evaluate(() => {
      const query = performance
        .getEntriesByType('resource')
        .find((entry) => entry.initiatorType === 'fetch' && entry.name.includes('/vxql') && entry.transferSize > 50_000);
      const { firstMs, lastChangeMs, rows } = window.__channelListTiming;
      return {
        firstMs,
        allMs: lastChangeMs,
        rows,
        channelsFetchStartMs: query?.startTime ?? null,
        channelsFetchEndMs: query?.responseEnd ?? null,
      };
    });
  } finally {
    await context.close();
  }
}

export async function measureMessengerChannelList(browser, { root, port, stdio, runs = 5 }) {
  const system = await startSystem({
    port,
    env: benchServerEnv({ VOD_VIDEOS: 'off', SEED_ACTORS: '600' }),
    stdio,
  });
  try {
    const guest = await signupGuest(system.url, BENCH_SECRET);
    await seedChannels(root, system.url, guest.token);
    // A first run warms the server (its first channel query, its JIT); it is reported apart.
    const warmup = await oneRun(browser, system.url, guest.email);
    const samples = [];
    for (let i = 0; i < runs; i += 1) samples.push(await oneRun(browser, system.url, guest.email));
    // A virtualised list keeps fewer rows in the document: the figure says how many.
    const rows = Math.min(...samples.map((s) => s.rows));
    const pick = (key) => samples.map((s) => s[key]).filter((v) => v !== null);
    return {
      channels: CHANNELS,
      rowsInDocument: rows,
      runs,
      firstRowMedianMs: round(median(pick('firstMs'))),
      allRowsMedianMs: round(median(pick('allMs'))),
      allRowsMaxMs: round(Math.max(...pick('allMs'))),
      channelsFetchEndMedianMs: round(median(pick('channelsFetchEndMs'))),
      warmupAllRowsMs: round(warmup.allMs),
      samples: samples.map((s) => Object.fromEntries(Object.entries(s).map(([k, v]) => [k, typeof v === 'number' ? round(v) : v]))),
    };
  } finally {
    await system.stop();
  }
}
