/**
 * The feed's first page (issue 11 §4): the feed service's `feed(first: 10)` query with every post
 * field the /feed/ page asks for, p50/p99 at 100 requests/s, as visitors and as a logged-in guest
 * (whose answers add his likes, views, purchases and follows), on a server of its own seeded with
 * 1,000 actors (about 1,400 posts, their comments and replies).
 *
 * Open loop as the other list benches: one request every 10 ms whether or not earlier ones have
 * answered, latency from the scheduled start. Before the load, the single-request latencies (one
 * call at a time): the first page, and pages not in the server's one-second page cache.
 */
import { performance } from 'node:perf_hooks';
import { startSystem } from '../lib/system.mjs';
import { openLoop } from './open-loop.mjs';
import { median, round, sleep } from './stats.mjs';

const ACTORS = 1_000;
const RATE_PER_S = 100;
const DURATION_S = 10;
const WARMUP_S = 2;
/** Sequential calls of the single-request figures (medians). */
const SINGLE_CALLS = 30;

const IMAGES = '{ w320 w640 w1280 }';
const COMMENT = 'id text created authorName byModel isOwn';
// The page's own selection (mf-media/src/queries/feed.ts POST_FIELDS).
const QUERY = `query Feed($after: String) { feed(first: 10, after: $after) { totalCount edges { cursor node {
  id created published type status pinned title text language views likes umaId paidContent fsk priceCoins contestId
  tippingGoal { goalCoins tipsSumCoins progressPercent achieved } guestState { liked viewed following bought }
  model { id name avatar ${IMAGES} } comments { totalCount nodes { ${COMMENT} replies { ${COMMENT} } } }
  clip { videoId title duration poster ${IMAGES} } photos { id preview ${IMAGES} image ${IMAGES} } } } pageInfo { hasNextPage endCursor } } }`;

/** One first page (or the page after `after`); the answer's feed, or null for a failed call. */
async function page(baseUrl, token, after = null) {
  const headers = { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) };
  const response = await fetch(new URL('/feed?language=en', baseUrl), { method: 'POST', headers, body: JSON.stringify({ query: QUERY, variables: { after } }) });
  const body = await response.json();
  return response.ok && !body.errors && body.data.feed.edges.length > 0 ? body.data.feed : null;
}

function run(baseUrl, seconds, token) {
  return openLoop({ rate: RATE_PER_S, seconds, send: async () => (await page(baseUrl, token)) !== null });
}

async function timed(call) {
  const started = performance.now();
  if ((await call()) === null) throw new Error('the feed answered an error');
  return performance.now() - started;
}

/**
 * One request at a time, nothing else running: the first page as everyone gets it (from the
 * server's shared page cache after the first call), and pages nobody asked for before (walking on
 * by cursor: each one read from the database).
 */
async function single(baseUrl, token) {
  const warm = [];
  for (let i = 0; i < SINGLE_CALLS; i += 1) warm.push(await timed(() => page(baseUrl, token)));
  const cold = [];
  // Past the cache's second, so the pages an earlier walk read are read again too.
  await sleep(1_100);
  let after = (await page(baseUrl, token)).pageInfo.endCursor;
  for (let i = 0; i < SINGLE_CALLS; i += 1) {
    cold.push(
      await timed(async () => {
        const next = await page(baseUrl, token, after);
        after = next?.pageInfo.endCursor;
        return next;
      }),
    );
  }
  return { firstPageMs: round(median(warm)), uncachedPageMs: round(median(cold)) };
}

/** A logged-in guest's token, through signup and its confirmation link from the outbox. */
async function guestToken(baseUrl, secret) {
  const rest = new URL('/rest/v1/', baseUrl);
  const email = `bench-feed-${Date.now()}@example.com`;
  await fetch(new URL('vxpay/signup', rest), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: 'correct horse battery', language: 'en' }) });
  const outbox = await (await fetch(new URL(`internal/outbox?email=${encodeURIComponent(email)}`, rest), { headers: { 'x-internal-secret': secret } })).json();
  const token = new URL(outbox.mails.find((mail) => mail.kind === 'signup').link, baseUrl).searchParams.get('token');
  const confirmed = await (await fetch(new URL('vxpay/signup/confirm', rest), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token }) })).json();
  return confirmed.accessToken;
}

/** Starts a server seeded with 1,000 actors on `port` and measures the feed's first page on it. */
export async function measureFeed({ port, stdio, secret }) {
  const system = await startSystem({
    port,
    env: { DATA_DIR: 'memory', SIMULATOR: 'off', SEED_ACTORS: String(ACTORS), LOG_LEVEL: 'warn', LIVE_STREAMS: 'off', VOD_VIDEOS: 'off', INTERNAL_SECRET: secret },
    stdio,
    remotes: [],
  });
  try {
    const probe = await (await fetch(new URL('/feed?language=en', system.url), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ totals { totalCount } }' }) })).json();
    const token = await guestToken(system.url, secret);
    const singleRequest = { visitor: await single(system.url, null), guest: await single(system.url, token) };
    await run(system.url, WARMUP_S, null);
    const visitor = await run(system.url, DURATION_S, null);
    const guest = await run(system.url, DURATION_S, token);
    return { posts: probe.data.totals.totalCount, targetRate: RATE_PER_S, singleRequest, visitor, guest, p50Ms: visitor.p50Ms, p99Ms: visitor.p99Ms, guestP99Ms: guest.p99Ms };
  } finally {
    await system.stop();
  }
}
