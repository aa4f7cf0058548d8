/**
 * Budget: start page, first load, JavaScript compressed ≤ 120 KB (DESIGN.md §6).
 *
 * Loads the start page in a fresh context, lists every response whose resource type is `script`
 * until the network is idle, then re-fetches each URL with `Accept-Encoding: br, gzip` through
 * node:http (which, unlike fetch, does not decompress) and counts the body bytes as sent. The
 * browser's own wire count (CDP encodedDataLength, headers included) is kept beside it as a check.
 */
import http from 'node:http';
import https from 'node:https';
import { newContext } from './browser.mjs';

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

  await page.goto(baseUrl, { waitUntil: 'networkidle', timeout: 60_000 });
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
