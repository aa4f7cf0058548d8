/**
 * Budget: the alive call while one socket floods or one costly query runs, p99 ≤ 100 ms
 * (DESIGN.md §6).
 *
 * Two phases of `durationMs` each. Flood: one socket sends `rate` pings a second (in bursts every
 * 10 ms, the way a misbehaving client would). Costly query: one client posts a query of 1,000
 * aliases of the top-cams list to /vxql, again and again, each call starting when the last one has
 * answered. During each phase GET /rest/v1/alive is called one at a time every 20 ms; p99 and max
 * are of those calls. The server may refuse the flood or the query (rate limit, query limits):
 * what is measured is whether the alive call stays fast, and the answers are counted beside it.
 */
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { percentile, round, sleep } from './stats.mjs';

const PROBE_INTERVAL_MS = 20;
const ALIASES = 1_000;

function loadWebSocket(root) {
  return createRequire(join(root, 'server/package.json'))('ws');
}

/** Samples the alive call until `until` resolves. */
async function probeAlive(baseUrl, until) {
  const samples = [];
  let failed = 0;
  let done = false;
  until.finally(() => {
    done = true;
  });
  while (!done) {
    const started = performance.now();
    const ok = await fetch(new URL('/rest/v1/alive', baseUrl)).then((r) => r.ok, () => false);
    if (ok) samples.push(performance.now() - started);
    else failed += 1;
    await sleep(PROBE_INTERVAL_MS);
  }
  return { samples: samples.length, failed, p99Ms: round(percentile(samples, 99)), maxMs: round(Math.max(...samples)) };
}

async function flood(WebSocket, wsUrl, rate, durationMs) {
  const ws = new WebSocket(wsUrl);
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  let sent = 0;
  let received = 0;
  ws.on('message', () => {
    received += 1;
  });
  const perBurst = Math.max(1, Math.round(rate / 100));
  const ends = performance.now() + durationMs;
  while (performance.now() < ends && ws.readyState === WebSocket.OPEN) {
    for (let i = 0; i < perBurst; i += 1) ws.send('{"type":"ping"}');
    sent += perBurst;
    await sleep(10);
  }
  const closedEarly = ws.readyState !== WebSocket.OPEN;
  ws.terminate();
  return { sent, received, closedEarly };
}

async function costlyQueries(baseUrl, durationMs) {
  const { token } = await (await fetch(new URL('/rest/v1/vxql/visitorToken', baseUrl))).json();
  const query = `{ ${Array.from({ length: ALIASES }, (_, i) => `a${i}: topCams(type: "top100") { id name spokenLanguages }`).join(' ')} }`;
  const statuses = {};
  const ends = performance.now() + durationMs;
  while (performance.now() < ends) {
    const response = await fetch(new URL('/vxql?language=en', baseUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query }),
    });
    await response.arrayBuffer();
    statuses[response.status] = (statuses[response.status] ?? 0) + 1;
  }
  return { aliases: ALIASES, statuses };
}

export async function measureAliveUnderLoad({ root, baseUrl, durationMs = 5_000, rate = 1_000 }) {
  const WebSocket = loadWebSocket(root);
  const wsUrl = new URL('/ws', baseUrl).href.replace(/^http/, 'ws');
  const flooding = flood(WebSocket, wsUrl, rate, durationMs);
  const floodAlive = await probeAlive(baseUrl, flooding);
  const querying = costlyQueries(baseUrl, durationMs);
  const queryAlive = await probeAlive(baseUrl, querying);
  return {
    socketFlood: { ratePerS: rate, ...(await flooding), alive: floodAlive },
    costlyQuery: { ...(await querying), alive: queryAlive },
  };
}
