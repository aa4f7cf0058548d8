import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rowsOf, type Executor } from '../db/helpers';
import { insertRows } from './insert';
import { mixSeed, Rng } from './random';
import { DEFAULT_SEED } from './index';
import { LATE_NIGHT_WORDS, TV_SERIES } from './tv-words';

/** An arbitrary constant that serialises concurrent seeders of the TV section. */
const TV_LOCK_KEY = 7_310_015;
const EPISODES_PER_SERIES = 8;
/**
 * A channel airs around the clock (its livestream always shows a slot on air): eight three-hour
 * slots a day from 00:00 UTC, 56 a week, within what one tv/program/{type} call may ask for.
 */
const SLOTS_PER_DAY = 8;
const SLOT_MINUTES = 1440 / SLOTS_PER_DAY;
const LATE_NIGHT = { weekday: 4, startMinute: 22 * 60, durationMinutes: 180, actors: 4 };

interface EpisodeSeed {
  video_id: number;
  series_id: number;
  season: number;
  episode: number;
  hash_id: string;
  title_de: string;
  title_en: string;
}

/** A short, stable, unguessable-looking name of an episode for tv/suggest/{hashId}. */
export function episodeHashId(videoId: number, seed = DEFAULT_SEED): string {
  return (mixSeed(seed, videoId, 15) >>> 0).toString(36).padStart(7, '0') + videoId.toString(36);
}

const hasTv = async (db: Executor) => (await rowsOf<{ present: boolean }>(db, sql`SELECT EXISTS (SELECT 1 FROM tv_series) AS present`))[0]!.present;

/**
 * Seeds the TV section once, after the catalogue: six formats whose episodes are catalogue videos
 * (paid, one of each actor), a week of program for the live and the premium channel made of those episodes,
 * and the weekly late-night event with four actors. Deterministic for a seed.
 */
export async function seedTv(database: Database, seed = DEFAULT_SEED): Promise<number> {
  if (await hasTv(database.db)) return 0;
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${TV_LOCK_KEY})`);
    if (await hasTv(tx)) return 0;
    const rng = new Rng(mixSeed(seed, 15));
    const candidates = await rowsOf<{ id: number; actorId: number; name: string }>(
      tx,
      // One paid video of each actor, so every episode has another guest in front of the camera.
      sql`SELECT * FROM (SELECT DISTINCT ON (v.actor_id) v.id, v.actor_id AS "actorId", a.name FROM videos v JOIN actors a ON a.id = v.actor_id
                         WHERE NOT v.free ORDER BY v.actor_id, v.id) AS firsts ORDER BY "actorId" LIMIT ${TV_SERIES.length * EPISODES_PER_SERIES}`,
    );
    if (candidates.length < TV_SERIES.length) return 0;
    const perSeries = Math.floor(candidates.length / TV_SERIES.length);
    const episodes: EpisodeSeed[] = [];
    const series = TV_SERIES.map((words, index) => {
      const mine = candidates.slice(index * perSeries, (index + 1) * perSeries);
      mine.forEach((video, position) =>
        episodes.push({
          video_id: video.id,
          series_id: index + 1,
          season: 1,
          episode: position + 1,
          hash_id: episodeHashId(video.id, seed),
          title_de: `Folge ${position + 1}: mit ${video.name}`,
          title_en: `Episode ${position + 1}: with ${video.name}`,
        }),
      );
      return {
        id: index + 1, key: words.key, title_de: words.titleDe, title_en: words.titleEn,
        description_de: words.descriptionDe, description_en: words.descriptionEn, host_actor_id: mine[0]!.actorId, position: index + 1,
      };
    });
    await insertRows(tx, 'tv_series', { id: 'int', key: 'text', title_de: 'text', title_en: 'text', description_de: 'text', description_en: 'text', host_actor_id: 'int', position: 'int' }, series);
    await insertRows(tx, 'tv_episodes', { video_id: 'int', series_id: 'int', season: 'int', episode: 'int', hash_id: 'text', title_de: 'text', title_en: 'text' }, episodes);

    const slots = (['live', 'premium'] as const).flatMap((channel) =>
      Array.from({ length: 7 * SLOTS_PER_DAY }, (_, index) => {
        const episode = rng.pick(episodes);
        const format = series[episode.series_id - 1]!;
        const actorId = candidates.find((video) => video.id === episode.video_id)!.actorId;
        return {
          channel,
          weekday: Math.floor(index / SLOTS_PER_DAY),
          start_minute: (index % SLOTS_PER_DAY) * SLOT_MINUTES,
          duration_minutes: SLOT_MINUTES,
          title_de: `${format.title_de} – ${episode.title_de}`,
          title_en: `${format.title_en} – ${episode.title_en}`,
          actor_id: actorId,
          video_id: episode.video_id,
        };
      }),
    );
    await insertRows(tx, 'tv_program_slots', { channel: 'text', weekday: 'int', start_minute: 'int', duration_minutes: 'int', title_de: 'text', title_en: 'text', actor_id: 'int', video_id: 'int' }, slots);

    const [show] = await rowsOf<{ id: number }>(
      tx,
      sql`INSERT INTO tv_late_night_shows (headline_de, headline_en, text_de, text_en, weekday, start_minute, duration_minutes)
          VALUES (${LATE_NIGHT_WORDS.headlineDe}, ${LATE_NIGHT_WORDS.headlineEn}, ${LATE_NIGHT_WORDS.textDe}, ${LATE_NIGHT_WORDS.textEn},
                  ${LATE_NIGHT.weekday}, ${LATE_NIGHT.startMinute}, ${LATE_NIGHT.durationMinutes}) RETURNING id`,
    );
    const guests = [...new Set(candidates.map((video) => video.actorId))].slice(0, LATE_NIGHT.actors);
    await insertRows(tx, 'tv_late_night_actors', { show_id: 'int', actor_id: 'int', position: 'int' }, guests.map((actorId, index) => ({ show_id: show!.id, actor_id: actorId, position: index + 1 })));
    await tx.execute(sql`SELECT setval(pg_get_serial_sequence('tv_series', 'id'), GREATEST((SELECT max(id) FROM tv_series), 1))`);
    return episodes.length;
  });
}
