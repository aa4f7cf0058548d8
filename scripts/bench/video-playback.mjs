/**
 * Time to first frame of a bought video (issue 11 §4): click on the player's play button → the
 * first frame handed to the compositor (requestVideoFrameCallback; a poll of
 * getVideoPlaybackQuality().totalVideoFrames is the fallback), clocked inside the page.
 *
 * Each start is a new guest (signed up, topped up, the video bought over REST) in a fresh browser
 * context, so the hls.js chunk is not cached, on the video's page (mf-chat's actorVideo with
 * mf-media's VideoDetail). The video's card is made warm first (its master playlist asked for with
 * the buyer's token until it answers 200), so the one-off encode of a video nobody has played is not
 * counted; that is reported apart (`warmMs`).
 */
import { newContext } from './browser.mjs';
import { signupGuest, topUp } from './livechat-kit.mjs';
import { percentile, round, sleep } from './stats.mjs';

const FRAME_TIMEOUT_MS = 30_000;

async function json(response, what) {
  if (!response.ok) throw new Error(`${what}: HTTP ${response.status} ${(await response.text()).slice(0, 200)}`);
  return response.json();
}

/** Paid videos a fresh guest buys and plays whole: not VIP, rated below 18, priced within one top-up. */
async function paidVideos(baseUrl, count) {
  const filter = JSON.stringify({ types: ['premium'], excludedTypes: ['vip'] });
  const { items } = await json(await fetch(new URL(`/rest/v1/videos/filtered?filter=${encodeURIComponent(filter)}&order=newest&pageSize=100`, baseUrl)), 'videos/filtered');
  const fitting = items.filter((video) => video.ageRating < 18 && video.price.value > 0 && video.price.value < 500);
  if (fitting.length === 0) throw new Error('no paid video below age rating 18');
  return Array.from({ length: count }, (_, i) => fitting[i % fitting.length]);
}

async function buyAndWarm(baseUrl, secret, video) {
  const guest = await signupGuest(baseUrl, secret);
  await topUp(baseUrl, guest.token);
  const auth = { authorization: `Bearer ${guest.token}` };
  const bought = await json(
    await fetch(new URL(`/rest/v1/video/${video.id}/buy`, baseUrl), { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify({ idempotencyKey: `bench-${guest.email}` }) }),
    'video buy',
  );
  if (!bought.success) throw new Error(`video ${video.id} not bought: ${bought.errorCode}`);
  const { stream } = await json(await fetch(new URL(`/rest/v1/video/${video.id}`, baseUrl), { headers: auth }), 'video');
  const started = Date.now();
  for (;;) {
    const response = await fetch(new URL(stream.url, baseUrl), { headers: auth });
    if (response.ok) break;
    if (response.status !== 503 || Date.now() - started > 120_000) throw new Error(`video ${video.id}: master playlist HTTP ${response.status}`);
    await sleep(500);
  }
  return { guest, warmMs: Date.now() - started };
}

/** Runs in the page: clicks play and resolves with the time to the first frame. */
function clickUntilFirstFrame(button, { timeoutMs }) {
  return new Promise((resolve) => {
    const video = document.querySelector('[data-testid="video-element"]');
    const t0 = performance.now();
    let rvfcAt = null;
    let polledAt = null;
    if (typeof video.requestVideoFrameCallback === 'function') video.requestVideoFrameCallback(() => (rvfcAt = performance.now()));
    button.click();
    const tick = () => {
      const now = performance.now();
      if (polledAt === null && video.getVideoPlaybackQuality().totalVideoFrames > 0) polledAt = now;
      if (rvfcAt !== null || (polledAt !== null && now - polledAt > 2_000)) resolve({ ms: (rvfcAt ?? polledAt) - t0, via: rvfcAt !== null ? 'requestVideoFrameCallback' : 'totalVideoFrames' });
      else if (now - t0 > timeoutMs) resolve({ ms: null, error: `no frame within ${timeoutMs} ms (player ${document.querySelector('[data-testid="video-player"]')?.getAttribute('data-status')})` });
      else requestAnimationFrame(tick);
    };
    tick();
  });
}

async function oneStart(browser, baseUrl, guest, video) {
  const context = await newContext(browser);
  try {
    await context.addCookies([
      { name: 'vx_refresh', value: guest.refreshToken, domain: 'localhost', path: '/rest/v1/vxpay/session', httpOnly: true, sameSite: 'Strict', secure: false },
    ]);
    await context.addInitScript(() => window.localStorage.setItem('vx.session', '1'));
    const page = await context.newPage();
    await page.goto(new URL(`/en/amateur/${video.model.name.toLowerCase()}/videos/${video.id}/`, baseUrl).href, { waitUntil: 'load', timeout: 60_000 });
    // The logged-in page holds the whole video's stream (the guest bought it) before the click.
    await page.locator('[data-testid="video-player"][data-preview="false"]').waitFor({ timeout: 30_000 });
    const button = page.getByTestId('big-play');
    await button.waitFor({ state: 'visible', timeout: 30_000 });
    return await button.evaluate(clickUntilFirstFrame, { timeoutMs: FRAME_TIMEOUT_MS });
  } finally {
    await context.close();
  }
}

export async function measureVideoFirstFrame(browser, { baseUrl, secret, starts = 10 }) {
  const videos = await paidVideos(baseUrl, starts);
  const samples = [];
  for (const video of videos) {
    let run;
    try {
      const { guest, warmMs } = await buyAndWarm(baseUrl, secret, video);
      run = { warmMs, ...(await oneStart(browser, baseUrl, guest, video)) };
    } catch (error) {
      run = { ms: null, error: error instanceof Error ? error.message : String(error) };
    }
    samples.push({ videoId: video.id, ...run });
  }
  const times = samples.filter((s) => s.ms !== null).map((s) => s.ms);
  return {
    starts,
    started: times.length,
    failures: samples.filter((s) => s.ms === null).map((s) => s.error),
    firstFrameP50Ms: round(percentile(times, 50)),
    firstFrameP95Ms: round(percentile(times, 95)),
    firstFrameMaxMs: round(percentile(times, 100)),
    via: [...new Set(samples.filter((s) => s.via).map((s) => s.via))],
    warmMsP50: round(percentile(samples.filter((s) => s.warmMs !== undefined).map((s) => s.warmMs), 50)),
    samplesMs: times.map((t) => Math.round(t)),
  };
}
