/**
 * Budget: opening a page of a remote not yet loaded ≤ 300 ms on loopback (DESIGN.md §6).
 *
 * Loads /en/ (fresh context, empty cache), waits for network idle, then moves client-side to the
 * cams page, whose code lives in mf-chat, and times until the first actor tile of the new page
 * is visible (the start page has tiles of its own; those do not count). The
 * click and the clock both run inside the page (performance.now(), polled per animation frame),
 * so Playwright's round trips are not counted. Navigation by a real link is preferred; the
 * `window.__VX_NAVIGATE__` hook is used only when no link exists. A full reload would measure a
 * different thing (the whole shell again), so without either there is no figure.
 * Repeated a few times, each in a fresh context; the figure is the median.
 */
import { newContext } from './browser.mjs';
import { findLink } from './links.mjs';
import { median } from './stats.mjs';

const TILE = '[data-testid="actor-tile"]';

/** Runs in the page: starts the clock, navigates, resolves with ms until a tile is visible. */
function timeUntilTile(link, { tile, via, path }) {
  // The start page shows actor tiles of its own: only a tile that was not there before counts.
  const before = new Set(document.querySelectorAll(tile));
  const isNewVisibleTile = (el) => {
    if (before.has(el)) return false;
    const rect = el.getBoundingClientRect();
    return rect.width > 0 && rect.height > 0 && el.checkVisibility({ visibilityProperty: true, opacityProperty: true });
  };
  // Main-thread work of 50 ms or more after the click: tells waiting on the network from computing.
  const longTasks = [];
  const observer = new PerformanceObserver((list) => longTasks.push(...list.getEntries()));
  observer.observe({ type: 'longtask' });
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    if (via === 'link') link.click();
    else window.__VX_NAVIGATE__(path);
    const tick = () => {
      if (location.pathname === path && [...document.querySelectorAll(tile)].some(isNewVisibleTile)) {
        const ms = performance.now() - t0;
        // What was fetched on the way, relative to the click: where the time went.
        const waterfall = performance
          .getEntriesByType('resource')
          .filter((entry) => entry.startTime >= t0)
          .filter((entry) => !/\.(svg|png|jpe?g|webp|avif)$/.test(new URL(entry.name).pathname))
          .map((entry) => ({ url: entry.name, startMs: Math.round(entry.startTime - t0), endMs: Math.round(entry.responseEnd - t0) }));
        observer.disconnect();
        resolve({ ms, waterfall, longTasks: longTasks.map((t) => ({ startMs: Math.round(t.startTime - t0), durationMs: Math.round(t.duration) })) });
      } else if (performance.now() - t0 > 20_000) {
        reject(new Error(`no visible ${tile} within 20 s (at ${location.pathname})`));
      } else {
        requestAnimationFrame(tick);
      }
    };
    tick();
  });
}

async function oneRun(browser, baseUrl, remoteOrigin) {
  const context = await newContext(browser);
  const page = await context.newPage();
  const remoteRequests = [];
  page.on('request', (request) => {
    if (request.url().startsWith(remoteOrigin)) remoteRequests.push(request.url());
  });
  await page.goto(new URL('/en/', baseUrl).href, { waitUntil: 'networkidle', timeout: 60_000 });
  const remoteAlreadyLoaded = remoteRequests.length > 0;

  const link = await findLink(page, '/en/cams/');
  const hasHook = await page.evaluate(() => typeof window.__VX_NAVIGATE__ === 'function');
  const via = link ? 'link' : hasHook ? '__VX_NAVIGATE__' : null;
  if (!via) {
    await context.close();
    return { ms: null, via: null, remoteAlreadyLoaded };
  }
  const args = { tile: TILE, via, path: '/en/cams/' };
  // Playwright serializes the function into the page; with the hook the element is unused.
  const { ms, waterfall, longTasks } = await (link ?? page.locator('body')).evaluate(timeUntilTile, args);
  await context.close();
  return { ms, via, remoteAlreadyLoaded, waterfall, longTasks };
}

export async function measureRemoteOpen(browser, baseUrl, { remoteOrigin, runs = 5 } = {}) {
  const samples = [];
  for (let i = 0; i < runs; i += 1) {
    const run = await oneRun(browser, baseUrl, remoteOrigin);
    if (run.via === null) {
      return { ms: null, via: null, note: 'no link to /en/cams/ on /en/ and no window.__VX_NAVIGATE__', samples };
    }
    samples.push(run);
  }
  const times = samples.map((s) => s.ms);
  return {
    ms: median(times),
    maxMs: Math.max(...times),
    via: samples[0].via,
    remoteAlreadyLoaded: samples.some((s) => s.remoteAlreadyLoaded),
    samplesMs: times.map((t) => Math.round(t)),
    waterfallOfMedianRun: samples.find((s) => s.ms === median(times))?.waterfall,
    longTasksOfMedianRun: samples.find((s) => s.ms === median(times))?.longTasks,
  };
}
