/**
 * The TV page's time to first frame (issue 15 §4): navigation to /en/tv/livestream/ (free TV, mf-tv's
 * Livestream page, the player `data-testid="tv-player"` holding a <video>) → the first frame
 * presented with currentTime > 0 (requestVideoFrameCallback, or the `playing` event where the
 * callback is missing), clocked inside the page from its navigation start (performance.now()), so
 * Playwright's round trips are not counted.
 *
 * - cold: each run a fresh browser context, so nothing is cached (shell, mf-tv's chunks, hls.js);
 * - warm: the same context navigated to the page once more (a second visit: chunks from the cache).
 *
 * The channel's clip is made warm first (its playlists asked for until they answer 200), so the
 * one-off encode of a camera loop nobody has watched is not counted; that is reported as `warmMs`.
 * Chromium runs with its default autoplay policy: live TV starts muted by itself, as for a guest.
 */
import { launchBrowser, newContext } from './browser.mjs';
import { percentile, round, sleep } from './stats.mjs';

const PATH = '/en/tv/livestream/';
const FRAME_TIMEOUT_MS = 30_000;

async function json(response, what) {
  if (!response.ok) throw new Error(`${what}: HTTP ${response.status} ${(await response.text()).slice(0, 200)}`);
  return response.json();
}

/** Asks the free channel's playlists until they answer 200; the time that took. */
async function warmChannel(baseUrl) {
  const started = Date.now();
  const { stream } = await json(await fetch(new URL('/rest/v1/tv/stream/live', baseUrl)), 'tv/stream/live');
  if (!stream) throw new Error('tv/stream/live answered no stream');
  for (;;) {
    const master = await fetch(new URL(stream.url, baseUrl));
    const text = await master.text();
    if (master.ok) {
      const variant = text.split('\n').find((line) => line && !line.startsWith('#'));
      if (!variant) throw new Error('the channel master playlist names no variant');
      const media = await fetch(new URL(variant, new URL(stream.url, baseUrl)));
      await media.arrayBuffer();
      if (media.ok) break;
    }
    // 503 live_stream_pending: the on-air actor's clip is being made (server/docs/tv.md).
    else if (master.status !== 503) throw new Error(`tv channel master playlist HTTP ${master.status} ${text.slice(0, 120)}`);
    if (Date.now() - started > 180_000) throw new Error('the tv channel was not ready within 180 s');
    await sleep(1_000);
  }
  return Date.now() - started;
}

/**
 * Runs before the page's own scripts: watches for the TV player's <video> and records the first
 * frame with currentTime > 0 on window.__tvFirstFrame, in ms since the navigation started.
 */
function watchFirstFrame() {
  const done = (ms, via) => {
    if (!window.__tvFirstFrame) window.__tvFirstFrame = { ms, via };
  };
  const watch = (video) => {
    if (video.__tvWatched) return;
    video.__tvWatched = true;
    if (typeof video.requestVideoFrameCallback === 'function') {
      const onFrame = (now, metadata) => (metadata.mediaTime > 0 || video.currentTime > 0 ? done(performance.now(), 'requestVideoFrameCallback') : video.requestVideoFrameCallback(onFrame));
      video.requestVideoFrameCallback(onFrame);
    }
    video.addEventListener('playing', () => {
      if (typeof video.requestVideoFrameCallback !== 'function' && video.currentTime > 0) done(performance.now(), 'playing');
    });
  };
  const scan = () => document.querySelectorAll('[data-testid="tv-player"] video').forEach(watch);
  new MutationObserver(scan).observe(document, { childList: true, subtree: true });
}

async function firstFrame(page, baseUrl) {
  await page.goto(new URL(PATH, baseUrl).href, { waitUntil: 'commit', timeout: 60_000 });
  try {
    await page.waitForFunction(() => window.__tvFirstFrame, null, { timeout: FRAME_TIMEOUT_MS, polling: 100 });
  } catch {
    const player = await page.locator('[data-testid="tv-player"]').count();
    throw new Error(player ? `no frame within ${FRAME_TIMEOUT_MS} ms` : `no [data-testid="tv-player"] on ${PATH}`);
  }
  return page.evaluate(() => window.__tvFirstFrame);
}

/** One cold visit (fresh context) and then one warm visit (the same context, again). */
async function oneRun(browser, baseUrl) {
  const context = await newContext(browser);
  try {
    await context.addInitScript(watchFirstFrame);
    const page = await context.newPage();
    const cold = await firstFrame(page, baseUrl);
    const warm = await firstFrame(page, baseUrl);
    return { cold, warm };
  } finally {
    await context.close();
  }
}

const summary = (samples) => {
  const ms = samples.filter((s) => s.ms != null).map((s) => s.ms);
  return { runs: samples.length, measured: ms.length, p50Ms: round(percentile(ms, 50)), p90Ms: round(percentile(ms, 90)), maxMs: round(percentile(ms, 100)), samplesMs: ms.map(Math.round) };
};

export async function measureTvFirstFrame({ baseUrl, runs = 7 }) {
  const warmMs = await warmChannel(baseUrl);
  const browser = await launchBrowser();
  const cold = [];
  const warm = [];
  const failures = [];
  try {
    for (let i = 0; i < runs; i += 1) {
      try {
        const run = await oneRun(browser, baseUrl);
        cold.push(run.cold);
        warm.push(run.warm);
      } catch (error) {
        failures.push(error instanceof Error ? error.message : String(error));
      }
    }
  } finally {
    await browser.close();
  }
  return { path: PATH, warmMs, runs, failures, cold: summary(cold), warm: summary(warm), via: [...new Set([...cold, ...warm].map((s) => s.via))] };
}
