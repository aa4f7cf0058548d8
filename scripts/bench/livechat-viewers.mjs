/**
 * Live streams: the server's CPU and memory per 1,000 viewers of one stream (issue 10 §4;
 * informational, DESIGN.md has no budget for it).
 *
 * One guest runs a video chat with an online actor (its stream warm: playlists and a segment answer
 * 200), and this process plays the session's stream as 1,000 hls.js-like viewers: each its own
 * keep-alive connection (a browser's), reading the master playlist once, then its rendition's live
 * playlist (half 720p, half 360p) every target duration (1 s) with the grant, and fetching each
 * new segment once. The viewers start spread over the first second, as independent players would.
 * After 5 s of warm-up the server process's CPU (utime + stime from /proc/<pid>/stat) and RSS
 * are sampled for 20 s and compared with 5 s of the same server before the viewers came (RSS: the
 * median of once-a-second samples, since the heap grows and is collected in steps; a noisy figure).
 *
 * Two runs: `uncached` fetches every new segment by sequence number (a player without an HTTP cache:
 * the worst case, and what the figures are), `cached` fetches a segment URL only once per viewer
 * (segments are a 6-segment loop served `immutable`, so a browser's cache answers repeats and only
 * playlists reach the server after the first loop). RSS per 1,000 is from the first run (memory
 * grown in it is not given back before the second). The bench's own CPU is reported beside: it
 * shares the machine's cores with the server. `saturated` says the viewers got fewer than 95 % of
 * their playlist reloads: the server (one event loop) was at its limit, so the figure per 1,000 is
 * what it managed rather than what 1,000 cost.
 */
import http from 'node:http';
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { rssOf } from './proc.mjs';
import { closeSocket, endChat, loadWebSocket, openGuestSocket, signupGuest, startChat, topUp, videoChatActors, waitForStream } from './livechat-kit.mjs';
import { median, percentile, round, sleep } from './stats.mjs';

const CLOCK_TICKS = 100; // getconf CLK_TCK on Linux
const TARGET_DURATION_MS = 1_000;

/** utime + stime of a process in seconds, or null if it is gone. */
function cpuSecondsOf(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // After the command: state is field 3, utime 14 and stime 15 (1-based, man 5 proc).
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
  } catch {
    return null;
  }
}

function get(agent, url, { keepBody = false } = {}) {
  const started = performance.now();
  return new Promise((resolve) => {
    const request = http.get(url, { agent }, (response) => {
      let bytes = 0;
      const chunks = keepBody ? [] : null;
      response.on('data', (chunk) => {
        bytes += chunk.length;
        chunks?.push(chunk);
      });
      response.on('end', () =>
        resolve({ status: response.statusCode, bytes, ms: performance.now() - started, body: chunks ? Buffer.concat(chunks).toString() : null }),
      );
      response.on('error', () => resolve({ status: 0, bytes, ms: performance.now() - started }));
    });
    request.on('error', () => resolve({ status: 0, bytes: 0, ms: performance.now() - started }));
  });
}

/** Media sequence and segment URIs of a live playlist. */
function parsePlaylist(text) {
  const sequence = Number(/#EXT-X-MEDIA-SEQUENCE:(\d+)/.exec(text)?.[1] ?? 0);
  const uris = text.split('\n').filter((line) => line && !line.startsWith('#'));
  return uris.map((uri, i) => ({ sn: sequence + i, uri }));
}

/** One viewer until `stop.at`; counts into `stats`. */
async function viewer({ masterUrl, rendition, offsetMs, cached, stop, stats }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    await sleep(offsetMs);
    const master = await get(agent, masterUrl, { keepBody: true });
    stats.count(master, 'master');
    if (master.status !== 200) return;
    const variant = master.body.split('\n').find((line) => line.startsWith(`${rendition}/`));
    if (!variant) return;
    const playlistUrl = new URL(variant, masterUrl);
    let lastSn = -1;
    const seen = new Set();
    while (performance.now() < stop.at) {
      const loadStarted = performance.now();
      const playlist = await get(agent, playlistUrl, { keepBody: true });
      stats.count(playlist, 'playlist');
      if (playlist.status === 200) {
        const segments = parsePlaylist(playlist.body);
        // A player joining starts at the newest segment here (hls.js: a few back; the same cost after).
        const fresh = lastSn < 0 ? segments.slice(-1) : segments.filter((s) => s.sn > lastSn);
        for (const segment of fresh) {
          lastSn = Math.max(lastSn, segment.sn);
          if (cached && seen.has(segment.uri)) continue;
          seen.add(segment.uri);
          stats.count(await get(agent, new URL(segment.uri, playlistUrl)), 'segment');
        }
      }
      // hls.js reloads a live playlist one target duration after the previous load began.
      const wait = TARGET_DURATION_MS - (performance.now() - loadStarted);
      if (wait > 0) await sleep(wait);
    }
  } finally {
    agent.destroy();
  }
}

function newStats() {
  const stats = {
    measuring: false,
    requests: { master: 0, playlist: 0, segment: 0 },
    failed: 0,
    bytes: 0,
    playlistMs: [],
    segmentMs: [],
    count(result, kind) {
      if (!stats.measuring) return;
      stats.requests[kind] += 1;
      stats.bytes += result.bytes;
      if (result.status !== 200) stats.failed += 1;
      else if (kind === 'playlist') stats.playlistMs.push(result.ms);
      else if (kind === 'segment') stats.segmentMs.push(result.ms);
    },
  };
  return stats;
}

/** Server CPU (% of one core) and RSS samples over `ms`. */
async function sampleServer(pid, ms) {
  const rss = [];
  const cpu0 = cpuSecondsOf(pid);
  const t0 = performance.now();
  while (performance.now() - t0 < ms) {
    await sleep(Math.min(1_000, ms - (performance.now() - t0)));
    rss.push(rssOf(pid));
  }
  const seconds = (performance.now() - t0) / 1000;
  return { cpuPercent: ((cpuSecondsOf(pid) - cpu0) / seconds) * 100, rssMaxBytes: Math.max(...rss), rssMedianBytes: median(rss) };
}

async function run({ baseUrl, guest, actor, sequence, pid, viewers, warmupS, measureS, cached }) {
  const session = await startChat(baseUrl, guest.token, { actorId: actor.id, sequence });
  try {
    await waitForStream(baseUrl, session.streamUrl);
    const masterUrl = new URL(session.streamUrl, baseUrl);
    await sleep(1_000);
    const before = await sampleServer(pid, 5_000);
    const stats = newStats();
    const stop = { at: performance.now() + (warmupS + measureS) * 1000 + 500 };
    const running = Array.from({ length: viewers }, (_, i) =>
      viewer({ masterUrl, rendition: i % 2 === 0 ? '720p' : '360p', offsetMs: (i * TARGET_DURATION_MS) / viewers, cached, stop, stats }),
    );
    await sleep(warmupS * 1000);
    stats.measuring = true;
    const clientCpu0 = process.cpuUsage();
    const clientT0 = performance.now();
    const during = await sampleServer(pid, measureS * 1000);
    const clientUsage = process.cpuUsage(clientCpu0);
    const clientSeconds = (performance.now() - clientT0) / 1000;
    stats.measuring = false;
    await Promise.all(running);
    const extraCpu = during.cpuPercent - before.cpuPercent;
    return {
      viewers,
      serverCpuBeforePercent: round(before.cpuPercent),
      serverCpuDuringPercent: round(during.cpuPercent),
      cpuPer1000Percent: round((extraCpu * 1000) / viewers),
      // Medians of the once-a-second samples: the heap grows and is collected in steps.
      rssBeforeMb: round(before.rssMedianBytes / 1e6),
      rssDuringMb: round(during.rssMedianBytes / 1e6),
      rssDuringMaxMb: round(during.rssMaxBytes / 1e6),
      rssPer1000Mb: round(((during.rssMedianBytes - before.rssMedianBytes) / 1e6) * (1000 / viewers)),
      requestsPerSecond: round((stats.requests.playlist + stats.requests.segment) / measureS),
      playlistsPerSecond: round(stats.requests.playlist / measureS),
      // Every viewer reloads once a second: fewer playlists than viewers means the server (or the bench) could not keep up.
      saturated: stats.requests.playlist / measureS < 0.95 * viewers,
      segmentsPerSecond: round(stats.requests.segment / measureS),
      mbitPerSecond: round((stats.bytes * 8) / 1e6 / measureS),
      failed: stats.failed,
      playlistP50Ms: round(percentile(stats.playlistMs, 50)),
      playlistP99Ms: round(percentile(stats.playlistMs, 99)),
      segmentP99Ms: round(percentile(stats.segmentMs, 99)),
      clientCpuPercent: round(((clientUsage.user + clientUsage.system) / 1e6 / clientSeconds) * 100),
    };
  } finally {
    await endChat(baseUrl, guest.token, session.chatId).catch(() => undefined);
  }
}

export async function measureViewers({ root, baseUrl, secret, pid, viewers = 1_000, warmupS = 5, measureS = 20 }) {
  const [actor] = await videoChatActors(baseUrl, secret);
  if (!actor) throw new Error('no online actor offers a paid video chat');
  const guest = await signupGuest(baseUrl, secret);
  await topUp(baseUrl, guest.token);
  const ws = await openGuestSocket(loadWebSocket(root), baseUrl, guest.token);
  try {
    const common = { baseUrl, guest, actor, pid, viewers, warmupS, measureS };
    const uncached = await run({ ...common, sequence: 1, cached: false });
    await sleep(2_000);
    const cached = await run({ ...common, sequence: 2, cached: true });
    return {
      serverPid: pid,
      actorId: actor.id,
      viewers,
      warmupS,
      measureS,
      cpuPer1000Percent: uncached.cpuPer1000Percent,
      rssPer1000Mb: uncached.rssPer1000Mb,
      uncached,
      cached,
    };
  } finally {
    await closeSocket(ws);
  }
}
