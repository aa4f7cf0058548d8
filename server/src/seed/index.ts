import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import type { Executor } from '../db/helpers';
import { generateActor, type ActorSeed } from './actors';
import { insertRows, type ColumnType } from './insert';
import { legalTextSeeds } from './legal';
import { generateAlbums, generateVideos, type AlbumSeed, type VideoSeed } from './media';
import { NameFactory } from './names';
import { TAG_LABELS } from './words';

export interface SeedOptions {
  /** How many actors to create (300 by default; the search benchmark uses 10,000). */
  actors?: number;
  /** Videos per actor (the list bench's 100,000); unset, each actor has 3 to 12. */
  videosPerActor?: number;
  /** The PRNG seed: the same seed gives the same catalogue. */
  seed?: number;
  /**
   * The moment the catalogue is "as of": registration and release dates are placed before it.
   * Defaults to the start of the current UTC day, so seeds of the same day are identical.
   */
  now?: Date;
  /** The brand whose legal texts are seeded. */
  product?: string;
}

export interface SeedResult {
  seeded: boolean;
  actors: number;
  videos: number;
  albums: number;
  legalTexts: number;
}

export const DEFAULT_SEED = 20_240_601;
/** Actors generated and written per round, so 10,000 actors never sit in memory as SQL at once. */
const ACTOR_CHUNK = 1_000;
/** An arbitrary constant that serialises concurrent seeders (several server processes at start). */
const SEED_LOCK_KEY = 7_310_001;

const ACTOR_COLUMNS: Record<keyof ActorSeed, ColumnType> = {
  id: 'int', name: 'text', gender: 'text', gender_type: 'text', age: 'int', three_words: 'text',
  languages: 'text[]', country: 'text', latitude: 'real', longitude: 'real', about: 'text',
  registered_since: 'timestamptz', is_online: 'bool', online_since: 'timestamptz', free_chat: 'bool',
  banned_country_codes: 'text[]', price_video: 'int', price_singlec2c: 'int', voucher_chat_minutes: 'int',
  chat_price_video: 'int', chat_price_voyeur: 'int', chat_price_ticket_show: 'int', chat_price_single: 'int',
  chat_price_single_c2c: 'int', feature_live_preview: 'bool', feature_hd: 'bool', feature_audio: 'bool',
  feature_dildocontrol: 'bool', voyeur_available: 'bool', online_mobile_videocall: 'bool',
  ticket_show_running: 'bool', conversion_chat_available: 'bool', star: 'bool', top_amateur: 'bool',
  ranking: 'int', online_ranking: 'int', rating_count_90d: 'int', satisfaction_rate_90d: 'int', sedcard_count: 'int',
  seeded_pin_count: 'int',
};

const VIDEO_COLUMNS: Record<Exclude<keyof VideoSeed, 'tagIds'>, ColumnType> = {
  id: 'int', actor_id: 'int', title: 'text', description: 'text', duration: 'int', age_rating: 'int', vip: 'bool',
  vip30_offer: 'bool', free: 'bool', classic: 'bool', cam_recording: 'bool', price: 'int', base_price: 'int',
  discount: 'int', likes: 'int', released_at: 'timestamptz',
};

const ALBUM_COLUMNS: Record<Exclude<keyof AlbumSeed, 'pictureCount'>, ColumnType> = {
  id: 'int', actor_id: 'int', title: 'text', description: 'text', type: 'text', age_rating: 'int', free: 'bool',
  vip_content: 'bool', price: 'int', likes: 'int', dislikes: 'int', total_views: 'int', created_at: 'timestamptz',
};

function startOfUtcDay(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}

/**
 * Pictures come from generate_series in the database: an album's rows are (album, 1..n) with
 * rating counts derived from the ids, which is deterministic and saves sending ~300,000 rows.
 */
async function insertPictures(db: Executor, albums: readonly AlbumSeed[]): Promise<void> {
  for (let start = 0; start < albums.length; start += 5_000) {
    const list = albums
      .slice(start, start + 5_000)
      .map((album) => sql`(${album.id}::int, ${album.pictureCount}::int)`);
    await db.execute(sql`
      INSERT INTO pictures (album_id, position, likes, dislikes)
      SELECT a.id, g, (a.id * 7919 + g * 104729) % 400, (a.id * 31 + g * 17) % 12
      FROM (VALUES ${sql.join(list, sql`, `)}) AS a(id, n), generate_series(1, a.n) AS g`);
  }
}

/** Explicit ids were inserted; move each identity past them so later inserts do not collide. */
async function syncIdentities(db: Executor): Promise<void> {
  for (const table of ['actors', 'tags', 'videos', 'albums']) {
    await db.execute(
      sql`SELECT setval(pg_get_serial_sequence(${table}, 'id'), GREATEST((SELECT max(id) FROM ${sql.identifier(table)}), 1))`,
    );
  }
}

async function isEmpty(db: Executor): Promise<boolean> {
  const result = (await db.execute(sql`SELECT EXISTS (SELECT 1 FROM actors) AS present`)) as unknown as {
    rows: { present: boolean }[];
  };
  return !result.rows[0]?.present;
}

/**
 * Fills an empty catalogue with a deterministic, believable set of actors, videos, albums,
 * pictures, tags and legal texts. Does nothing when actors already exist, so every start may call it.
 * All of it happens in one transaction: a crash never leaves half a catalogue behind.
 */
export async function seedCatalogue(database: Database, options: SeedOptions = {}): Promise<SeedResult> {
  const count = options.actors ?? 300;
  const seed = options.seed ?? DEFAULT_SEED;
  const now = options.now ?? startOfUtcDay(new Date());
  const product = options.product ?? 'visitx';
  const empty: SeedResult = { seeded: false, actors: 0, videos: 0, albums: 0, legalTexts: 0 };
  if (!Number.isInteger(count) || count < 1) throw new Error(`Invalid actor count: ${count}`);
  if (!(await isEmpty(database.db))) return empty;

  return database.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    // Another process may have seeded while this one waited for the lock.
    if (!(await isEmpty(tx))) return empty;

    await insertRows(tx, 'tags', { id: 'int', label: 'text' }, TAG_LABELS.map((label, index) => ({ id: index + 1, label })));

    const names = new NameFactory();
    let nextVideoId = 1;
    let nextAlbumId = 1;
    for (let first = 0; first < count; first += ACTOR_CHUNK) {
      const actors: ActorSeed[] = [];
      const videos: VideoSeed[] = [];
      const albums: AlbumSeed[] = [];
      for (let index = first; index < Math.min(count, first + ACTOR_CHUNK); index++) {
        const actor = generateActor(seed, index, now, names);
        const actorVideos = generateVideos(seed, actor, now, nextVideoId, options.videosPerActor);
        const actorAlbums = generateAlbums(seed, actor, now, nextAlbumId);
        nextVideoId += actorVideos.length;
        nextAlbumId += actorAlbums.length;
        actors.push(actor);
        videos.push(...actorVideos);
        albums.push(...actorAlbums);
      }
      await insertRows(tx, 'actors', ACTOR_COLUMNS, actors);
      await insertRows(tx, 'videos', VIDEO_COLUMNS, videos);
      const videoTags = videos.flatMap((video) => video.tagIds.map((tagId) => ({ video_id: video.id, tag_id: tagId })));
      await insertRows(tx, 'video_tags', { video_id: 'int', tag_id: 'int' }, videoTags);
      await insertRows(tx, 'albums', ALBUM_COLUMNS, albums);
      await insertPictures(tx, albums);
    }

    const legalTexts = legalTextSeeds(product);
    await insertRows(
      tx,
      'legal_texts',
      { type: 'text', product: 'text', version: 'int', language: 'text', html: 'text' },
      legalTexts,
    );
    await syncIdentities(tx);
    return { seeded: true, actors: count, videos: nextVideoId - 1, albums: nextAlbumId - 1, legalTexts: legalTexts.length };
  });
}
