/**
 * Messenger messages on one node (issue 13 §6): how many messages a second one server stores and
 * delivers while 2,000 logged-in guests are connected, and how long a message takes from its send
 * to the `messengerMessage` frame in the guest's other tab.
 *
 * A server of its own (embedded database, no simulator, no remotes: only the messenger runs). N
 * guests are signed up and confirmed as the end-to-end suite makes them (livechat-kit.mjs), within a
 * setup deadline (the figures say how many were made); each opens two sockets, "this tab" and
 * "the other tab". A share of them are senders: each opens her channel with an actor (GET
 * messenger/channel/actor/:actorId) and is topped up, since after the channel's free messages each
 * message is charged through the wallet, as on the site.
 *
 * Two phases, after a warm-up:
 * - saturated: every sender keeps one message in flight (the next is sent when the ack or refusal
 *   comes): messages per second stored (acks) and delivered (other-tab frames) is what the node
 *   can take; the latency is that of a full queue.
 * - paced: an open loop at half the saturated rate, spread over the senders (each far below the
 *   socket's 20 messages a second): the latency a guest sees on a busy, not overloaded, node.
 * Latency = other-tab frame − send, on this process's clock; the client shares the two cores with
 * the server, so the figures are pessimistic rather than flattering.
 */
import { performance } from 'node:perf_hooks';
import { startSystem } from '../lib/system.mjs';
import { BENCH_SECRET, benchServerEnv } from './server-env.mjs';
import { closeSocket, loadWebSocket, mapLimit, openGuestSocket, signupGuest, topUp } from './livechat-kit.mjs';
import { openChannel, sendText } from './messenger-kit.mjs';
import { percentile, round, sleep } from './stats.mjs';

const WARMUP_S = 3;
const PHASE_S = 15;
/** A phase's last sends get this long to be acknowledged and delivered before it is counted. */
const DRAIN_MS = 5_000;
/** Each sender is topped up for this many paid messages: a refusal for want of coins is not the figure. */
const COINS_FOR_MESSAGES = 300;

/** Signs up guests until `count` or the deadline; each with her two sockets. */
async function makeGuests({ WebSocket, baseUrl, count, deadline, onEvent }) {
  const guests = [];
  let failures = 0;
  let firstFailure = null;
  await mapLimit(Array.from({ length: count }), 8, async () => {
    if (performance.now() > deadline) return;
    try {
      const { token } = await signupGuest(baseUrl, BENCH_SECRET);
      const guest = { token };
      guest.tab = await openGuestSocket(WebSocket, baseUrl, token, (message) => onEvent('tab', message));
      guest.otherTab = await openGuestSocket(WebSocket, baseUrl, token, (message) => onEvent('otherTab', message));
      guests.push(guest);
    } catch (error) {
      failures += 1;
      firstFailure ??= error instanceof Error ? error.message : String(error);
    }
  });
  return { guests, failures, firstFailure };
}

/** Runs one phase; `schedule(send)` decides when each sender sends. Returns the phase's figures. */
async function runPhase(seconds, schedule) {
  const phase = { sent: 0, acks: 0, refused: 0, refusals: {}, delivered: 0, latencies: [], open: true };
  const started = performance.now();
  await schedule(phase, started + seconds * 1000);
  phase.open = false;
  const sendingMs = performance.now() - started;
  // The last messages are counted when they arrive, but no new ones are sent.
  const drainUntil = performance.now() + DRAIN_MS;
  while (performance.now() < drainUntil && phase.delivered + phase.refused < phase.sent) await sleep(50);
  return {
    seconds: round(sendingMs / 1000),
    sent: phase.sent,
    acks: phase.acks,
    refused: phase.refused,
    refusals: phase.refusals,
    delivered: phase.delivered,
    storedPerSecond: round((phase.acks * 1000) / sendingMs),
    deliveredPerSecond: round((phase.delivered * 1000) / sendingMs),
    lost: phase.sent - phase.acks - phase.refused,
    p50Ms: round(percentile(phase.latencies, 50)),
    p99Ms: round(percentile(phase.latencies, 99)),
    maxMs: round(phase.latencies.length ? phase.latencies.reduce((a, b) => Math.max(a, b)) : null),
  };
}

export async function measureMessengerThroughput({ root, port, stdio, guests: wanted = 2_000, senders: senderCount = 200, setupS = 420 }) {
  const system = await startSystem({
    port,
    env: benchServerEnv({ VOD_VIDEOS: 'off' }),
    stdio,
    // The messenger needs the server alone.
    remotes: [],
  });
  const baseUrl = system.url;
  const WebSocket = loadWebSocket(root);
  // clientId → { phase, t0, onDone, answered, delivered }: kept until both the ack and the other tab's
  // frame came, which arrive on two sockets in either order.
  const inFlight = new Map();
  const settle = (clientId, flight) => {
    if (flight.answered && flight.delivered) inFlight.delete(clientId);
  };
  const onEvent = (tab, message) => {
    if (tab === 'tab' && (message.type === 'messengerMessageAck' || message.type === 'messengerMessageRefused')) {
      const flight = inFlight.get(message.clientId);
      if (!flight || flight.answered) return;
      flight.answered = true;
      if (message.type === 'messengerMessageAck') flight.phase.acks += 1;
      else {
        flight.phase.refused += 1;
        flight.phase.refusals[message.code] = (flight.phase.refusals[message.code] ?? 0) + 1;
        flight.delivered = true; // nothing will come
      }
      settle(message.clientId, flight);
      flight.onDone?.();
    } else if (tab === 'otherTab' && message.type === 'messengerMessage') {
      const clientId = message.message.clientId;
      const flight = inFlight.get(clientId);
      if (!flight || flight.delivered) return;
      flight.delivered = true;
      flight.phase.delivered += 1;
      flight.phase.latencies.push(performance.now() - flight.t0);
      settle(clientId, flight);
    }
  };
  let all = [];
  try {
    const setupStarted = performance.now();
    const made = await makeGuests({ WebSocket, baseUrl, count: wanted, deadline: setupStarted + setupS * 1000, onEvent });
    all = made.guests;
    const actors = Array.from({ length: 300 }, (_, i) => i + 1);
    const senders = all.slice(0, Math.min(senderCount, all.length));
    await mapLimit(senders, 8, async (guest, i) => {
      guest.channel = await openChannel(baseUrl, guest.token, actors[i % actors.length]);
      let balance = 0;
      for (let k = 0; k < 10 && balance < guest.channel.messagePrice * COINS_FOR_MESSAGES; k += 1) balance = await topUp(baseUrl, guest.token);
    });
    const setupSeconds = round((performance.now() - setupStarted) / 1000);

    let counter = 0;
    const sendOne = (phase, guest, onDone) => {
      counter += 1;
      const clientId = `bench-${process.pid}-${counter}`;
      const flight = { phase, t0: performance.now(), onDone, answered: false, delivered: false };
      inFlight.set(clientId, flight);
      phase.sent += 1;
      sendText(guest.tab, guest.channel.id, clientId, `Hello ${counter}`);
    };
    // Closed loop: each sender sends again as soon as her last message is answered, until the deadline.
    const saturate = async (phase, until) => {
      for (const guest of senders) {
        const next = () => {
          if (phase.open && performance.now() < until) sendOne(phase, guest, next);
        };
        next();
      }
      await sleep(until - performance.now());
    };
    // Open loop at `rate` a second, the senders in turn.
    const paced = (rate) => async (phase, until) => {
      const started = performance.now();
      for (let i = 0; ; i += 1) {
        const at = started + (i * 1000) / rate;
        if (at >= until) return;
        const wait = at - performance.now();
        if (wait > 1) await sleep(wait);
        sendOne(phase, senders[i % senders.length]);
      }
    };

    await runPhase(WARMUP_S, saturate);
    inFlight.clear();
    const saturated = await runPhase(PHASE_S, saturate);
    inFlight.clear();
    const rate = Math.max(1, Math.round(saturated.storedPerSecond / 2));
    const pacedRun = await runPhase(PHASE_S, paced(rate));
    return {
      guestsWanted: wanted,
      guests: all.length,
      sockets: all.length * 2,
      signupFailures: made.failures,
      firstSignupFailure: made.firstFailure ?? undefined,
      senders: senders.length,
      setupS: setupSeconds,
      saturated,
      paced: { rate, ...pacedRun },
    };
  } finally {
    await Promise.all(all.flatMap((guest) => [guest.tab, guest.otherTab]).filter(Boolean).map(closeSocket));
    await system.stop();
  }
}
