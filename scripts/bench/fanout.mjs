/**
 * Budget: an actor going online/offline reaches 10,000 connected guests on one node with p99
 * delivery ≤ 250 ms (DESIGN.md §6).
 *
 * Opens N visitor sockets to the one server process (in batches, each socket completing
 * requestSession → sessionAcknowledge before the next batch, so the kernel's accept queue never
 * overflows), then flips one actor online/offline through the internal route. t0 is taken just
 * before each POST; every socket stamps the arrival of the matching event; latency = arrival − t0
 * on the same clock (this process), so it includes the server's handling of the POST, the
 * fan-out, the kernel and this client's own frame reading — the client shares the machine's two cores
 * with the server, so the figure is pessimistic rather than flattering. (Checked against a bare
 * `ws` server: the client's last arrival trails the server's send loop by about 1 ms, so the
 * figure is the server's.) Flips are sequential: the next one starts when every socket has its
 * event (or after a timeout). Two warm-up flips go first at each size and are reported apart: the
 * first sends to 10,000 sockets run in a cold JIT (3x slower on a bare `ws` server), and the
 * budget is about a node that has been up for a while.
 *
 * Memory per socket: the server process's RSS before and after connecting, divided by N.
 * Sockets offer permessage-deflate as browsers do, so a server that compresses pays for it here.
 */
import { performance } from 'node:perf_hooks';
import { rssOf } from './proc.mjs';
import { closeSocket, loadWebSocket } from './ws.mjs';
import { percentile, round, sleep } from './stats.mjs';

const INTERNAL_HEADER = 'x-internal-secret';
const FLIP_TIMEOUT_MS = 10_000;
const BATCH_TIMEOUT_MS = 30_000;

/** An actor to flip, and its current state, from GET /rest/v1/internal/actors/online. */
async function pickActor(baseUrl, secret) {
  const response = await fetch(new URL('/rest/v1/internal/actors/online?limit=1', baseUrl), {
    headers: { [INTERNAL_HEADER]: secret },
  });
  if (!response.ok) throw new Error(`GET internal/actors/online answered ${response.status}`);
  const body = await response.json();
  // Accept a bare list or a list under a common key; items may be ids or objects with an id.
  const list = Array.isArray(body) ? body : (body.actors ?? body.items ?? body.data ?? body.actorIds ?? []);
  const first = list[0];
  const id = typeof first === 'number' ? first : (first?.actorId ?? first?.id);
  return Number.isInteger(id) ? { actorId: id, online: true } : { actorId: 1, online: false };
}

async function flipActor(baseUrl, secret, actorId, state) {
  const response = await fetch(new URL(`/rest/v1/internal/actor/${actorId}/${state}`, baseUrl), {
    method: 'POST',
    headers: { [INTERNAL_HEADER]: secret },
  });
  // The route answers { changed: false } when the actor was already in that state: no event then.
  const body = await response.json().catch(() => ({}));
  return response.ok && body.changed === false ? `${response.status} unchanged` : response.status;
}

/**
 * From here on this socket's text frames are read off the TCP stream by the bench itself instead of
 * ws's receiver (a Writable per socket, its frame state machine, an event per message). The client
 * shares the machine's two cores with the server: with ws's receiver it spent about 190 ms of CPU
 * per flip to 10,000 sockets, more than the server's send loop (about 125 ms), and on a busy
 * machine that CPU is taken from the server. Read here, about 130 ms. Server frames are unmasked
 * (RFC 6455 §5.1); a ping is answered here, and any other control frame hands the stream back to
 * ws from that frame on, so closing still goes through ws.
 */
function readTextFrames(ws, onText) {
  const tcp = ws._socket;
  const wsListeners = tcp.listeners('data');
  let pending = null;
  const onData = (chunk) => {
    let buffer = pending ? Buffer.concat([pending, chunk]) : chunk;
    pending = null;
    let at = 0;
    while (buffer.length - at >= 2) {
      const opcode = buffer[at] & 0x0f;
      let length = buffer[at + 1] & 0x7f;
      let header = 2;
      if (length === 126) {
        if (buffer.length - at < 4) break;
        length = buffer.readUInt16BE(at + 2);
        header = 4;
      } else if (length === 127) {
        if (buffer.length - at < 10) break;
        length = Number(buffer.readBigUInt64BE(at + 2));
        header = 10;
      }
      if (opcode !== 0x1 && opcode !== 0x9) {
        tcp.off('data', onData);
        for (const listener of wsListeners) tcp.on('data', listener);
        tcp.emit('data', buffer.subarray(at));
        return;
      }
      if (buffer.length - at < header + length) break;
      const payload = buffer.subarray(at + header, at + header + length);
      if (opcode === 0x1) onText(payload.toString());
      else ws.pong(payload);
      at += header + length;
    }
    if (at < buffer.length) pending = buffer.subarray(at);
  };
  for (const listener of wsListeners) tcp.off('data', listener);
  tcp.on('data', onData);
}

/** Opens `count` sockets; resolves with those that got sessionAcknowledge. */
async function openSockets(WebSocket, wsUrl, count, batchSize, onEvent) {
  const sockets = [];
  let failed = 0;
  for (let start = 0; start < count; start += batchSize) {
    const size = Math.min(batchSize, count - start);
    const batch = await Promise.all(
      Array.from({ length: size }, (_, k) => {
        const index = start + k;
        return new Promise((resolve) => {
          const ws = new WebSocket(wsUrl);
          const timer = setTimeout(() => {
            ws.terminate();
            resolve(null);
          }, BATCH_TIMEOUT_MS);
          ws.on('open', () => ws.send(JSON.stringify({ type: 'requestSession', language: 'en' })));
          ws.on('message', (data) => {
            const message = JSON.parse(data);
            if (message.type === 'sessionAcknowledge') {
              clearTimeout(timer);
              readTextFrames(ws, (text) => onEvent(index, JSON.parse(text)));
              resolve(ws);
            } else onEvent(index, message);
          });
          ws.on('error', () => {
            clearTimeout(timer);
            resolve(null);
          });
        });
      }),
    );
    for (const ws of batch) {
      if (ws) sockets.push(ws);
      else failed += 1;
    }
  }
  return { sockets, failed };
}

async function oneSize({ WebSocket, baseUrl, wsUrl, pid, secret, count, flips, warmupFlips, batchSize }) {
  let current = null; // the flip in flight: { type, actorId, t0, arrivals, delivered, done }
  const onEvent = (index, message) => {
    if (!current || message.type !== current.type || message.actorId !== current.actorId) return;
    if (!Number.isNaN(current.arrivals[index])) return; // a duplicate is not a second delivery
    current.arrivals[index] = performance.now();
    current.delivered += 1;
    if (current.delivered === current.expected) current.done();
  };

  await sleep(1_000); // let the previous run's closes settle before reading memory
  const rssBefore = rssOf(pid);
  const connectStarted = performance.now();
  const { sockets, failed } = await openSockets(WebSocket, wsUrl, count, batchSize, onEvent);
  const connectMs = performance.now() - connectStarted;
  await sleep(1_000);
  const rssAfter = rssOf(pid);

  let { actorId, online } = await pickActor(baseUrl, secret);
  const latencies = [];
  let delivered = 0;
  const statuses = [];
  let stoppedEarly = null;
  const warmupMs = [];
  let measuredFlips = 0;
  for (let i = -warmupFlips; i < flips; i += 1) {
    const state = online ? 'offline' : 'online';
    const flip = {
      type: online ? 'actorOffline' : 'actorOnline',
      actorId,
      expected: sockets.length,
      delivered: 0,
      arrivals: new Float64Array(count).fill(Number.NaN),
    };
    let timer;
    const finished = new Promise((resolve) => {
      flip.done = resolve;
      timer = setTimeout(resolve, FLIP_TIMEOUT_MS);
    });
    current = flip;
    flip.t0 = performance.now();
    statuses.push(await flipActor(baseUrl, secret, actorId, state));
    await finished;
    clearTimeout(timer);
    current = null;
    online = !online;
    const flipLatencies = [];
    for (const arrival of flip.arrivals) if (!Number.isNaN(arrival)) flipLatencies.push(arrival - flip.t0);
    if (i < 0) {
      // A warm-up flip: its worst delivery is reported, not counted.
      warmupMs.push(round(flipLatencies.reduce((a, b) => Math.max(a, b), 0)));
    } else {
      for (const latency of flipLatencies) latencies.push(latency);
      delivered += flip.delivered;
      measuredFlips += 1;
    }
    if (flip.delivered === 0) {
      stoppedEarly = `flip ${i + 1 + warmupFlips} (${state}) reached no socket within ${FLIP_TIMEOUT_MS} ms (POST answered ${statuses.at(-1)})`;
      break;
    }
    await sleep(100);
  }

  await Promise.all(sockets.map(closeSocket));
  return {
    sockets: count,
    connected: sockets.length,
    failedToConnect: failed,
    connectMs: Math.round(connectMs),
    flips: measuredFlips,
    warmupFlips,
    warmupMaxMs: warmupMs,
    actorId,
    postStatuses: [...new Set(statuses)],
    expected: count * flips, // sockets that failed to connect count as missed deliveries
    delivered,
    p50Ms: round(percentile(latencies, 50)),
    p99Ms: round(percentile(latencies, 99)),
    maxMs: round(latencies.length ? latencies.reduce((a, b) => Math.max(a, b)) : null),
    rssBeforeBytes: rssBefore,
    rssAfterBytes: rssAfter,
    rssPerSocketBytes: rssBefore && rssAfter && sockets.length ? Math.round((rssAfter - rssBefore) / sockets.length) : null,
    stoppedEarly: stoppedEarly ?? undefined,
  };
}

export async function measureFanout({ root, baseUrl, pid, secret, sizes = [2_000, 10_000], flips = 20, warmupFlips = 2, batchSize = 500 }) {
  const WebSocket = loadWebSocket(root);
  const wsUrl = new URL('/ws', baseUrl).href.replace(/^http/, 'ws');
  const result = { serverPid: pid };
  for (const count of sizes) {
    result[count] = await oneSize({ WebSocket, baseUrl, wsUrl, pid, secret, count, flips, warmupFlips, batchSize });
  }
  return result;
}
