/**
 * Live-chat billing on one node (issue 10 §4): how late the server's ticker bills minutes when
 * many sessions run at once, and whether every session's ledger is exact.
 *
 * A server of its own (no remotes, no simulator, LIVE_STREAMS=off: only billing runs), with a
 * short minute (LIVECHAT_MINUTE_MS, 6 s by default): N sessions at a 6 s minute are as many bills a
 * second as 10·N sessions at the real 60 s minute, so `billedSessionsEquivalent` is the number of
 * one-minute sessions this node billed at that rate. N guests are signed up, confirmed and topped up
 * (for the run's minutes at their actor's price), each opens a socket (a minute is billed only
 * while the guest is connected) and starts a paid video chat; the starts are spread over two
 * minutes so the due times spread as real sessions' do. While they run, the internal metrics
 * (`GET internal/livechat/metrics`: lag of each bill behind its due time, newest 4,096 bills) are
 * read every 10 s; the figure is the worst p99 of those reads (conservative: each read covers the
 * newest bills only). Then every session is ended over REST and its ledger checked: receipt
 * price = minutesBilled × pricePerMinute, balance before − balance after = that price (a minute
 * billed twice would show here), no more minutes than the served time began (`minutesAhead`),
 * history agrees, and no session ended before we ended it. Fewer minutes than served
 * (`minutesBehind`) is not a ledger error: the ticker had not caught up, which the lag shows.
 */
import { performance } from 'node:perf_hooks';
import { startSystem } from '../lib/system.mjs';
import { BENCH_SECRET, benchServerEnv } from './server-env.mjs';
import {
  balanceOf,
  billingMetrics,
  chatHistory,
  closeSocket,
  endChat,
  loadWebSocket,
  mapLimit,
  openGuestSocket,
  signupGuest,
  startChat,
  topUp,
  videoChatActors,
} from './livechat-kit.mjs';
import { round, sleep } from './stats.mjs';

const POLL_MS = 10_000;

export async function measureBilling({ root, port, stdio, sessions = 300, minuteMs = 6_000, runS = 180 }) {
  const system = await startSystem({
    port,
    env: benchServerEnv({ LIVECHAT_MINUTE_MS: String(minuteMs) }),
    stdio,
    // Billing needs the server alone.
    remotes: [],
  });
  const baseUrl = system.url;
  const sockets = [];
  try {
    const WebSocket = loadWebSocket(root);
    // The cheapest actors: fewer top-ups per guest. Twenty of them, so sessions share actors as on the site.
    const actors = (await videoChatActors(baseUrl, BENCH_SECRET)).sort((a, b) => a.price - b.price).slice(0, 20);
    if (actors.length === 0) throw new Error('no online actor offers a paid video chat');
    const startSpreadMs = 2 * minuteMs;
    const minutesNeeded = Math.ceil((runS * 1000 + startSpreadMs) / minuteMs) + 3;

    const setupStarted = performance.now();
    const earlyEnds = new Map(); // chatId → exit code, from chatEnd events before we ended anything
    let ending = false;
    const guests = await mapLimit(Array.from({ length: sessions }), 8, async (_, i) => {
      const actor = actors[i % actors.length];
      const guest = await signupGuest(baseUrl, BENCH_SECRET);
      let balance = 0;
      for (let k = 0; k < 10 && balance < actor.price * minutesNeeded; k += 1) balance = await topUp(baseUrl, guest.token);
      const ws = await openGuestSocket(WebSocket, baseUrl, guest.token, (message) => {
        if (message.type === 'chatEnd' && !ending) earlyEnds.set(message.chatId, message.exitCode);
      });
      sockets.push(ws);
      return { ...guest, actor, balanceBefore: balance };
    });
    const setupS = (performance.now() - setupStarted) / 1000;

    // Spread the starts over two minutes: start i at i/N of the spread.
    const startsBegan = performance.now();
    const startErrors = [];
    await Promise.all(
      guests.map(async (guest, i) => {
        const wait = startsBegan + (i * startSpreadMs) / sessions - performance.now();
        if (wait > 0) await sleep(wait);
        try {
          guest.session = await startChat(baseUrl, guest.token, { actorId: guest.actor.id, sequence: 1 });
        } catch (error) {
          startErrors.push(error instanceof Error ? error.message : String(error));
        }
      }),
    );
    const started = guests.filter((g) => g.session);

    const reads = [];
    const runStarted = performance.now();
    while (performance.now() - runStarted < runS * 1000) {
      await sleep(Math.min(POLL_MS, runS * 1000 - (performance.now() - runStarted)));
      const { billingLagMs } = await billingMetrics(baseUrl, BENCH_SECRET);
      reads.push({ atS: Math.round((performance.now() - runStarted) / 1000), ...billingLagMs });
    }
    const runningAtEnd = started.length - earlyEnds.size;

    ending = true;
    const receipts = await mapLimit(started, 16, (guest) => endChat(baseUrl, guest.token, guest.session.chatId));
    // minutesAhead (more minutes than served) would be a bug; minutesBehind is the ticker not keeping up (the lag).
    const ledger = { checked: 0, priceMismatch: 0, balanceMismatch: 0, minutesAhead: 0, minutesBehind: 0, historyMismatch: 0, examples: [] };
    await mapLimit(started, 16, async (guest, i) => {
      const receipt = receipts[i];
      const [after, history] = await Promise.all([balanceOf(baseUrl, guest.token), chatHistory(baseUrl, guest.token, 5)]);
      ledger.checked += 1;
      const problems = [];
      if (receipt.price !== receipt.minutesBilled * receipt.pricePerMinute + receipt.extras) problems.push('priceMismatch');
      if (guest.balanceBefore - after !== receipt.price) problems.push('balanceMismatch');
      // Minute 1 at the start, one more at each due time passed (the last may still be waiting for its tick).
      const low = Math.floor((receipt.durationSeconds * 1000) / minuteMs);
      const high = Math.floor(((receipt.durationSeconds + 1) * 1000) / minuteMs) + 1;
      if (receipt.minutesBilled > high) problems.push('minutesAhead');
      if (receipt.minutesBilled < low) problems.push('minutesBehind');
      const listed = history.sessions.find((s) => s.chatId === receipt.chatId);
      if (!listed || listed.price !== receipt.price || listed.minutesBilled !== receipt.minutesBilled) problems.push('historyMismatch');
      for (const problem of problems) ledger[problem] += 1;
      if (problems.length && ledger.examples.length < 5) {
        ledger.examples.push({ problems, receipt, balanceBefore: guest.balanceBefore, balanceAfter: after });
      }
    });
    const exitCodes = {};
    for (const receipt of receipts) exitCodes[receipt.exitCode] = (exitCodes[receipt.exitCode] ?? 0) + 1;
    const minutesBilled = receipts.reduce((sum, r) => sum + r.minutesBilled, 0);
    const final = await billingMetrics(baseUrl, BENCH_SECRET);

    const p99s = reads.map((r) => r.p99);
    return {
      sessions,
      started: started.length,
      startErrors: startErrors.slice(0, 5),
      startErrorCount: startErrors.length,
      endedEarly: earlyEnds.size,
      exitCodes,
      minuteMs,
      runS,
      setupS: round(setupS),
      billsPerSecond: round((runningAtEnd * 1000) / minuteMs),
      billedSessionsEquivalent: Math.round((runningAtEnd * 60_000) / minuteMs),
      billingLagP99Ms: p99s.length ? Math.max(...p99s) : null,
      billingLagFinal: final.billingLagMs,
      reads,
      minutesBilled,
      // Minute 1 is paid at the start; every other minute is a bill of the ticker.
      tickerBillsExpected: minutesBilled - receipts.length,
      tickerBillsCounted: final.billingLagMs.count,
      ledger: { ...ledger, ok: ledger.checked === started.length && ledger.priceMismatch + ledger.balanceMismatch + ledger.minutesAhead + ledger.historyMismatch === 0 },
    };
  } finally {
    await Promise.all(sockets.map(closeSocket));
    await system.stop();
  }
}
