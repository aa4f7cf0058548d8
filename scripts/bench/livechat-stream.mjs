/**
 * Budget: live stream, click → first decoded frame ≤ 1 s, and the player's latency behind the live
 * edge ≤ 3 s (DESIGN.md §6, issue 10 §4).
 *
 * Each start is a new guest (signed up, confirmed and topped up over REST as the e2e suite does)
 * in a fresh browser context, so every start is a first visit (the player's hls.js chunk is not
 * cached), logged in by its refresh cookie. On an online actor's profile (an actor whose profile
 * shows no live preview when there is one: a preview would have loaded the player before the
 * click), once the guest's socket is logged in (a start needs it), the chat button is clicked inside
 * the page and the clock runs there (performance.now()), so Playwright's round trips are not
 * counted. An init script watches for the session's <video data-testid="live-video"> and asks it
 * for requestVideoFrameCallback: the first frame handed to the compositor stops the clock; a rAF
 * loop polling getVideoPlaybackQuality().totalVideoFrames is the fallback (and is reported beside).
 * The actors' clips are made warm first (a REST start per actor until its playlists and a segment
 * answer 200), so the 503 of a clip still being encoded after the server's start is not counted.
 *
 * Latency: after 5 s of play, three samples one second apart of what the player shows in
 * `data-testid="live-latency"` (hls.js' `latency`, "1.8 s behind live", read from its text since it
 * has no attribute with the number), and beside it an estimate from the clock: now minus the
 * EXT-X-PROGRAM-DATE-TIME of the frame at currentTime (the first media playlist's first segment is
 * hls.js' time 0 on a live stream; segments are 1.000 s). The latter includes the second of the
 * segment still being "recorded", which hls.js' edge does not.
 */
import { newContext } from './browser.mjs';
import { closeSocket, endChat, loadWebSocket, mapLimit, openGuestSocket, signupGuest, startChat, topUp, videoChatActors, waitForStream } from './livechat-kit.mjs';
import { median, percentile, round, sleep } from './stats.mjs';

const PLAY_BEFORE_LATENCY_MS = 5_000;
const LATENCY_SAMPLES = 3;
const FRAME_TIMEOUT_MS = 30_000;

/** Runs in every page before its scripts: notes each session video and its first presented frame. */
function watchSessionVideos() {
  const seen = new WeakSet();
  const videos = [];
  window.__benchLiveVideos = videos;
  const watch = (video) => {
    if (seen.has(video)) return;
    seen.add(video);
    const entry = { video, attachedAt: performance.now(), rvfcAt: null, presentationTime: null, polledAt: null };
    videos.push(entry);
    if (typeof video.requestVideoFrameCallback === 'function') {
      video.requestVideoFrameCallback((_now, metadata) => {
        entry.rvfcAt = performance.now();
        entry.presentationTime = metadata.presentationTime;
      });
    }
  };
  const scan = () => {
    for (const video of document.querySelectorAll('[data-testid="chat-session"] video[data-testid="live-video"]')) watch(video);
  };
  new MutationObserver(scan).observe(document, { childList: true, subtree: true });
}

/** Runs in the page: clicks the chat button and resolves with the time to the session's first frame. */
function clickUntilFirstFrame(button, { timeoutMs }) {
  return new Promise((resolve) => {
    const t0 = performance.now();
    const hasRvfc = typeof HTMLVideoElement.prototype.requestVideoFrameCallback === 'function';
    button.click();
    const tick = () => {
      const now = performance.now();
      const entry = window.__benchLiveVideos.find((e) => e.attachedAt >= t0 && e.video.isConnected);
      if (entry && entry.polledAt === null && entry.video.getVideoPlaybackQuality().totalVideoFrames > 0) entry.polledAt = now;
      const error = document.querySelector('[data-testid="chat-error"]');
      // requestVideoFrameCallback is waited for up to 2 s after frames were decoded, then the poll counts.
      if (entry && entry.polledAt !== null && (entry.rvfcAt !== null || !hasRvfc || now - entry.polledAt > 2_000)) {
        const resources = performance
          .getEntriesByType('resource')
          .filter((r) => r.startTime >= t0)
          .map((r) => ({ url: r.name.replace(/grant=[^&]+/, 'grant=…'), startMs: Math.round(r.startTime - t0), endMs: Math.round(r.responseEnd - t0) }));
        resolve({
          ms: (entry.rvfcAt ?? entry.polledAt) - t0,
          via: entry.rvfcAt !== null ? 'requestVideoFrameCallback' : 'totalVideoFrames',
          polledMs: entry.polledAt - t0,
          presentationMs: entry.presentationTime === null ? null : entry.presentationTime - t0,
          videoAttachedMs: entry.attachedAt - t0,
          resources,
        });
      } else if (error && !entry) {
        resolve({ ms: null, error: error.getAttribute('data-error') ?? error.textContent });
      } else if (now - t0 > timeoutMs) {
        resolve({ ms: null, error: `no frame within ${timeoutMs} ms (video ${entry ? 'attached' : 'not attached'})` });
      } else requestAnimationFrame(tick);
    };
    tick();
  });
}

/** The player's own figure ("1.8 s behind live" → 1.8) and the clock estimate, in the page. */
function readLatency({ pdt0Ms }) {
  const session = document.querySelector('[data-testid="chat-session"]');
  const video = session?.querySelector('video[data-testid="live-video"]');
  const shown = session?.querySelector('[data-testid="live-latency"]');
  const attribute = shown?.getAttribute('data-latency');
  const match = /(\d+(?:[.,]\d+)?)\s*s\b/.exec(shown?.textContent ?? '');
  const player = attribute != null && attribute !== '' ? Number(attribute) : match ? Number(match[1].replace(',', '.')) : null;
  return {
    playerS: player,
    from: attribute != null && attribute !== '' ? 'data-latency' : 'text',
    clockS: video && pdt0Ms !== null ? (Date.now() - (pdt0Ms + video.currentTime * 1000)) / 1000 : null,
    currentTime: video?.currentTime ?? null,
    status: session?.querySelector('[data-stream-status]')?.getAttribute('data-stream-status') ?? null,
  };
}

/** The first EXT-X-PROGRAM-DATE-TIME of a media playlist, ms since the epoch. */
function firstProgramDateTime(text) {
  const match = /#EXT-X-PROGRAM-DATE-TIME:(\S+)/.exec(text);
  return match ? Date.parse(match[1]) : null;
}

async function logIn(context, guest) {
  await context.addCookies([
    { name: 'vx_refresh', value: guest.refreshToken, domain: 'localhost', path: '/rest/v1/vxpay/session', httpOnly: true, sameSite: 'Strict', secure: false },
  ]);
  await context.addInitScript(() => window.localStorage.setItem('vx.session', '1'));
}

async function oneStart(browser, baseUrl, guest, actor) {
  const context = await newContext(browser);
  try {
    await logIn(context, guest);
    await context.addInitScript(watchSessionVideos);
    const page = await context.newPage();
    let socketLoggedIn;
    const loggedIn = new Promise((resolve) => {
      socketLoggedIn = resolve;
    });
    page.on('websocket', (ws) =>
      ws.on('framereceived', ({ payload }) => {
        if (typeof payload === 'string' && payload.includes('"sessionAcknowledge"') && /"guestId":\d/.test(payload)) socketLoggedIn();
      }),
    );
    let firstPlaylist = null;
    let startAnswer = null;
    page.on('response', (response) => {
      if (firstPlaylist === null && /\/live\.m3u8/.test(response.url()) && response.ok()) firstPlaylist = response.text().catch(() => '');
      if (/\/livechat\/start$/.test(response.url())) {
        startAnswer = response.text().then(
          (text) => `${response.status()} ${text.slice(0, 160)}`,
          () => String(response.status()),
        );
      }
    });
    await page.goto(new URL(actor.path, baseUrl).href, { waitUntil: 'load', timeout: 60_000 });
    const button = page.getByTestId('chat-button').first();
    await button.waitFor({ state: 'visible', timeout: 30_000 });
    await Promise.race([loggedIn, sleep(30_000).then(() => Promise.reject(new Error('the page’s socket was not logged in within 30 s')))]);
    await page.waitForFunction(() => {
      const b = document.querySelector('[data-testid="chat-button"]');
      return b && !b.disabled;
    });

    const frame = await button.evaluate(clickUntilFirstFrame, { timeoutMs: FRAME_TIMEOUT_MS });
    // A refused or failed start: what livechat/start answered.
    if (frame.ms === null && startAnswer) frame.error = `${frame.error}; livechat/start answered ${await startAnswer}`;
    const latency = [];
    if (frame.ms !== null) {
      const pdt0Ms = firstPlaylist ? firstProgramDateTime(await firstPlaylist) : null;
      await sleep(PLAY_BEFORE_LATENCY_MS);
      for (let i = 0; i < LATENCY_SAMPLES; i += 1) {
        if (i > 0) await sleep(1_000);
        latency.push(await page.evaluate(readLatency, { pdt0Ms }));
      }
    }
    return { ...frame, latency };
  } finally {
    await context.close();
  }
}

/** Makes each actor's clip warm: a REST session per actor until its stream answers 200. */
async function warmClips(root, baseUrl, secret, actors) {
  const WebSocket = loadWebSocket(root);
  const guest = await signupGuest(baseUrl, secret);
  await topUp(baseUrl, guest.token);
  const ws = await openGuestSocket(WebSocket, baseUrl, guest.token);
  const waitedMs = {};
  try {
    let sequence = 0;
    for (const actor of actors) {
      sequence += 1;
      const session = await startChat(baseUrl, guest.token, { actorId: actor.id, sequence });
      try {
        waitedMs[actor.id] = await waitForStream(baseUrl, session.streamUrl);
      } finally {
        await endChat(baseUrl, guest.token, session.chatId);
      }
    }
  } finally {
    await closeSocket(ws);
  }
  return waitedMs;
}

async function currentChatId(baseUrl, token) {
  const response = await fetch(new URL('/rest/v1/livechat/current', baseUrl), { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) return null;
  return (await response.json()).session?.chatId ?? null;
}

export async function measureLiveStream(browser, { root, baseUrl, secret, starts = 20, actorCount = 4 }) {
  const candidates = await videoChatActors(baseUrl, secret);
  if (candidates.length === 0) throw new Error('no online actor offers a paid video chat');
  // Actors without a live preview on their profile first: the click then starts the player cold.
  const actors = [...candidates.filter((a) => !a.preview), ...candidates.filter((a) => a.preview)].slice(0, actorCount);
  const warmWaitMs = await warmClips(root, baseUrl, secret, actors);

  const guests = await mapLimit(Array.from({ length: starts }), 4, async () => {
    const guest = await signupGuest(baseUrl, secret);
    await topUp(baseUrl, guest.token);
    return guest;
  });

  const samples = [];
  for (let i = 0; i < starts; i += 1) {
    const actor = actors[i % actors.length];
    const guest = guests[i];
    let run;
    try {
      run = await oneStart(browser, baseUrl, guest, actor);
    } catch (error) {
      run = { ms: null, error: error instanceof Error ? error.message : String(error), latency: [] };
    }
    const chatId = await currentChatId(baseUrl, guest.token);
    if (chatId) await endChat(baseUrl, guest.token, chatId).catch(() => undefined);
    samples.push({ actorId: actor.id, preview: actor.preview, ...run });
  }

  const times = samples.filter((s) => s.ms !== null).map((s) => s.ms);
  const failures = samples.filter((s) => s.ms === null).map((s) => s.error);
  const playerLatencies = samples.flatMap((s) => s.latency.map((l) => l.playerS)).filter((v) => v !== null && Number.isFinite(v));
  const clockLatencies = samples.flatMap((s) => s.latency.map((l) => l.clockS)).filter((v) => v !== null && Number.isFinite(v));
  const medianRun = samples.find((s) => s.ms === median(times));
  return {
    starts,
    started: times.length,
    failures,
    actors: actors.map((a) => ({ id: a.id, previewOnProfile: a.preview })),
    clipsWarmedMs: warmWaitMs,
    firstFrameP50Ms: round(percentile(times, 50)),
    firstFrameP95Ms: round(percentile(times, 95)),
    firstFrameMaxMs: round(percentile(times, 100)),
    firstFrameVia: [...new Set(samples.filter((s) => s.via).map((s) => s.via))],
    firstFramePolledP50Ms: round(percentile(samples.filter((s) => s.ms !== null).map((s) => s.polledMs), 50)),
    samplesMs: times.map((t) => Math.round(t)),
    resourcesOfMedianRun: medianRun?.resources,
    latencySource: samples.find((s) => s.latency.length)?.latency[0].from ?? null,
    latencySamples: playerLatencies.length,
    latencyMedianS: round(median(playerLatencies), 2),
    latencyP95S: round(percentile(playerLatencies, 95), 2),
    clockLatencyMedianS: round(median(clockLatencies), 2),
    clockLatencyP95S: round(percentile(clockLatencies, 95), 2),
  };
}
