/**
 * `npm run bench`: measures the budgets of DESIGN.md §6 on the production build and writes
 * reports/bench.json (figures, budgets beside them, pass/fail per budget) plus a short table.
 * A missed budget never fails the process; only a bench that cannot run at all does.
 *
 * One module per measurement under scripts/bench/. The system runs once, on port 5300, with
 * an in-memory database and no simulator, so nothing but the bench moves actors.
 * BENCH_ONLY=js,react,remote,inp,lighthouse,federation,fanout,alive,livestream,vodframe,viewers,search,global-search,videolist,feed,mediathek,tv-mediathek,tv-first-frame,contest-votes,billing,messenger,channellist runs a
 * subset (while working on one of them) and writes reports/bench.partial.json; BENCH_FANOUT_SIZES=2000,10000,
 * BENCH_LIGHTHOUSE_RUNS=3, BENCH_LIVE_STARTS=20, BENCH_VIEWERS=1000, BENCH_BILLING_SESSIONS=300,
 * BENCH_BILLING_MINUTE_MS=6000, BENCH_BILLING_SECONDS=180, BENCH_MESSENGER_GUESTS=2000, BENCH_MESSENGER_SENDERS=200 and BENCH_TV_FRAME_RUNS=7 (BENCH_PORT=5400 moves the bench off port 5300)
 * change the defaults. `npm run bench -- messenger` (or BENCH_ONLY=messenger,channellist) runs the messenger's two. The run conditions (load average, CPUs, memory,
 * node) are sampled at the start and the end and head the table: a busy machine moves every timing.
 */
import { mkdirSync, openSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { ROOT, REMOTES } from './lib/apps.mjs';
import { ensureBuilt } from './lib/build.mjs';
import { remoteUrl, startSystem } from './lib/system.mjs';
import { BUDGETS, compare } from './bench/budgets.mjs';
import { actorProfileUrl } from './bench/actor-profile.mjs';
import { launchBrowser } from './bench/browser.mjs';
import { describeConditions, judgeConditions, sampleConditions } from './bench/conditions.mjs';
import { measureFederation } from './bench/federation.mjs';
import { measureFanout } from './bench/fanout.mjs';
import { measureCamsFilterInp } from './bench/inp.mjs';
import { measureLighthouse } from './bench/lighthouse.mjs';
import { serverPid } from './bench/proc.mjs';
import { measureReactCopies } from './bench/react-copies.mjs';
import { measureRemoteOpen } from './bench/remote-open.mjs';
import { measureActorSearch } from './bench/search.mjs';
import { measureGlobalSearch } from './bench/global-search.mjs';
import { measureVideoList } from './bench/video-list.mjs';
import { measureFeed } from './bench/feed.mjs';
import { measureMediathek } from './bench/mediathek.mjs';
import { measureTvMediathek } from './bench/tv-mediathek.mjs';
import { measureContestVotes } from './bench/contest-votes.mjs';
import { measureTvFirstFrame } from './bench/tv-first-frame.mjs';
import { measureAliveUnderLoad } from './bench/alive-under-load.mjs';
import { measureBilling } from './bench/livechat-billing.mjs';
import { measureMessengerChannelList } from './bench/messenger-channel-list.mjs';
import { measureMessengerThroughput } from './bench/messenger-throughput.mjs';
import { measureLiveStream } from './bench/livechat-stream.mjs';
import { measureVideoFirstFrame } from './bench/video-playback.mjs';
import { measureViewers } from './bench/livechat-viewers.mjs';
import { measureStartPageJs } from './bench/start-page-js.mjs';

// BENCH_PORT moves the whole bench (its servers are PORT + n) off 5300 when another run holds it.
const PORT = Number(process.env.BENCH_PORT ?? 5300);
const INTERNAL_SECRET = 'bench-internal-secret-0123456789';
// `npm run bench -- messenger` is BENCH_ONLY=messenger,channellist.
const ONLY_LIST = process.argv[2] === 'messenger' ? 'messenger,channellist' : process.env.BENCH_ONLY;
const ONLY = ONLY_LIST ? new Set(ONLY_LIST.split(',')) : null;
const FANOUT_SIZES = (process.env.BENCH_FANOUT_SIZES ?? '2000,10000').split(',').map(Number);
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const LIVE_STARTS = Number(process.env.BENCH_LIVE_STARTS ?? 20);
const VOD_STARTS = Number(process.env.BENCH_VOD_STARTS ?? 10);
const TV_FRAME_RUNS = Number(process.env.BENCH_TV_FRAME_RUNS ?? 7);
const VIEWERS = Number(process.env.BENCH_VIEWERS ?? 1000);
const BILLING = {
  sessions: Number(process.env.BENCH_BILLING_SESSIONS ?? 300),
  minuteMs: Number(process.env.BENCH_BILLING_MINUTE_MS ?? 6000),
  runS: Number(process.env.BENCH_BILLING_SECONDS ?? 180),
};
const MESSENGER = {
  guests: Number(process.env.BENCH_MESSENGER_GUESTS ?? 2000),
  senders: Number(process.env.BENCH_MESSENGER_SENDERS ?? 200),
};
const reportsDir = join(ROOT, 'reports');

const figures = {};
const errors = {};

/** Runs one measurement; a failure is recorded against its budgets and the bench goes on. */
async function step(name, budgetKeys, fn) {
  if (ONLY && !ONLY.has(name)) return undefined;
  const started = performance.now();
  process.stdout.write(`bench: ${name} … `);
  try {
    const value = await fn();
    console.log(`${Math.round((performance.now() - started) / 1000)} s`);
    return value;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.log(`failed: ${message}`);
    for (const key of budgetKeys) errors[key] = message;
    return undefined;
  }
}

// Other work on the machine moves every timing here; the conditions say how much there was.
const conditions = { start: sampleConditions() };
ensureBuilt();
mkdirSync(reportsDir, { recursive: true });
// The server's own log goes to a file: 10,000 sockets must not scroll the table away.
const serverLog = openSync(join(reportsDir, 'bench-server.log'), 'w');
const systemOptions = {
  // The fan-out opens 10,000 sockets, all from this machine's one address.
  env: {
    DATA_DIR: 'memory',
    SIMULATOR: 'off',
    INTERNAL_SECRET,
    // The live-chat bench plays a few cameras; encoding 300 would load the machine under every other figure.
    LIVE_STREAM_ACTORS: '12',
    // The live-chat figures sign up and log in a guest per start, all from this one address.
    SIGNUPS_PER_ADDRESS: '100000',
    LOGINS_PER_ADDRESS: '100000',
    LOG_LEVEL: 'warn',
    SOCKETS_PER_ADDRESS: '20000',
    SOCKET_UPGRADES_PER_ADDRESS: '100000',
  },
  stdio: ['ignore', serverLog, serverLog],
};
const system = await startSystem({ port: PORT, ...systemOptions });
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, async () => {
    await system.stop();
    process.exit(130);
  });
}
const baseUrl = system.url;
const chatOrigin = new URL(remoteUrl(PORT, REMOTES.find((r) => r.dir === 'mf-chat'))).origin;
const benchStarted = performance.now();

try {
  const browser = await launchBrowser();
  try {
    figures.startPageJs = await step('js', ['startPageJsBytes'], () => measureStartPageJs(browser, baseUrl));
    figures.reactCopies = await step('react', ['reactCopies'], () => measureReactCopies(browser, baseUrl));
    figures.remoteOpen = await step('remote', ['remoteOpenMs'], () =>
      measureRemoteOpen(browser, baseUrl, { remoteOrigin: chatOrigin }),
    );
    figures.camsFilterInp = await step('inp', ['camsFilterInpMs'], () => measureCamsFilterInp(browser, baseUrl));
  } finally {
    await browser.close();
  }
  figures.lighthouse = await step(
    'lighthouse',
    Object.keys(BUDGETS).filter((key) => key.startsWith('lighthouse')),
    async () => {
      const pages = { home: baseUrl, cams: new URL('/en/cams/', baseUrl).href, profile: await actorProfileUrl(baseUrl, INTERNAL_SECRET) };
      return measureLighthouse(pages, { root: ROOT, runs: LIGHTHOUSE_RUNS });
    },
  );
  figures.federation = await step('federation', ['federationJsRatioHome', 'federationJsRatioCams'], () =>
    measureFederation({
      root: ROOT,
      composedUrl: baseUrl,
      composedLighthouse: figures.lighthouse,
      runs: LIGHTHOUSE_RUNS,
      system: { port: PORT + 200, ...systemOptions },
    }),
  );
  if (!ONLY || ONLY.has('fanout')) conditions.beforeFanout = sampleConditions();
  figures.fanout = await step('fanout', ['fanout10kP99Ms', 'fanout10kDelivered'], () =>
    measureFanout({ root: ROOT, baseUrl, pid: serverPid(system.server.pid), secret: INTERNAL_SECRET, sizes: FANOUT_SIZES }),
  );
  figures.aliveUnderLoad = await step('alive', ['aliveSocketFloodP99Ms', 'aliveCostlyQueryP99Ms'], () =>
    measureAliveUnderLoad({ root: ROOT, baseUrl }),
  );
  figures.liveStream = await step('livestream', ['liveFirstFrameP95Ms', 'liveLatencyS'], async () => {
    const liveBrowser = await launchBrowser();
    try {
      return await measureLiveStream(liveBrowser, { root: ROOT, baseUrl, secret: INTERNAL_SECRET, starts: LIVE_STARTS });
    } finally {
      await liveBrowser.close();
    }
  });
  // A bought video: click on play → first frame (issue 11 §4).
  figures.videoFirstFrame = await step('vodframe', ['videoFirstFrameP95Ms'], async () => {
    const vodBrowser = await launchBrowser();
    try {
      return await measureVideoFirstFrame(vodBrowser, { baseUrl, secret: INTERNAL_SECRET, starts: VOD_STARTS });
    } finally {
      await vodBrowser.close();
    }
  });
  // The TV page (issue 15 §4): navigation → first frame of free TV, cold and warm.
  figures.tvFirstFrame = await step('tv-first-frame', ['tvFirstFrameColdP50Ms', 'tvFirstFrameColdP90Ms', 'tvFirstFrameWarmP50Ms', 'tvFirstFrameWarmP90Ms'], () =>
    measureTvFirstFrame({ baseUrl, runs: TV_FRAME_RUNS }),
  );
  figures.liveViewers = await step('viewers', ['viewersCpuPer1000', 'viewersRssMbPer1000'], () =>
    measureViewers({ root: ROOT, baseUrl, secret: INTERNAL_SECRET, pid: serverPid(system.server.pid), viewers: VIEWERS }),
  );
} finally {
  await system.stop();
}

// Search is measured on a catalogue of its own size (10,000 actors), still and with the simulator on.
figures.actorSearch = await step('search', ['actorSearchP99Ms', 'actorSearchLiveP99Ms'], () =>
  measureActorSearch({ port: PORT + 100, stdio: ['ignore', serverLog, serverLog] }),
);
// The global search (issue 17 §1): the video lists' catalogue, globalSearch at 500 req/s and the completions.
figures.globalSearch = await step('global-search', ['globalSearchP50Ms', 'globalSearchP99Ms', 'searchSuggestionsP50Ms', 'searchSuggestionsP99Ms'], () =>
  measureGlobalSearch({ port: PORT + 1400, stdio: ['ignore', serverLog, serverLog] }),
);
// The video lists too: 100,000 videos (1,000 actors × 100), a seed no other figure wants.
figures.videoList = await step('videolist', ['videoListP50Ms', 'videoListP99Ms'], () =>
  measureVideoList({ port: PORT + 500, stdio: ['ignore', serverLog, serverLog] }),
);
// The feed's first page: a server of its own with 1,000 actors' posts.
figures.feed = await step('feed', ['feedFirstPageP50Ms', 'feedFirstPageP99Ms'], () =>
  measureFeed({ port: PORT + 600, stdio: ['ignore', serverLog, serverLog], secret: INTERNAL_SECRET }),
);
// The media library of one guest owning 5,000 assets (issue 14 §4): 1,000 actors × 10 videos, the library bought over REST.
figures.mediathek = await step('mediathek', ['mediathekAssetsP99Ms', 'mediathekAssetsSingleP99Ms', 'mediathekTotalsSingleP99Ms'], () =>
  measureMediathek({ root: ROOT, port: PORT + 300, stdio: ['ignore', serverLog, serverLog] }),
);
// The TV mediathek list (issue 15 §4): a server of its own, visitors, query service and REST mixed.
figures.tvMediathek = await step('tv-mediathek', ['tvMediathekP50Ms', 'tvMediathekP99Ms'], () =>
  measureTvMediathek({ port: PORT + 1000, stdio: ['ignore', serverLog, serverLog] }),
);
// Contest votes (issue 16 §4): many guests voting at once on a server of its own, the 5-vote rule checked after.
figures.contestVotes = await step('contest-votes', [], () => measureContestVotes({ port: PORT + 1300, stdio: ['ignore', serverLog, serverLog] }));
// Billing too: a short minute, no streams, and thousands of bills a minute that nothing else shares.
figures.liveBilling = await step('billing', ['billingLagP99Ms', 'billedSessionsEquivalent'], () =>
  measureBilling({ root: ROOT, port: PORT + 400, stdio: ['ignore', serverLog, serverLog], ...BILLING }),
);
// The messenger: 2,000 connected guests on a server of its own, then the channel list of 500 in Chromium.
// Not PORT + 700: 6000 is a port fetch refuses (X11).
figures.messengerThroughput = await step('messenger', ['messengerStoredPerSecond', 'messengerDeliveryP99Ms'], () =>
  measureMessengerThroughput({ root: ROOT, port: PORT + 900, stdio: ['ignore', serverLog, serverLog], ...MESSENGER }),
);
figures.messengerChannelList = await step('channellist', ['messengerChannelListAllMs'], async () => {
  const listBrowser = await launchBrowser();
  try {
    return await measureMessengerChannelList(listBrowser, { root: ROOT, port: PORT + 800, stdio: ['ignore', serverLog, serverLog] });
  } finally {
    await listBrowser.close();
  }
});

const fanout10k = figures.fanout?.[10_000];
const budgetFigures = {
  startPageJsBytes: figures.startPageJs?.totalBytes,
  reactCopies: figures.reactCopies?.copies,
  lighthouseHomePerformance: figures.lighthouse?.home.performance,
  lighthouseHomeLcpMs: figures.lighthouse?.home.lcpMs,
  lighthouseHomeCls: figures.lighthouse?.home.cls,
  lighthouseHomeTbtMs: figures.lighthouse?.home.tbtMs,
  lighthouseCamsPerformance: figures.lighthouse?.cams.performance,
  lighthouseCamsLcpMs: figures.lighthouse?.cams.lcpMs,
  lighthouseCamsCls: figures.lighthouse?.cams.cls,
  lighthouseCamsTbtMs: figures.lighthouse?.cams.tbtMs,
  lighthouseProfilePerformance: figures.lighthouse?.profile.performance,
  lighthouseProfileLcpMs: figures.lighthouse?.profile.lcpMs,
  lighthouseProfileCls: figures.lighthouse?.profile.cls,
  lighthouseProfileTbtMs: figures.lighthouse?.profile.tbtMs,
  camsFilterInpMs: figures.camsFilterInp?.ms,
  federationJsRatioHome: figures.federation?.home.jsRatio,
  federationJsRatioCams: figures.federation?.cams.jsRatio,
  remoteOpenMs: figures.remoteOpen?.ms,
  actorSearchP99Ms: figures.actorSearch?.simulatorOff?.p99Ms,
  actorSearchLiveP99Ms: figures.actorSearch?.simulatorOn?.p99Ms,
  globalSearchP50Ms: figures.globalSearch?.p50Ms,
  globalSearchP99Ms: figures.globalSearch?.p99Ms,
  searchSuggestionsP50Ms: figures.globalSearch?.suggestions.p50Ms,
  searchSuggestionsP99Ms: figures.globalSearch?.suggestions.p99Ms,
  videoListP50Ms: figures.videoList?.p50Ms,
  videoListP99Ms: figures.videoList?.p99Ms,
  feedFirstPageP50Ms: figures.feed?.p50Ms,
  feedFirstPageP99Ms: figures.feed?.p99Ms,
  mediathekAssetsP99Ms: figures.mediathek?.loaded.p99Ms,
  mediathekAssetsSingleP99Ms: figures.mediathek?.singleRequest.p99Ms,
  mediathekTotalsSingleP99Ms: figures.mediathek?.totalsRequest.p99Ms,
  tvFirstFrameColdP50Ms: figures.tvFirstFrame?.cold.p50Ms,
  tvFirstFrameColdP90Ms: figures.tvFirstFrame?.cold.p90Ms,
  tvFirstFrameWarmP50Ms: figures.tvFirstFrame?.warm.p50Ms,
  tvFirstFrameWarmP90Ms: figures.tvFirstFrame?.warm.p90Ms,
  tvMediathekP50Ms: figures.tvMediathek?.p50Ms,
  tvMediathekP99Ms: figures.tvMediathek?.p99Ms,
  fanout10kP99Ms: fanout10k?.p99Ms,
  fanout10kDelivered: fanout10k ? fanout10k.delivered / fanout10k.expected : null,
  aliveSocketFloodP99Ms: figures.aliveUnderLoad?.socketFlood.alive.p99Ms,
  aliveCostlyQueryP99Ms: figures.aliveUnderLoad?.costlyQuery.alive.p99Ms,
  liveFirstFrameP95Ms: figures.liveStream?.firstFrameP95Ms,
  liveLatencyS: figures.liveStream?.latencyMedianS,
  videoFirstFrameP50Ms: figures.videoFirstFrame?.firstFrameP50Ms,
  videoFirstFrameP95Ms: figures.videoFirstFrame?.firstFrameP95Ms,
  billingLagP99Ms: figures.liveBilling?.billingLagP99Ms,
  billedSessionsEquivalent: figures.liveBilling?.billedSessionsEquivalent,
  viewersCpuPer1000: figures.liveViewers?.cpuPer1000Percent,
  viewersRssMbPer1000: figures.liveViewers?.rssPer1000Mb,
  messengerStoredPerSecond: figures.messengerThroughput?.saturated.storedPerSecond,
  messengerDeliveryP50Ms: figures.messengerThroughput?.paced.p50Ms,
  messengerDeliveryP99Ms: figures.messengerThroughput?.paced.p99Ms,
  messengerChannelListFirstMs: figures.messengerChannelList?.firstRowMedianMs,
  messengerChannelListAllMs: figures.messengerChannelList?.allRowsMedianMs,
};
if (figures.remoteOpen && figures.remoteOpen.ms === null) errors.remoteOpenMs = figures.remoteOpen.note;
if (fanout10k?.stoppedEarly) errors.fanout10kP99Ms = fanout10k.stoppedEarly;
const live = figures.liveStream;
if (live?.failures.length) errors.liveFirstFrameP95Ms = `${live.failures.length} of ${live.starts} starts failed: ${live.failures[0]}`;
const vod = figures.videoFirstFrame;
if (vod?.failures.length) errors.videoFirstFrameP95Ms = `${vod.failures.length} of ${vod.starts} starts failed: ${vod.failures[0]}`;
if (live && live.latencySamples === 0) errors.liveLatencyS = 'the player showed no latency';
if (figures.liveViewers?.uncached.saturated) {
  const u = figures.liveViewers.uncached;
  errors.viewersCpuPer1000 = `saturated: ${u.playlistsPerSecond} of ${u.viewers} playlist reloads/s answered, playlist p50 ${u.playlistP50Ms} ms`;
}
const mediathek = figures.mediathek;
if (mediathek?.loaded.failed) errors.mediathekAssetsP99Ms = `${mediathek.loaded.failed} of ${mediathek.loaded.total} requests failed (${mediathek.loaded.achievedRate} req/s answered)`;
const tvFrame = figures.tvFirstFrame;
if (tvFrame?.failures.length) errors.tvFirstFrameColdP50Ms = `${tvFrame.failures.length} of ${tvFrame.runs} runs failed: ${tvFrame.failures[0]}`;
const globalSearch = figures.globalSearch;
if (globalSearch?.failed) errors.globalSearchP99Ms = `${globalSearch.failed} of ${globalSearch.total} requests failed (${globalSearch.achievedRate} req/s sent)`;
const tvMediathek = figures.tvMediathek;
if (tvMediathek?.failed) errors.tvMediathekP99Ms = `${tvMediathek.failed} of ${tvMediathek.total} requests failed (${tvMediathek.achievedRate} req/s sent)`;
const billing = figures.liveBilling;
if (billing && (!billing.ledger.ok || billing.endedEarly || billing.startErrorCount)) {
  errors.billingLagP99Ms = `ledger ${billing.ledger.ok ? 'ok' : 'WRONG'}, ${billing.endedEarly} ended early, ${billing.startErrorCount} starts refused`;
}

conditions.end = sampleConditions();
const verdict = judgeConditions(conditions);
const report = {
  date: new Date().toISOString(),
  conditions: { ...conditions, ...verdict },
  lighthouseRuns: LIGHTHOUSE_RUNS,
  durationS: Math.round((performance.now() - benchStarted) / 1000),
  figures,
  budgets: BUDGETS,
  results: compare(budgetFigures, errors),
};
// A subset run must not overwrite the last full report.
const reportName = ONLY ? 'bench.partial.json' : 'bench.json';
writeFileSync(join(reportsDir, reportName), `${JSON.stringify(report, null, 2)}\n`);

// Three significant digits below 100 (a ratio of 1.659 must not read 1.7), whole numbers above.
const format = (value) =>
  value == null ? '–' : Number.isInteger(value) ? String(value) : value >= 100 ? value.toFixed(0) : String(Number(value.toPrecision(3)));
const rows = report.results.map((r) => [r.what, format(r.figure), r.budget, r.ok === null ? '–' : r.ok ? 'ok' : 'MISSED', r.note ?? '']);
const widths = [0, 1, 2, 3].map((i) => Math.max(...rows.map((row) => row[i].length)));
console.log('');
for (const line of describeConditions(conditions, verdict)) console.log(line);
console.log(`Lighthouse figures: median of ${LIGHTHOUSE_RUNS} runs each.\n`);
for (const row of rows) {
  console.log(`${row.slice(0, 4).map((cell, i) => (i === 1 ? cell.padStart(widths[i]) : cell.padEnd(widths[i]))).join('  ')}  ${row[4]}`.trimEnd());
}
if (figures.contestVotes) {
  const votes = figures.contestVotes;
  console.log(`contest votes: ${votes.votesPerSecond} counted votes/s (${votes.requestsPerSecond} requests/s, ${votes.guests} guests × ${votes.votesPerGuest}); 5-vote rule ${votes.ruleHolds ? 'holds' : `BROKEN (${votes.guestsOverLimit} guests over)`}`);
}
if (globalSearch) {
  const { singleMs: one, suggestions: words } = globalSearch;
  console.log(
    `global search: ${globalSearch.videos} videos, ${globalSearch.actors} actors: at ${globalSearch.targetRate} req/s p50 ${globalSearch.p50Ms} ms, p99 ${globalSearch.p99Ms} ms (${globalSearch.achievedRate} req/s sent, ${globalSearch.failed} failed); ` +
      `alone: fresh p50 ${one.fresh.p50Ms} ms, p99 ${one.fresh.p99Ms} ms, repeated p50 ${one.repeated.p50Ms} ms; completions p50 ${words.p50Ms} ms, p99 ${words.p99Ms} ms`,
  );
}
for (const [name, f] of Object.entries(figures.federation ?? {})) {
  if (typeof f !== 'object') continue;
  const lcp = f.lcpRatio === null ? '' : `; LCP ${f.composedLcpMs} ms composed, ${f.singleLcpMs} ms one bundle (${f.lcpRatio})`;
  console.log(`federation ${name}: ${f.composedJsBytes} bytes composed, ${f.singleJsBytes} one bundle (${f.jsRatio})${lcp}`);
}
if (live) {
  console.log(
    `live stream: first frame p50 ${live.firstFrameP50Ms} ms, p95 ${live.firstFrameP95Ms} ms (${live.started}/${live.starts} starts, clips warm, ${live.firstFrameVia.join('/')}); ` +
      `latency median ${live.latencyMedianS} s shown by the player, ${live.clockLatencyMedianS} s by the clock (PROGRAM-DATE-TIME)`,
  );
}
if (billing) {
  console.log(
    `live billing: ${billing.started} sessions at a ${billing.minuteMs / 1000} s minute for ${billing.runS} s (${billing.billsPerSecond} bills/s = ${billing.billedSessionsEquivalent} sessions at 1/min): ` +
      `lag p99 ${billing.billingLagP99Ms} ms (max ${billing.billingLagFinal.max}); ledger ${billing.ledger.ok ? 'exact' : 'WRONG'} for ${billing.ledger.checked} sessions` +
      (billing.ledger.minutesBehind ? `, ${billing.ledger.minutesBehind} billed behind their served time` : ''),
  );
}
const viewersRun = figures.liveViewers;
if (viewersRun) {
  const { uncached: u, cached: c } = viewersRun;
  console.log(
    `live viewers: ${viewersRun.viewers} of one stream: server +${u.cpuPer1000Percent}% of a core and +${u.rssPer1000Mb} MB per 1,000 (${u.requestsPerSecond} req/s, ${u.mbitPerSecond} Mbit/s, playlist p99 ${u.playlistP99Ms} ms, bench ${u.clientCpuPercent}%${u.saturated ? `, SATURATED: ${u.playlistsPerSecond} playlists/s` : ''}); ` +
      `segments cached by the browser: +${c.cpuPer1000Percent}%`,
  );
}
const messenger = figures.messengerThroughput;
if (messenger) {
  const { saturated: sat, paced } = messenger;
  console.log(
    `messenger: ${messenger.guests} guests (${messenger.sockets} sockets), ${messenger.senders} sending: ${sat.storedPerSecond} msgs/s stored, ${sat.deliveredPerSecond} delivered (p50 ${sat.p50Ms} ms, p99 ${sat.p99Ms} ms saturated); ` +
      `at ${paced.rate}/s p50 ${paced.p50Ms} ms, p99 ${paced.p99Ms} ms; ${sat.acks + paced.acks} acks, ${sat.refused + paced.refused} refusals, ${sat.lost + paced.lost} unanswered`,
  );
}
const channelList = figures.messengerChannelList;
if (channelList) {
  console.log(
    `messenger channel list: ${channelList.channels} channels (${channelList.rowsInDocument} rows in the document): first row ${channelList.firstRowMedianMs} ms, complete ${channelList.allRowsMedianMs} ms (median of ${channelList.runs}; its fetch ended at ${channelList.channelsFetchEndMedianMs} ms)`,
  );
}
if (mediathek) {
  const { library: l, singleRequest: one, totalsRequest: totals, loaded } = mediathek;
  console.log(
    `media library: ${l.videos} videos, ${l.albumsBought} albums bought, ${l.albumsPinned} pinned, ${l.posts} feed posts, ${l.archived} archived (made in ${l.setupS} s: ${l.topUps} top-ups, purchases ${l.purchasesS} s); ` +
      `assets one at a time p50 ${one.p50Ms} ms, p95 ${one.p95Ms} ms, p99 ${one.p99Ms} ms; totals p99 ${totals.p99Ms} ms; at ${mediathek.targetRate} req/s p99 ${loaded.p99Ms} ms (${loaded.achievedRate} req/s answered, ${loaded.failed} failed)`,
  );
}
console.log(`\nreports/${reportName} written (${report.durationS} s).`);
