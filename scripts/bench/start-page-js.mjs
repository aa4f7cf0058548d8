/**
 * Budget: start page, first load, JavaScript compressed ≤ 120 KB (DESIGN.md §6).
 *
 * Loads the start page in a fresh context, lists every response whose resource type is `script`
 * until the first actor tile shows and the network is then idle (on a busy machine the network can
 * idle while the page still computes, before it asks for a remote), then re-fetches each URL with `Accept-Encoding: br, gzip` through
 * node:http (which, unlike fetch, does not decompress) and counts the body bytes as sent. The
 * browser's own wire count (CDP encodedDataLength, headers included) is kept beside it as a check.
 */
import http from 'node:http';
import https from 'node:https';
import { performance } from 'node:perf_hooks';
import { newContext } from './browser.mjs';
import { sleep } from './stats.mjs';

const QUIET_MS = 500;

function fetchWireBytes(url, acceptEncoding) {
  const client = url.startsWith('https:') ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.get(url, { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
      let bytes = 0;
      response.on('data', (chunk) => {
        bytes += chunk.length;
      });
      response.on('end', () =>
        resolve({ status: response.statusCode, bytes, encoding: response.headers['content-encoding'] ?? 'identity' }),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
    request.setTimeout(15_000, () => request.destroy(new Error(`timeout fetching ${url}`)));
  });
}

export async function measureStartPageJs(browser, baseUrl) {
  const context = await newContext(browser);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');

  const scripts = new Map(); // requestId -> url
  const encoded = new Map(); // requestId -> encodedDataLength
  cdp.on('Network.responseReceived', (event) => {
    if (event.type === 'Script') scripts.set(event.requestId, event.response.url);
  });
  cdp.on('Network.loadingFinished', (event) => encoded.set(event.requestId, event.encodedDataLength));
  // Playwright's networkidle is reached once per load; after the tile, quiet is watched here.
  const inFlight = new Set();
  let lastActivity = performance.now();
  const active = (event) => {
    lastActivity = performance.now();
    return event.requestId;
  };
  cdp.on('Network.requestWillBeSent', (event) => inFlight.add(active(event)));
  cdp.on('Network.loadingFinished', (event) => inFlight.delete(active(event)));
  cdp.on('Network.loadingFailed', (event) => inFlight.delete(active(event)));

  await page.goto(baseUrl, { waitUntil: 'networkidle', timeout: 60_000 });
  await page.locator('[data-testid="actor-tile"]').first().waitFor({ state: 'visible', timeout: 60_000 });
  const waitStarted = performance.now();
  while (inFlight.size > 0 || performance.now() - lastActivity < QUIET_MS) {
    if (performance.now() - waitStarted > 30_000) throw new Error(`the network did not quieten on ${baseUrl}`);
    await sleep(100);
  }
  await context.close();

  const files = [];
  for (const [requestId, url] of scripts) {
    const wire = await fetchWireBytes(url, 'br, gzip');
    const raw = await fetchWireBytes(url, 'identity');
    files.push({
      url,
      bytes: wire.bytes,
      encoding: wire.encoding,
      uncompressedBytes: raw.bytes,
      browserEncodedDataLength: encoded.get(requestId) ?? null,
    });
  }
  files.sort((a, b) => b.bytes - a.bytes);
  return {
    totalBytes: files.reduce((sum, file) => sum + file.bytes, 0),
    totalUncompressedBytes: files.reduce((sum, file) => sum + file.uncompressedBytes, 0),
    browserEncodedDataLength: files.reduce((sum, file) => sum + (file.browserEncodedDataLength ?? 0), 0),
    uncompressedFiles: files.filter((file) => file.encoding === 'identity').map((file) => file.url),
    files,
  };
}
