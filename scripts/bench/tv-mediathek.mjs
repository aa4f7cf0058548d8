/**
 * Budget (issue 15 §4; DESIGN.md §6 "any list query of the server … at 500 requests/s: p99 20 ms or
 * less"): the TV mediathek list, open loop at 500 requests/s on one node (open-loop.mjs), on a server
 * of its own with the default seed (six formats of episodes, server/docs/tv.md).
 *
 * The mix is what mf-tv sends: a third the query service's mediathekVideos without a filter (the
 * mediathek's pages by offset), a third mediathekVideos with a filter (a format key, content groups,
 * content groups minus the episodes already shown), a third the REST form POST tv/updateMediathek
 * with the same filters and pages. Visitors ask: the mediathek is the same for everyone. Before the
 * load, `singleMs` times each kind alone (median of 50), and each kind's figures under load are kept
 * apart in `byKind`.
 */
import { performance } from 'node:perf_hooks';
import { startSystem } from '../lib/system.mjs';
import { openLoop } from './open-loop.mjs';
import { benchServerEnv } from './server-env.mjs';
import { median, percentile, round } from './stats.mjs';

const RATE_PER_S = 500;
const DURATION_S = 10;
const WARMUP_S = 2;
const PAGE = 30;

const VIDEOS_QUERY = `query MediathekVideos($filter: TvMediathekFilter, $first: Int, $offset: Int) {
  mediathekVideos(filter: $filter, first: $first, offset: $offset) {
    total items { id hashId title season episode duration ageRating releasedAt previewThumbnails { w320 w640 w1280 } actor { id name } format { key title } } } }`;

async function answer(response, what) {
  const text = await response.text();
  if (!response.ok) throw new Error(`${what}: HTTP ${response.status} ${text.slice(0, 200)}`);
  const body = JSON.parse(text);
  if (body.errors) throw new Error(`${what}: ${body.errors[0].message}`);
  return body;
}

const vxql = (baseUrl, token, query, variables) =>
  fetch(new URL('/vxql?language=en', baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });

const updateMediathek = (baseUrl, body) =>
  fetch(new URL('/rest/v1/tv/updateMediathek?language=en', baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

/** The filter of number n: a format, two or three formats as content groups, or those minus shown episodes. */
function filterOf(n, { keys, hashIds }) {
  const key = keys[n % keys.length];
  const groups = [key, keys[(n + 1) % keys.length], ...(n % 2 ? [keys[(n + 3) % keys.length]] : [])];
  switch (n % 3) {
    case 0:
      return { formatKey: key };
    case 1:
      return { contentGroups: groups };
    default:
      return { contentGroups: groups, excludedHashIds: hashIds.slice(n % 10, (n % 10) + 6) };
  }
}

/** The i-th request of the mix, deterministic: its kind and the request it sends. */
function request(i, catalogue) {
  const n = Math.floor(i / 3);
  const page = 1 + (n % 2);
  switch (i % 3) {
    case 0:
      return { kind: 'vxqlAll', send: (url, token) => vxql(url, token, VIDEOS_QUERY, { first: PAGE, offset: (n % 3) * PAGE }) };
    case 1:
      return { kind: 'vxqlFiltered', send: (url, token) => vxql(url, token, VIDEOS_QUERY, { filter: filterOf(n, catalogue), first: PAGE, offset: (page - 1) * PAGE }) };
    default:
      return { kind: 'restUpdateMediathek', send: (url) => updateMediathek(url, n % 4 === 0 ? { page } : { ...filterOf(n, catalogue), page }) };
  }
}

/** A good answer: 200 and, for the query service, no errors. */
async function ok(response) {
  const text = await response.text();
  return response.ok && !text.startsWith('{"errors"');
}

/** The formats' keys and some episodes' hash ids, as the page has them when it filters. */
async function catalogueOf(baseUrl, token) {
  const { data } = await answer(await vxql(baseUrl, token, `query { tvSeries { key episodeCount } mediathekVideos(first: ${PAGE}) { total items { hashId } } }`, {}), 'tvSeries');
  return { keys: data.tvSeries.map((s) => s.key), episodes: data.mediathekVideos.total, hashIds: data.mediathekVideos.items.map((v) => v.hashId) };
}

/** Each kind of request alone, one at a time: the median of 50 after 10 to warm up. */
async function singleRequestLatency(baseUrl, token, catalogue) {
  const result = {};
  for (let kind = 0; kind < 3; kind += 1) {
    const times = [];
    for (let j = 0; j < 60; j += 1) {
      const { kind: name, send } = request(kind + 3 * j, catalogue);
      const started = performance.now();
      if (!(await ok(await send(baseUrl, token)))) throw new Error(`${name} failed`);
      times.push(performance.now() - started);
      result[name] = times;
    }
  }
  return Object.fromEntries(Object.entries(result).map(([name, times]) => [name, round(median(times.slice(10)), 2)]));
}

/** Starts a server of its own on `port` and measures the mediathek list on it. */
export async function measureTvMediathek({ port, stdio }) {
  const system = await startSystem({ port, env: benchServerEnv({ VOD_VIDEOS: 'off' }), stdio, remotes: [] });
  try {
    const { token } = await answer(await fetch(new URL('/rest/v1/vxql/visitorToken', system.url)), 'vxql/visitorToken');
    const catalogue = await catalogueOf(system.url, token);
    if (catalogue.episodes === 0) throw new Error('the mediathek is empty');
    const singleMs = await singleRequestLatency(system.url, token, catalogue);
    const byKind = {};
    const run = (seconds, offset, record) =>
      openLoop({
        rate: RATE_PER_S,
        seconds,
        send: async (i) => {
          const { kind, send } = request(offset + i, catalogue);
          const started = performance.now();
          const good = await ok(await send(system.url, token));
          if (record && good) (byKind[kind] ??= []).push(performance.now() - started);
          return good;
        },
      });
    await run(WARMUP_S, 3_000_000, false);
    const measured = await run(DURATION_S, 0, true);
    // Per kind: from the send, not the schedule (the schedule's lag is the whole mix's, in measured).
    const kinds = Object.fromEntries(
      Object.entries(byKind).map(([kind, ms]) => [kind, { calls: ms.length, p50Ms: round(percentile(ms, 50)), p99Ms: round(percentile(ms, 99)) }]),
    );
    return { episodes: catalogue.episodes, formats: catalogue.keys.length, targetRate: RATE_PER_S, singleMs, byKind: kinds, ...measured };
  } finally {
    await system.stop();
  }
}
