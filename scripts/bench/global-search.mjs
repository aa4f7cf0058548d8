/**
 * The global search (issue 17 §1; DESIGN.md §6 "any list query of the server … at 500 requests/s: p99
 * 20 ms or less"): globalSearch in an open loop at 500 requests/s (open-loop.mjs), on a server of its
 * own with 1,000 actors × 100 videos (the video list bench's catalogue), and the completions one call
 * at a time.
 *
 * The mix is what the search field sends as guests type, over the query service with a visitor
 * token, in the four languages: 90 % common patterns (title words and their prefixes, tags in their
 * languages, actor names and a typo of one, TV series and blog words), which the server keeps 30 s
 * as it would for guests; 10 % a long tail of adjective + noun pairs (as the video list bench's
 * tail): 340 of them, each new the first time, 50 a second, so the first 7 s of the load (warm-up
 * included) ask fresh searches the database must answer. `singleMs` times a fresh globalSearch (never asked before) and a repeated one
 * alone; `suggestions` times searchSuggestions one at a time over fresh prefixes.
 */
import { performance } from 'node:perf_hooks';
import { startSystem } from '../lib/system.mjs';
import { openLoop } from './open-loop.mjs';
import { benchServerEnv } from './server-env.mjs';
import { median, percentile, round } from './stats.mjs';

const ACTORS = 1_000;
const VIDEOS_PER_ACTOR = 100;
const RATE_PER_S = 500;
const DURATION_S = 10;
const WARMUP_S = 2;
const LANGUAGES = ['de', 'en', 'nl', 'es'];

// The seed's words (server/src/seed/words.ts, names.ts, tv-words.ts): what guests would find.
const COMMON = [
  'sun', 'sunny', 'sunny after', 'afternoon', 'party', 'parties', 'beach', 'beach party', 'kitchen', 'workout',
  'midnight', 'photo shoot', 'road trip', 'holiday', 'dance', 'tanz', 'baile', 'massage', 'yoga', 'asmr',
  'lena', 'lenna', 'mira', 'karina', 'emalyn', 'luna', 'rose', 'interview', 'behind the scenes', 'kulissen',
  'live show', 'studio', 'summer', 'golden evening', 'quiet', 'secret', 'picnic', 'balcony', 'pool', 'garden',
];
const ADJECTIVES = ['lazy', 'sunny', 'cosy', 'rainy', 'golden', 'quiet', 'wild', 'sweet', 'late', 'early', 'secret', 'summer', 'winter', 'spring', 'autumn', 'midnight', 'perfect', 'little', 'happy', 'dreamy'];
const NOUNS = ['afternoon', 'evening', 'morning', 'weekend', 'photo', 'workout', 'dance', 'holiday', 'surprise', 'picnic', 'road', 'party', 'story', 'moment', 'session', 'night', 'day'];

const GLOBAL = `query($p: String!) { globalSearch(searchPattern: $p) { searchPattern proposals
  actors { total items { id name isOnline avatar { w320 } profile { age threeWords } } }
  videos { total items { id title duration price { value currency } preview { w320 } model { id name } } }
  mediathek { total items { id key title picture { w320 } } }
  blog { total items { id slug title excerpt date image } } } }`;
const SUGGEST = 'query($p: String!) { searchSuggestions(searchPattern: $p) { suggestions } }';

/** The i-th request of the mix, deterministic so two runs send the same: its pattern and language. */
function request(i) {
  const language = LANGUAGES[i % LANGUAGES.length];
  if (i % 10 < 9) return { pattern: COMMON[(i >> 2) % COMMON.length], language };
  const n = Math.floor(i / 10);
  // 20 × 17 pairs in a cycle of 340 tails: at 50 a second, a pair returns after 6.8 s.
  return { pattern: `${ADJECTIVES[n % ADJECTIVES.length]} ${NOUNS[(n * 7) % NOUNS.length]}`, language };
}

async function vxql(baseUrl, token, language, query, variables) {
  const response = await fetch(new URL(`/vxql?language=${language}`, baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  const text = await response.text();
  return response.ok && !text.startsWith('{"errors"') ? JSON.parse(text).data : null;
}

/** One call at a time: the median and p99 of `count` calls after 10 to warm up. */
async function timed(count, call) {
  const times = [];
  for (let i = 0; i < count + 10; i += 1) {
    const started = performance.now();
    if (!(await call(i))) throw new Error(`call ${i} failed`);
    if (i >= 10) times.push(performance.now() - started);
  }
  return { calls: count, p50Ms: round(median(times), 2), p99Ms: round(percentile(times, 99), 2) };
}

/** Starts a server of its own on `port` and measures the global search and the completions on it. */
export async function measureGlobalSearch({ port, stdio }) {
  const env = benchServerEnv({ SEED_ACTORS: String(ACTORS), SEED_VIDEOS_PER_ACTOR: String(VIDEOS_PER_ACTOR), VOD_VIDEOS: 'off' });
  const system = await startSystem({ port, env, stdio, remotes: [] });
  try {
    const { token } = await (await fetch(new URL('/rest/v1/vxql/visitorToken', system.url))).json();
    const probe = await vxql(system.url, token, 'en', GLOBAL, { p: 'party' });
    if (!probe || probe.globalSearch.videos.total === 0) throw new Error('globalSearch found no party video');
    // Fresh: an adjective + noun pair not asked before (50 distinct pairs), so no list of it is kept.
    const singleMs = {
      fresh: await timed(40, async (i) => vxql(system.url, token, 'en', GLOBAL, { p: `${ADJECTIVES[i % ADJECTIVES.length]} ${NOUNS[(3 * i + 1) % NOUNS.length]}` })),
      repeated: await timed(40, async () => vxql(system.url, token, 'en', GLOBAL, { p: 'sunny' })),
    };
    // Completions as a guest types: prefixes of 3 to 6 letters of the seed's words, each asked once.
    const prefixes = [...new Set([...ADJECTIVES, ...NOUNS, ...COMMON].flatMap((word) => [3, 4, 5, 6].map((n) => word.slice(0, n))))].filter((p) => p.trim().length >= 3);
    const suggestions = await timed(Math.min(200, prefixes.length - 10), async (i) =>
      vxql(system.url, token, LANGUAGES[i % LANGUAGES.length], SUGGEST, { p: prefixes[i % prefixes.length] }),
    );
    const send = async (i) => {
      const { pattern, language } = request(i);
      return (await vxql(system.url, token, language, GLOBAL, { p: pattern })) !== null;
    };
    await openLoop({ rate: RATE_PER_S, seconds: WARMUP_S, send: (i) => send(1_000_000 + i) });
    const measured = await openLoop({ rate: RATE_PER_S, seconds: DURATION_S, send });
    return { actors: ACTORS, videos: ACTORS * VIDEOS_PER_ACTOR, targetRate: RATE_PER_S, singleMs, suggestions, ...measured };
  } finally {
    await system.stop();
  }
}
