/**
 * Budget (issue 11): the video list query at 100,000 videos, p50/p99 at 500 requests/s, on a server
 * of its own seeded with 1,000 actors × 100 videos (SEED_VIDEOS_PER_ACTOR).
 *
 * Open loop as the actor search (search.mjs): one request every 2 ms whether or not earlier ones
 * have answered, latency from the scheduled start. The mix is what the /videos/ pages send (see
 * `payload`): the sections' first pages, common filtered lists (tags, genders, durations, include
 * flags, every sort) and a long tail; the server keeps pages and filters' matches 5 s and serves
 * repeats as it would serve guests (docs/videos.md, "Speed"). Before the load, `singleMs` times
 * each kind of call alone.
 */
import { performance } from 'node:perf_hooks';
import { startSystem } from '../lib/system.mjs';
import { openLoop } from './open-loop.mjs';
import { median, round } from './stats.mjs';

const ACTORS = 1_000;
const VIDEOS_PER_ACTOR = 100;
const RATE_PER_S = 500;
const DURATION_S = 10;
const WARMUP_S = 2;

const SECTIONS = [
  { types: ['free'], order: 'newest' },
  { types: ['trending'], order: 'popular' },
  { types: ['discount'], order: 'discount' },
  { types: [], order: 'newest' },
  { types: ['vip'], order: 'newest' },
];
const ORDERS = ['newest', 'oldest', 'popular', 'price_asc', 'price_desc', 'duration_asc', 'duration_desc', 'discount'];
const TAGS = [[], ['outdoor'], ['lingerie'], ['outdoor', 'lingerie'], ['beach']];
const GENDERS = [[], ['F'], ['M'], ['C'], ['F', 'C']];
const DURATIONS = [{}, { durationFrom: 5 }, { durationTo: 10 }, { durationFrom: 10, durationTo: 30 }];
const EXCLUDED = [[], ['vip'], ['free'], ['discount', 'vip']];

/** The filtered list of number n: its tags, genders, excluded types, duration and sort, all varying. */
function filtered(n, section) {
  return {
    filter: {
      types: section.types,
      tags: TAGS[n % TAGS.length],
      actingGroups: GENDERS[(n >> 1) % GENDERS.length],
      excludedTypes: EXCLUDED[(n >> 2) % EXCLUDED.length].filter((type) => !section.types.includes(type)),
      ...DURATIONS[(n >> 3) % DURATIONS.length],
    },
    order: ORDERS[(n >> 1) % ORDERS.length],
  };
}

/**
 * The i-th request of the mix, deterministic so two runs send the same requests: half are the
 * sections' first three pages in their default sort, 40 % one of 40 common filtered lists (two
 * pages each), 10 % the long tail: a filter combination seldom repeated within the caches' seconds.
 */
function payload(i) {
  const slot = i % 10;
  if (slot < 5) {
    const section = SECTIONS[(i >> 1) % SECTIONS.length];
    return { filter: { types: section.types }, order: section.order, page: 1 + (i % 3), pageSize: 16 };
  }
  if (slot < 9) {
    const n = (i >> 3) % 40;
    return { ...filtered(n, SECTIONS[n % SECTIONS.length]), page: 1 + (i % 2), pageSize: 16 };
  }
  const n = Math.floor(i / 10);
  return { ...filtered(n, SECTIONS[n % SECTIONS.length]), page: 1 + (n % 4), pageSize: 16 };
}

const listUrl = (baseUrl, { filter, ...rest }) =>
  new URL(`/rest/v1/videos/filtered?${new URLSearchParams({ ...rest, filter: JSON.stringify(filter), language: 'en' })}`, baseUrl);

/** One request of the mix; true for a good answer. */
async function send(baseUrl, i) {
  const response = await fetch(listUrl(baseUrl, payload(i)));
  await response.arrayBuffer();
  return response.ok;
}

/**
 * One request at a time, no load: the median latency of each kind of call. `alive` is the
 * server's floor (a route answering a constant); `repeated` asks a list answered a moment ago;
 * `fresh` a filter never asked before (a search text that varies), so nothing of it is kept.
 */
async function singleRequestLatency(baseUrl) {
  const time = async (url) => {
    const started = performance.now();
    const response = await fetch(url);
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    return performance.now() - started;
  };
  const kinds = {
    alive: () => new URL('/rest/v1/alive', baseUrl),
    repeated: () => listUrl(baseUrl, { filter: { types: ['free'] }, order: 'newest', page: 1, pageSize: 16 }),
    repeatedFiltered: () => listUrl(baseUrl, { ...filtered(3, SECTIONS[3]), page: 2, pageSize: 16 }),
    fresh: (i) => listUrl(baseUrl, { filter: { excludedTypes: ['vip'], durationFrom: i % 50 }, order: ORDERS[i % ORDERS.length], page: 1 + (i % 3), pageSize: 16 }),
    freshTags: (i) => listUrl(baseUrl, { filter: { tags: TAGS[1 + (i % 4)], durationTo: 10 + i }, order: ORDERS[i % ORDERS.length], page: 1, pageSize: 16 }),
  };
  const result = {};
  for (const [kind, url] of Object.entries(kinds)) {
    const times = [];
    for (let i = 0; i < 60; i += 1) times.push(await time(url(i)));
    result[kind] = round(median(times.slice(10)), 2);
  }
  return result;
}

/** Starts a server seeded with 100,000 videos on `port` and measures the list call on it. */
export async function measureVideoList({ port, stdio }) {
  const system = await startSystem({
    port,
    env: {
      DATA_DIR: 'memory',
      SIMULATOR: 'off',
      SEED_ACTORS: String(ACTORS),
      SEED_VIDEOS_PER_ACTOR: String(VIDEOS_PER_ACTOR),
      LOG_LEVEL: 'warn',
      LIVE_STREAMS: 'off',
      // 100,000 clips are not encoded for a list bench.
      VOD_VIDEOS: 'off',
    },
    stdio,
    remotes: [],
  });
  try {
    const probe = await (await fetch(new URL('/rest/v1/videos/filtered?pageSize=1', system.url))).json();
    const singleMs = await singleRequestLatency(system.url);
    await openLoop({ rate: RATE_PER_S, seconds: WARMUP_S, send: (i) => send(system.url, 1_000_000 + i) });
    const measured = await openLoop({ rate: RATE_PER_S, seconds: DURATION_S, send: (i) => send(system.url, i) });
    return { videos: probe.totalCount, targetRate: RATE_PER_S, singleMs, ...measured };
  } finally {
    await system.stop();
  }
}
