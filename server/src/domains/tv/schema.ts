import { sql } from 'drizzle-orm';
import { check, foreignKey, index, integer, pgTable, primaryKey, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { actors } from '../actors/schema';
import { videos } from '../videos/schema';

/**
 * The TV section (spec 000 §3 TV and media; server/docs/tv.md): series whose episodes are videos of
 * the catalogue (so they play through the shop's VOD pipeline), a weekly program per channel and the
 * late-night event. Program slots and the late-night show are kept as a week's template (weekday,
 * minute of the day in UTC) so the schedule never goes stale; the dates are computed when read.
 */
export const tvSeries = pgTable(
  'tv_series',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** The format key of tv/format/{key} and /tv/mediathek/{series}/. */
    key: text('key').notNull(),
    titleDe: text('title_de').notNull(),
    titleEn: text('title_en').notNull(),
    descriptionDe: text('description_de').notNull(),
    descriptionEn: text('description_en').notNull(),
    /** The series' presenter: her picture is the series' picture. */
    hostActorId: integer('host_actor_id').notNull(),
    position: smallint('position').notNull(),
  },
  (table) => [
    uniqueIndex('tv_series_key_key').on(table.key),
    foreignKey({ name: 'tv_series_host_actor_id_fkey', columns: [table.hostActorId], foreignColumns: [actors.id] }).onDelete('cascade'),
    check('tv_series_key_check', sql`key ~ '^[a-z0-9-]{1,60}$'`),
  ],
);

/** An episode is a catalogue video in a series; hashId names it in tv/suggest/{hashId}. */
export const tvEpisodes = pgTable(
  'tv_episodes',
  {
    videoId: integer('video_id').primaryKey(),
    seriesId: integer('series_id').notNull(),
    season: smallint('season').notNull(),
    episode: smallint('episode').notNull(),
    hashId: text('hash_id').notNull(),
    titleDe: text('title_de').notNull(),
    titleEn: text('title_en').notNull(),
  },
  (table) => [
    foreignKey({ name: 'tv_episodes_video_id_fkey', columns: [table.videoId], foreignColumns: [videos.id] }).onDelete('cascade'),
    foreignKey({ name: 'tv_episodes_series_id_fkey', columns: [table.seriesId], foreignColumns: [tvSeries.id] }).onDelete('cascade'),
    uniqueIndex('tv_episodes_hash_id_key').on(table.hashId),
    uniqueIndex('tv_episodes_series_episode_key').on(table.seriesId, table.season, table.episode),
    check('tv_episodes_numbers_check', sql`season > 0 AND episode > 0`),
  ],
);

/** One slot of a channel's weekly program: live (free TV) or premium. */
export const tvProgramSlots = pgTable(
  'tv_program_slots',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    channel: text('channel').notNull(),
    /** 0 Monday … 6 Sunday, UTC. */
    weekday: smallint('weekday').notNull(),
    startMinute: smallint('start_minute').notNull(),
    durationMinutes: smallint('duration_minutes').notNull(),
    titleDe: text('title_de').notNull(),
    titleEn: text('title_en').notNull(),
    actorId: integer('actor_id').notNull(),
    /** The episode shown, when the slot airs one. */
    videoId: integer('video_id'),
  },
  (table) => [
    foreignKey({ name: 'tv_program_slots_actor_id_fkey', columns: [table.actorId], foreignColumns: [actors.id] }).onDelete('cascade'),
    foreignKey({ name: 'tv_program_slots_video_id_fkey', columns: [table.videoId], foreignColumns: [tvEpisodes.videoId] }).onDelete('set null'),
    index('tv_program_slots_channel_idx').on(table.channel, table.weekday, table.startMinute),
    check('tv_program_slots_channel_check', sql`channel IN ('live', 'premium')`),
    check('tv_program_slots_time_check', sql`weekday BETWEEN 0 AND 6 AND start_minute BETWEEN 0 AND 1439 AND duration_minutes BETWEEN 1 AND 1440`),
  ],
);

/** The weekly late-night event, headlines and texts in German and English (others read English). */
export const tvLateNightShows = pgTable(
  'tv_late_night_shows',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    headlineDe: text('headline_de').notNull(),
    headlineEn: text('headline_en').notNull(),
    textDe: text('text_de').notNull(),
    textEn: text('text_en').notNull(),
    weekday: smallint('weekday').notNull(),
    startMinute: smallint('start_minute').notNull(),
    durationMinutes: smallint('duration_minutes').notNull(),
  },
  () => [check('tv_late_night_shows_time_check', sql`weekday BETWEEN 0 AND 6 AND start_minute BETWEEN 0 AND 1439 AND duration_minutes BETWEEN 1 AND 1440`)],
);

export const tvLateNightActors = pgTable(
  'tv_late_night_actors',
  {
    showId: integer('show_id').notNull(),
    actorId: integer('actor_id').notNull(),
    position: smallint('position').notNull(),
  },
  (table) => [
    primaryKey({ name: 'tv_late_night_actors_pkey', columns: [table.showId, table.actorId] }),
    foreignKey({ name: 'tv_late_night_actors_show_id_fkey', columns: [table.showId], foreignColumns: [tvLateNightShows.id] }).onDelete('cascade'),
    foreignKey({ name: 'tv_late_night_actors_actor_id_fkey', columns: [table.actorId], foreignColumns: [actors.id] }).onDelete('cascade'),
  ],
);
