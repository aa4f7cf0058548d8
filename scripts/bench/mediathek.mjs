/**
 * The media library query for a guest owning 5,000 assets (issue 14 §4), on a server of its own
 * seeded with 1,000 actors × 10 videos (their albums and feed posts come with them).
 *
 * The library is made through the site's own paths, as a guest makes it: top-ups through the demo
 * provider's checkout, video/:id/buy and album/:id/buy over REST, buyPost on the feed service,
 * albums pinned with the socket's favouritePin, and some of it moved to the archive with the query
 * service's mediathekArchive. The mix: mostly bought videos (a fifth of them chat clips, as the
 * seed makes them), bought albums, pinned albums (some of them bought too), bought feed posts, 8 %
 * archived. The cheapest media are bought so the coins stay within a few hundred top-ups.
 *
 * Then mediathekAssets (the page's own selection, mf-myarea/src/queries/mediathek.ts) on POST /vxql
 * with the guest's token, in the variants the pages send: each tab (shop, pinned, archive, feed,
 * clips) with mediaType video or photo, the orders, later pages by offset, searches. Two figures:
 * - one request at a time (a guest browsing his library), p50/p95/p99 of SINGLE_CALLS, also per
 *   kind of request (`byKind`: first page, later page, whole library by title, search), and
 *   mediathekTotals (the stats beside it) the same way;
 * - the budget of DESIGN.md §6, "any list query of the server (… mediathek, media library …) at 500
 *   requests/s: p99 20 ms or less": the same mix in an open loop at 500 requests/s (open-loop.mjs).
 * Figures and their conditions: server/docs/myarea.md, Media library, Measured.
 */
import { performance } from 'node:perf_hooks';
import { startSystem } from '../lib/system.mjs';
import { closeSocket, loadWebSocket, mapLimit, openGuestSocket, signupGuest, topUp } from './livechat-kit.mjs';
import { openLoop } from './open-loop.mjs';
import { BENCH_SECRET, benchServerEnv } from './server-env.mjs';
import { percentile, round } from './stats.mjs';

const ACTORS = 1_000;
const VIDEOS_PER_ACTOR = 10;
const ASSETS = 5_000;
const ALBUMS_BOUGHT = 800;
/** Actors whose albums are read (1 to 4 each): enough for the albums bought and pinned. */
const ALBUM_ACTORS = 600;
/** Albums pinned and not bought; PINNED_AND_BOUGHT of the bought ones are pinned as well. */
const ALBUMS_PINNED_ONLY = 400;
const PINNED_AND_BOUGHT = 100;
const POSTS_AT_MOST = 400;
/** One asset in ARCHIVE_EVERY goes to the archive. */
const ARCHIVE_EVERY = 12;
/** Coins of the largest package (eur-4999). */
const COINS_PER_TOP_UP = 200;
const SINGLE_CALLS = 300;
const TOTALS_CALLS = 100;
const RATE_PER_S = 500;
/** One second (500 requests): a server far below the rate drains that backlog for a minute, longer would only repeat it. */
const DURATION_S = 1;
/** The socket takes a burst of 100 messages, its login among them: the pins go over several sockets of the guest. */
const PINS_PER_SOCKET = 50;

const ASSETS_QUERY = `query MediathekAssets($filter: MediathekAssetFilter, $first: Int, $offset: Int, $order: String, $search: String) {
  mediathekAssets(filter: $filter, first: $first, offset: $offset, order: $order, search: $search) {
    total items { id kind mediaId mediaType origin title actor { id name } previewUrl purchased pinned archived } } }`;
const TOTALS_QUERY = 'query MediathekTotals { mediathekTotals { all videos chatClips photos audio shop pinned archived feed messenger } }';

async function json(response, what) {
  const text = await response.text();
  if (!response.ok) throw new Error(`${what}: HTTP ${response.status} ${text.slice(0, 200)}`);
  const body = JSON.parse(text);
  if (body.errors) throw new Error(`${what}: ${body.errors[0].message}`);
  return body;
}

/** A call of a GraphQL endpoint (/vxql or /feed) with the guest's token; the answer's data. */
async function graphql(baseUrl, path, token, query, variables = {}) {
  const response = await fetch(new URL(`${path}?language=en`, baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  return (await json(response, path)).data;
}

const priceOf = (item) => (item.free ? 0 : item.price.value);

/** The `count` cheapest videos of the catalogue (free ones first), pages of 100 of the video list. */
async function cheapestVideos(baseUrl, count) {
  const videos = [];
  for (let page = 1; videos.length < count; page += 1) {
    const query = new URLSearchParams({ filter: '{}', order: 'price_asc', page: String(page), pageSize: '100', language: 'en' });
    const { items } = await json(await fetch(new URL(`/rest/v1/videos/filtered?${query}`, baseUrl)), 'videos/filtered');
    if (items.length === 0) throw new Error(`only ${videos.length} videos in the catalogue`);
    videos.push(...items.map((video) => ({ kind: 'video', id: video.id, price: priceOf(video) })));
  }
  return videos.slice(0, count);
}

/** Albums of the catalogue, cheapest first, from the album lists of the first ALBUM_ACTORS actors. */
async function albumsByPrice(baseUrl, count) {
  const lists = await mapLimit(Array.from({ length: ALBUM_ACTORS }, (_, i) => i + 1), 8, async (actorId) =>
    (await json(await fetch(new URL(`/rest/v1/actor/${actorId}/albums`, baseUrl)), `actor/${actorId}/albums`)).albums.map((album) => ({
      kind: 'album',
      id: album.id,
      actorId,
      price: priceOf(album),
    })),
  );
  const albums = lists.flat().sort((a, b) => a.price - b.price);
  if (albums.length < count) throw new Error(`only ${albums.length} albums in the catalogue`);
  return albums.slice(0, count);
}

/** Paid feed posts (a free post needs no purchase), walking the feed by cursor. */
async function paidPosts(baseUrl, token, count) {
  const posts = [];
  let after = null;
  for (;;) {
    const { feed } = await graphql(baseUrl, '/feed', token, 'query P($after: String) { feed(first: 50, after: $after) { edges { node { id paidContent priceCoins } } pageInfo { hasNextPage endCursor } } }', { after });
    posts.push(...feed.edges.map((edge) => edge.node).filter((post) => post.paidContent && post.priceCoins > 0).map((post) => ({ kind: 'post', id: post.id, price: post.priceCoins })));
    if (posts.length >= count || !feed.pageInfo.hasNextPage) return posts.slice(0, count);
    after = feed.pageInfo.endCursor;
  }
}

async function buy(baseUrl, token, item) {
  if (item.kind === 'post') {
    const { buyPost } = await graphql(baseUrl, '/feed', token, 'mutation B($postId: Int!, $key: String) { buyPost(postId: $postId, idempotencyKey: $key) { success errorCode } }', {
      postId: item.id,
      key: `bench-mediathek-post-${item.id}`,
    });
    if (!buyPost.success) throw new Error(`post ${item.id} not bought: ${buyPost.errorCode}`);
    return;
  }
  const response = await fetch(new URL(`/rest/v1/${item.kind}/${item.id}/buy`, baseUrl), {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ idempotencyKey: `bench-mediathek-${item.kind}-${item.id}` }),
  });
  const bought = await json(response, `${item.kind}/${item.id}/buy`);
  if (!bought.success) throw new Error(`${item.kind} ${item.id} not bought: ${bought.errorCode}`);
}

/** Pins the albums over sockets of the guest; resolves when every pin's favouriteEvent is back. */
async function pinAlbums(root, baseUrl, token, albums) {
  const WebSocket = loadWebSocket(root);
  const waiting = new Map();
  const onEvent = (message) => {
    if (message.type === 'favouriteEvent' && message.kind === 'album' && message.pinned) {
      waiting.get(message.albumId)?.();
      waiting.delete(message.albumId);
    }
  };
  const sockets = await Promise.all(Array.from({ length: Math.ceil(albums.length / PINS_PER_SOCKET) }, () => openGuestSocket(WebSocket, baseUrl, token, onEvent)));
  try {
    const pinned = albums.map((album) => new Promise((resolve) => waiting.set(album.id, resolve)));
    albums.forEach((album, i) => sockets[Math.floor(i / PINS_PER_SOCKET)].send(JSON.stringify({ type: 'favouritePin', kind: 'album', actorId: album.actorId, albumId: album.id })));
    let timer;
    const timeout = new Promise((_, reject) => (timer = setTimeout(() => reject(new Error(`${waiting.size} album pins unanswered`)), 30_000)));
    await Promise.race([Promise.all(pinned), timeout]).finally(() => clearTimeout(timer));
  } finally {
    await Promise.all(sockets.map(closeSocket));
  }
}

/** The guest's library of ASSETS assets; returns what it holds and how long each step of making it took. */
async function makeLibrary(root, baseUrl, token) {
  const phases = {};
  let last = performance.now();
  const lap = (name) => {
    const now = performance.now();
    phases[name] = round((now - last) / 1000);
    last = now;
  };
  const posts = await paidPosts(baseUrl, token, POSTS_AT_MOST);
  const albums = await albumsByPrice(baseUrl, ALBUMS_BOUGHT + ALBUMS_PINNED_ONLY);
  const boughtAlbums = albums.slice(0, ALBUMS_BOUGHT);
  const pinnedAlbums = [...albums.slice(ALBUMS_BOUGHT), ...boughtAlbums.slice(0, PINNED_AND_BOUGHT)];
  const videos = await cheapestVideos(baseUrl, ASSETS - albums.length - posts.length);
  lap('catalogueS');
  const purchases = [...videos, ...boughtAlbums, ...posts];
  const coins = purchases.reduce((sum, item) => sum + item.price, 0);
  const topUps = Math.ceil(coins / COINS_PER_TOP_UP);
  await mapLimit(Array.from({ length: topUps }), 4, () => topUp(baseUrl, token));
  lap('topUpS');
  await mapLimit(purchases, 6, (item) => buy(baseUrl, token, item));
  lap('purchasesS');
  await pinAlbums(root, baseUrl, token, pinnedAlbums);
  lap('pinsS');
  // Every kind goes to the archive now and then, spread over the library.
  const owned = [...purchases, ...albums.slice(ALBUMS_BOUGHT)];
  const archived = owned.filter((_, i) => i % ARCHIVE_EVERY === 0);
  await mapLimit(archived, 6, (item) =>
    graphql(baseUrl, '/vxql', token, 'mutation A($id: String!) { mediathekArchive(id: $id) { archived } }', { id: `${item.kind}-${item.id}` }),
  );
  lap('archiveS');
  return {
    videos: videos.length,
    albumsBought: boughtAlbums.length,
    albumsPinned: pinnedAlbums.length,
    posts: posts.length,
    archived: archived.length,
    coins,
    topUps,
    setupS: round(Object.values(phases).reduce((sum, s) => sum + s, 0)),
    ...phases,
  };
}

const TAB_FILTERS = [{ sourceType: 'purchased', originType: 'shop' }, { sourceType: 'pinned' }, { sourceType: 'archived' }, { originType: 'feed' }, { originType: 'chatclip' }];
const ORDERS = ['newest', 'oldest', 'title'];

/**
 * The i-th request of the mix, deterministic: half are a tab's first page (video or photo, newest
 * first, the page as it opens), a quarter a later page (offset 20 to 400, any order), a tenth the
 * whole library (no filter) deep by title, the rest a search of 3+ characters in titles and actor names.
 */
function variant(i, searches) {
  const slot = i % 20;
  const filter = { mediaType: i % 2 === 0 ? 'video' : 'photo', ...TAB_FILTERS[(i >> 1) % TAB_FILTERS.length] };
  if (slot < 10) return { kind: 'firstPage', variables: { filter, first: 20, offset: 0, order: 'newest' } };
  if (slot < 15) return { kind: 'laterPage', variables: { filter, first: 20, offset: 20 * (1 + (i % 20)), order: ORDERS[(i >> 2) % ORDERS.length] } };
  if (slot < 17) return { kind: 'allByTitle', variables: { filter: null, first: 20, offset: 20 * ((i * 7) % 200), order: 'title' } };
  return { kind: 'search', variables: { filter: { mediaType: filter.mediaType }, first: 20, offset: 0, order: 'newest', search: searches[i % searches.length] } };
}

/** Words guests would type: the start of actor names and title words of the library's own assets. */
async function searchWords(baseUrl, token) {
  const { mediathekAssets } = await graphql(baseUrl, '/vxql', token, ASSETS_QUERY, { first: 20, order: 'title', offset: 1_000 });
  const words = mediathekAssets.items.flatMap((item) => [item.actor.name.slice(0, 4), item.title.split(' ').find((word) => word.length >= 4)]);
  return [...new Set(words.filter(Boolean))];
}

async function timed(call) {
  const started = performance.now();
  await call();
  return performance.now() - started;
}

const summary = (ms) => ({ p50Ms: round(percentile(ms, 50)), p95Ms: round(percentile(ms, 95)), p99Ms: round(percentile(ms, 99)), maxMs: round(percentile(ms, 100)) });

/** Starts the seeded server on `port`, makes the guest's library and measures the query on it. */
export async function measureMediathek({ root, port, stdio }) {
  const system = await startSystem({
    port,
    env: benchServerEnv({ SEED_ACTORS: String(ACTORS), SEED_VIDEOS_PER_ACTOR: String(VIDEOS_PER_ACTOR), VOD_VIDEOS: 'off' }),
    stdio,
    remotes: [],
  });
  try {
    const guest = await signupGuest(system.url, BENCH_SECRET);
    const library = await makeLibrary(root, system.url, guest.token);
    const { mediathekTotals: totals } = await graphql(system.url, '/vxql', guest.token, TOTALS_QUERY);
    if (totals.all + totals.archived !== ASSETS) throw new Error(`the library holds ${totals.all + totals.archived} assets, not ${ASSETS}`);
    const searches = await searchWords(system.url, guest.token);
    const ask = (i) => graphql(system.url, '/vxql', guest.token, ASSETS_QUERY, variant(i, searches).variables);
    // Warm-up: the server's first queries (its JIT, the database's caches) are not a guest's.
    for (let i = 0; i < 20; i += 1) await ask(i);
    const single = [];
    const byKind = {};
    for (let i = 0; i < SINGLE_CALLS; i += 1) {
      const ms = await timed(() => ask(i));
      single.push(ms);
      (byKind[variant(i, searches).kind] ??= []).push(ms);
    }
    const totalsMs = [];
    for (let i = 0; i < TOTALS_CALLS; i += 1) totalsMs.push(await timed(() => graphql(system.url, '/vxql', guest.token, TOTALS_QUERY)));
    const loaded = await openLoop({
      rate: RATE_PER_S,
      seconds: DURATION_S,
      send: async (i) => {
        await ask(i);
        return true;
      },
    });
    return { library, totals, singleRequest: { calls: SINGLE_CALLS, ...summary(single), byKind: Object.fromEntries(Object.entries(byKind).map(([kind, ms]) => [kind, { calls: ms.length, ...summary(ms) }])) }, totalsRequest: { calls: TOTALS_CALLS, ...summary(totalsMs) }, targetRate: RATE_PER_S, loaded };
  } finally {
    await system.stop();
  }
}
