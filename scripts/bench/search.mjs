/**
 * Budget: actor search at 10,000 actors, p99 ≤ 20 ms at 500 requests/s (DESIGN.md §6), measured
 * twice on a server of its own: with the catalogue still, and with the activity simulator flipping
 * actors online and offline at the rate `npm start` runs it, as on the live site.
 *
 * Open loop: requests start on a fixed schedule (one every 2 ms) whether or not earlier ones have
 * answered, so a slow server shows up as latency rather than as a lower request rate. The mix is
 * what guests send: the default cams list over its first pages, and filtered searches (gender
 * types, age, language, features, price) in several sorts — a realistic share of repeats, which the
 * server's short result cache serves. Latency is measured from the scheduled start, so time spent
 * waiting behind this client's own backlog counts too.
 */
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { startSystem } from '../lib/system.mjs';
import { openLoop } from './open-loop.mjs';

const ACTORS = 10_000;
const RATE_PER_S = 500;
const DURATION_S = 10;
const WARMUP_S = 2;

const SORTS = ['online_ranking', 'ranking', 'date'];
const GENDERS = [['F'], ['M'], ['FM'], ['F', 'FF'], ['S', 'T']];
const LANGUAGES = [['de'], ['en'], ['nl'], ['es'], ['de', 'en']];
const FEATURES = [[], ['hd'], ['audio'], ['hd', 'audio'], ['dildocontrol']];

/** The i-th request of the mix: deterministic, so two runs send the same requests. */
function requestBody(i) {
  const page = 1 + (i % 5);
  if (i % 2 === 0) {
    return { page, searchType: 'default', sortType: 'online_ranking', requestId: i, currentCollection: 3 };
  }
  return {
    page: 1 + (i % 3),
    searchType: 'custom',
    sortType: SORTS[i % SORTS.length],
    requestId: i,
    searchConditions: {
      genderTypes: GENDERS[i % GENDERS.length],
      ageFrom: 18 + (i % 10),
      ageTo: 35 + (i % 10),
      languages: LANGUAGES[(i >> 1) % LANGUAGES.length],
      features: FEATURES[(i >> 2) % FEATURES.length],
      priceFrom: 1 + (i % 5),
      priceTo: 20 + (i % 10),
      onlineOnly: i % 3 === 0,
    },
  };
}

/** The i-th request of the mix; true for a good answer. */
async function send(url, i) {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(requestBody(i)) });
  await response.arrayBuffer();
  return response.ok;
}

/** baseUrl: a server seeded with 10,000 actors. */
async function measureAt(baseUrl) {
  const url = new URL('/rest/v1/actorsearch/search?language=en', baseUrl).href;
  await openLoop({ rate: RATE_PER_S, seconds: WARMUP_S, send: (i) => send(url, 1_000_000 + i) });
  const { total, ...measured } = await openLoop({ rate: RATE_PER_S, seconds: DURATION_S, send: (i) => send(url, i) });
  return { requests: total, targetRate: RATE_PER_S, ...measured };
}

/**
 * A fresh schema on the PostgreSQL server at `url` (the server seeds it and the bench drops it), or
 * null for the in-memory PGlite.
 */
async function databaseFor(url) {
  if (!url) return null;
  const { Client } = createRequire(import.meta.url)('pg');
  const schema = `vx_bench_${randomBytes(6).toString('hex')}`;
  const admin = async (statement) => {
    const client = new Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE SCHEMA ${schema}`);
  const scoped = new URL(url);
  scoped.searchParams.set('options', `-c search_path=${schema}`);
  // With a database server the secrets come from the environment (one value for every node).
  const secret = () => randomBytes(32).toString('base64');
  const env = { DATABASE_URL: scoped.toString(), PAYMENT_SECRET: secret(), VISITOR_TOKEN_SECRET: secret() };
  return { env, drop: () => admin(`DROP SCHEMA ${schema} CASCADE`) };
}

/**
 * Starts a server seeded with 10,000 actors per simulator setting on `port` and measures each.
 * BENCH_DATABASE_URL=postgres://… measures on PostgreSQL (a schema of its own per server) instead of
 * the in-memory PGlite.
 */
export async function measureActorSearch({ port, stdio, databaseUrl = process.env.BENCH_DATABASE_URL }) {
  const figures = { actors: ACTORS, database: databaseUrl ? 'postgres' : 'pglite' };
  for (const simulator of ['off', 'on']) {
    const database = await databaseFor(databaseUrl);
    try {
      const system = await startSystem({
        port,
        env: { DATA_DIR: 'memory', ...database?.env, SIMULATOR: simulator, SEED_ACTORS: String(ACTORS), LOG_LEVEL: 'warn', LIVE_STREAMS: 'off' },
        stdio,
        // Search needs the server alone.
        remotes: [],
      });
      try {
        figures[simulator === 'on' ? 'simulatorOn' : 'simulatorOff'] = await measureAt(system.url);
      } finally {
        await system.stop();
      }
    } finally {
      await database?.drop();
    }
  }
  return figures;
}
