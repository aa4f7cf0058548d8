import { and, eq, sql } from 'drizzle-orm';
import { rowsOf, type Executor } from '../../db/helpers';
import { CatalogueClock } from '../actors/catalogue-clock';
import { actors } from '../actors/schema';
import { mediaPurchases } from '../purchases/schema';
import { ResultCache } from '../search/result-cache';
import { tags as tagsTable } from './schema';
import { VideoIndex, type IndexActor, type VideoIndexSource } from './video-index';

/** Actors banned in a country: read per country, kept this long or until an actor changes. */
const BANNED_TTL_MS = 5_000;

/** Unit separator: joins titles and labels, which never contain it (it is stripped). */
const US = '\u001f';

/** Videos read per statement: PGlite runs in this thread, so a load is many short statements between which requests are answered. */
const CHUNK = 1_000;

/** PGlite answers within microtasks: without a pause between statements no request would be served until a load ends. */
const pause = () => new Promise<void>((resolve) => setImmediate(resolve));

const ints = (text: string | null | undefined): Int32Array => (text ? Int32Array.from(text.split(','), Number) : new Int32Array(0));
/** An empty text is one empty title: only no row at all is null. */
const texts = (text: string | null | undefined): string[] => (text === null || text === undefined ? [] : text.split(US));

/** Typed chunks joined into one array: typed arrays live outside the JS heap, so a load leaves no large garbage for a later full collection. */
function joined<T extends Int32Array | Float64Array>(chunks: T[], make: (length: number) => T): T {
  const all = make(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
  let at = 0;
  for (const chunk of chunks) {
    all.set(chunk, at);
    at += chunk.length;
  }
  return all;
}

/**
 * The videos with ids in (after, after + CHUNK rows], each column aggregated into one text: PGlite
 * turns rows into JS objects slowly (100,000 rows of two columns take ~0.7 s), a text per column is
 * ~15 times faster.
 */
function videoChunk(db: Executor, after: number) {
  return rowsOf<Record<string, string | null>>(
    db,
    // Flags are the bits of FLAG (video-index.ts); PostgreSQL gives | and << one precedence, hence the parentheses.
    sql`SELECT string_agg(id::text, ',') AS id, string_agg(actor_id::text, ',') AS actor_id, string_agg(duration::text, ',') AS duration,
          string_agg(price::text, ',') AS price, string_agg(base_price::text, ',') AS base_price, string_agg(discount::text, ',') AS discount,
          string_agg(likes::text, ',') AS likes, string_agg(age_rating::text, ',') AS age_rating,
          string_agg((free::int | (vip::int << 1) | (vip30_offer::int << 2) | (classic::int << 3) | (cam_recording::int << 4))::text, ',') AS flags,
          string_agg((extract(epoch FROM released_at) * 1000000)::bigint::text, ',') AS released,
          string_agg(replace(title, ${US}, ' '), ${US}) AS title, string_agg(price_currency, ${US}) AS currency,
          (SELECT string_agg(vt.video_id::text, ',' ORDER BY vt.video_id, vt.tag_id) FROM video_tags vt WHERE vt.video_id > ${after} AND vt.video_id <= max(chunk.id)) AS tagged_video,
          (SELECT string_agg(vt.tag_id::text, ',' ORDER BY vt.video_id, vt.tag_id) FROM video_tags vt WHERE vt.video_id > ${after} AND vt.video_id <= max(chunk.id)) AS tagged_tag
        FROM (SELECT * FROM videos WHERE id > ${after} ORDER BY id LIMIT ${CHUNK}) chunk`,
  ).then((rows) => rows[0]);
}

const NUMERIC = ['id', 'actor_id', 'duration', 'price', 'base_price', 'discount', 'likes', 'age_rating', 'flags'] as const;

/** Every video and its tags, read CHUNK videos at a time. */
async function loadIndexSource(db: Executor, actorRows: IndexActor[]): Promise<VideoIndexSource> {
  const numeric = Object.fromEntries(NUMERIC.map((name) => [name, [] as Int32Array[]])) as Record<(typeof NUMERIC)[number], Int32Array[]>;
  const released: Float64Array[] = [];
  const title: string[] = [];
  const currency: string[] = [];
  const taggedVideo: Int32Array[] = [];
  const taggedTag: Int32Array[] = [];
  for (let after = 0; ; ) {
    const chunk = await videoChunk(db, after);
    const ids = ints(chunk?.id);
    if (ids.length === 0) break;
    for (const name of NUMERIC) numeric[name].push(ints(chunk?.[name]));
    released.push(chunk?.released ? Float64Array.from(chunk.released.split(','), Number) : new Float64Array(0));
    title.push(...texts(chunk?.title));
    currency.push(...texts(chunk?.currency));
    taggedVideo.push(ints(chunk?.tagged_video));
    taggedTag.push(ints(chunk?.tagged_tag));
    after = ids[ids.length - 1];
    await pause();
  }
  const tags = await db.select({ id: tagsTable.id, label: tagsTable.label }).from(tagsTable);
  const int32 = (name: (typeof NUMERIC)[number]) => joined(numeric[name], (length) => new Int32Array(length));
  return {
    videos: {
      id: int32('id'),
      actorId: int32('actor_id'),
      duration: int32('duration'),
      price: int32('price'),
      basePrice: int32('base_price'),
      discount: int32('discount'),
      likes: int32('likes'),
      ageRating: int32('age_rating'),
      flags: Uint8Array.from(int32('flags')),
      releasedMicros: joined(released, (length) => new Float64Array(length)),
      title,
      currency,
    },
    actors: actorRows,
    tags,
    videoTags: { videoId: joined(taggedVideo, (length) => new Int32Array(length)), tagId: joined(taggedTag, (length) => new Int32Array(length)) },
  };
}

const loadActors = (db: Executor): Promise<IndexActor[]> =>
  db.select({ id: actors.id, name: actors.name, gender: actors.gender, topAmateur: actors.topAmateur }).from(actors);

/**
 * What moves when a video, a tag or a tag link is written: the statistics' counts of written rows
 * of the three tables (~0.4 ms, where a count over the videos takes ~40 ms in PGlite) and the
 * highest video id. The statistics show a write once its connection flushes them (PostgreSQL: about
 * a second, at most ~10 s when that connection goes idle; PGlite: its next statement a second later).
 */
async function videoSignature(db: Executor): Promise<string> {
  const [row] = await rowsOf<Record<string, unknown>>(
    db,
    sql`SELECT (SELECT max(id) FROM videos) AS max_id,
          (SELECT string_agg((pg_stat_get_tuples_inserted(t) + pg_stat_get_tuples_updated(t) + pg_stat_get_tuples_deleted(t))::text, ',')
             FROM unnest(ARRAY['videos'::regclass, 'video_tags'::regclass, 'tags'::regclass]::oid[]) t) AS written`,
  );
  return JSON.stringify(row ?? null);
}

export interface VideoCatalogue {
  /** The index and its generation (moves with every reload, for caches of answers). */
  current(): Promise<{ index: VideoIndex; generation: number }>;
  /** Actors banned in the country; null for an unknown country. */
  bannedActors(country: string | null): Promise<ReadonlySet<number> | null>;
  /** Every video the guest bought; null for a visitor. */
  ownedVideoIds(guestId: number | null): Promise<ReadonlySet<number> | null>;
}

/** How often the catalogue looks for changes, and the least time between two reloads of the videos. */
export interface CatalogueTiming {
  pollMs: number;
  minReloadMs: number;
}

/**
 * Looked at every 2 s (two statements of ~1 ms). A reload reads every video: ~1 s of this thread
 * at 100,000 in PGlite, in slices of a few milliseconds, so a stream of likes reloads the videos at
 * most every 30 s and reaches the lists that late; a first change after a quiet spell within ~2 s.
 */
const DEFAULT_TIMING: CatalogueTiming = { pollMs: 2_000, minReloadMs: 30_000 };

/**
 * The videos in memory (video-index.ts), loaded at the first list and kept fresh in the
 * background: a change of the videos' signature (videoSignature) reloads them; actors (names,
 * genders, vxselect) follow the catalogue clock (≤1 s); who is banned where is read per country
 * (5 s, or at an actor change). A request never waits for a refresh: it is answered from the index
 * it finds, and looking for changes is started by requests (no timer outlives the server).
 */
export function createVideoCatalogue(db: Executor, timing: CatalogueTiming = DEFAULT_TIMING): VideoCatalogue {
  const clock = new CatalogueClock(db);
  const banned = new ResultCache<ReadonlySet<number>>(BANNED_TTL_MS, 300);
  let loading: Promise<{ index: VideoIndex; generation: number }> | null = null;
  let state: { index: VideoIndex; generation: number; signature: string; loadedAt: number; actorsAt: number } | null = null;
  let checking = false;
  let checkedAt = 0;

  const load = async () => {
    const actorGeneration = await clock.generation();
    const signature = await videoSignature(db);
    const index = await VideoIndex.build(await loadIndexSource(db, await loadActors(db)), pause);
    state = { index, generation: (state?.generation ?? 0) + 1, signature, loadedAt: Date.now(), actorsAt: actorGeneration };
    return state;
  };

  /** Compares the database with the index, reloading what moved; one look at a time, at most every pollMs. */
  const refresh = async () => {
    if (!state || checking || Date.now() - checkedAt < timing.pollMs) return;
    checking = true;
    checkedAt = Date.now();
    try {
      const actorGeneration = await clock.generation();
      if (actorGeneration !== state.actorsAt) {
        state.index.setActors(await loadActors(db));
        state = { ...state, generation: state.generation + 1, actorsAt: actorGeneration };
      }
      if (Date.now() - state.loadedAt >= timing.minReloadMs && (await videoSignature(db)) !== state.signature) await load();
    } finally {
      checking = false;
    }
  };

  return {
    async current() {
      if (state) {
        void refresh().catch(() => undefined);
        return state;
      }
      loading ??= load().finally(() => (loading = null));
      return loading;
    },
    async bannedActors(country) {
      if (country === null) return null;
      const code = country.toUpperCase();
      return banned.get(
        code,
        async () => new Set((await rowsOf<{ id: number }>(db, sql`SELECT id FROM actors WHERE ${code} = ANY(banned_country_codes)`)).map((row) => row.id)),
        await clock.generation(),
      );
    },
    async ownedVideoIds(guestId) {
      if (guestId === null) return null;
      const rows = await db
        .select({ id: mediaPurchases.mediaId })
        .from(mediaPurchases)
        .where(and(eq(mediaPurchases.guestId, guestId), eq(mediaPurchases.kind, 'video')));
      return new Set(rows.map((row) => row.id));
    },
  };
}

const catalogues = new WeakMap<Executor, VideoCatalogue>();

/** The one video catalogue of a database. */
export function videoCatalogueOf(db: Executor): VideoCatalogue {
  let found = catalogues.get(db);
  if (!found) {
    found = createVideoCatalogue(db);
    catalogues.set(db, found);
  }
  return found;
}
