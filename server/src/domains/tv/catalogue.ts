import { asc, count, eq } from 'drizzle-orm';
import type { Executor } from '../../db/helpers';
import { actorImages, mediaImages } from '../../media/urls';
import { actors } from '../actors/schema';
import { ResultCache } from '../search/result-cache';
import { videos } from '../videos/schema';
import { tvEpisodes, tvSeries } from './schema';

/** German texts for German guests, English for every other language (spec: headlines and texts in de and en). */
export const inGerman = (language: string) => language === 'de';

const seriesColumns = {
  id: tvSeries.id, key: tvSeries.key, titleDe: tvSeries.titleDe, titleEn: tvSeries.titleEn,
  descriptionDe: tvSeries.descriptionDe, descriptionEn: tvSeries.descriptionEn, hostActorId: tvSeries.hostActorId, hostName: actors.name,
};
type SeriesRow = { id: number; key: string; titleDe: string; titleEn: string; descriptionDe: string; descriptionEn: string; hostActorId: number; hostName: string };

function toFormat(row: SeriesRow, language: string, episodeCount: number) {
  const de = inGerman(language);
  return {
    id: row.id,
    key: row.key,
    title: de ? row.titleDe : row.titleEn,
    description: de ? row.descriptionDe : row.descriptionEn,
    picture: actorImages(row.hostActorId, 'sedcard-1'),
    host: { id: row.hostActorId, name: row.hostName },
    episodeCount,
  };
}
export type TvFormat = ReturnType<typeof toFormat>;

/** Every format (TV series) in the editors' order, with its episode count. */
export async function tvFormats(db: Executor, language: string): Promise<TvFormat[]> {
  const [rows, counts] = await Promise.all([
    db.select(seriesColumns).from(tvSeries).innerJoin(actors, eq(actors.id, tvSeries.hostActorId)).orderBy(asc(tvSeries.position)),
    db.select({ seriesId: tvEpisodes.seriesId, n: count() }).from(tvEpisodes).groupBy(tvEpisodes.seriesId),
  ]);
  const countOf = new Map(counts.map((row) => [row.seriesId, row.n]));
  return rows.map((row) => toFormat(row, language, countOf.get(row.id) ?? 0));
}

export async function tvFormat(db: Executor, key: string, language: string): Promise<TvFormat | null> {
  return (await tvFormats(db, language)).find((format) => format.key === key) ?? null;
}

export const episodeColumns = {
  id: videos.id, hashId: tvEpisodes.hashId, season: tvEpisodes.season, episode: tvEpisodes.episode,
  titleDe: tvEpisodes.titleDe, titleEn: tvEpisodes.titleEn, duration: videos.duration, ageRating: videos.ageRating,
  description: videos.description, releasedAt: videos.releasedAt, actorId: actors.id, actorName: actors.name,
  formatKey: tvSeries.key, formatTitleDe: tvSeries.titleDe, formatTitleEn: tvSeries.titleEn,
};

const episodes = (db: Executor) =>
  db.select(episodeColumns).from(tvEpisodes).innerJoin(videos, eq(videos.id, tvEpisodes.videoId)).innerJoin(actors, eq(actors.id, videos.actorId)).innerJoin(tvSeries, eq(tvSeries.id, tvEpisodes.seriesId));
export type EpisodeRow = Awaited<ReturnType<typeof episodes>>[number];

/** A TV video tile (spec 000 §3 TV and media): the episode, its format and its actor. */
export function toEpisodeTile(row: EpisodeRow, language: string) {
  const de = inGerman(language);
  return {
    id: row.id,
    hashId: row.hashId,
    title: de ? row.titleDe : row.titleEn,
    season: row.season,
    episode: row.episode,
    duration: row.duration,
    ageRating: row.ageRating,
    releasedAt: row.releasedAt.toISOString(),
    previewThumbnails: mediaImages('video', row.id),
    actor: { id: row.actorId, name: row.actorName },
    format: { key: row.formatKey, title: de ? row.formatTitleDe : row.formatTitleEn },
  };
}
export type EpisodeTile = ReturnType<typeof toEpisodeTile>;


/** The mediathek filter (spec 000 §3): formats as content groups or one format key, minus some hash ids. */
export interface MediathekFilter {
  contentGroups?: string[];
  excludedHashIds?: string[];
  formatKey?: string;
}

/**
 * Every episode was read twice per mediathek page (the page and its count): on the embedded
 * database, which runs in the server's thread, that held the list at under 300 requests/s against
 * DESIGN.md §6's 500 at p99 20 ms (issue 15 bench, tv-mediathek). The episodes are the seed's few
 * dozen and no call writes them, so they are read at most once per EPISODES_TTL_MS per database
 * (an actor's change in this process reads them again at once: the tiles carry actor names), and
 * every list is cut from them in memory. Concurrent misses share one read.
 */
const EPISODES_TTL_MS = 5_000;
const episodeCaches = new WeakMap<Executor, ResultCache<EpisodeRow[]>>();

/** Every episode by format order, season and episode. */
export function allEpisodes(db: Executor): Promise<EpisodeRow[]> {
  let cache = episodeCaches.get(db);
  if (!cache) episodeCaches.set(db, (cache = new ResultCache<EpisodeRow[]>(EPISODES_TTL_MS, 1)));
  // async: a drizzle query is a thenable that runs again on every await; the cache must hold its one answer.
  return cache.get('all', async () => episodes(db).orderBy(asc(tvSeries.position), asc(tvEpisodes.season), asc(tvEpisodes.episode)));
}

/** One page of the mediathek: episodes by format order, season and episode. */
export async function mediathekVideos(db: Executor, filter: MediathekFilter, page: { first: number; offset: number }, language: string) {
  const groups = filter.contentGroups?.length ? new Set(filter.contentGroups) : null;
  const excluded = new Set(filter.excludedHashIds ?? []);
  const rows = (await allEpisodes(db)).filter(
    (row) => (!filter.formatKey || row.formatKey === filter.formatKey) && (!groups || groups.has(row.formatKey)) && !excluded.has(row.hashId),
  );
  return { total: rows.length, items: rows.slice(page.offset, page.offset + page.first).map((row) => toEpisodeTile(row, language)) };
}

export async function episodeById(db: Executor, videoId: number): Promise<EpisodeRow | null> {
  const [row] = await episodes(db).where(eq(tvEpisodes.videoId, videoId)).limit(1);
  return row ?? null;
}

export async function episodeByHashId(db: Executor, hashId: string): Promise<EpisodeRow | null> {
  const [row] = await episodes(db).where(eq(tvEpisodes.hashId, hashId)).limit(1);
  return row ?? null;
}

/**
 * What to watch after an episode (tv/suggest, mediathek recommendations): the next episodes of its
 * format, then the first episodes of the other formats.
 */
export async function suggestions(db: Executor, hashId: string, first: number, language: string): Promise<EpisodeTile[] | null> {
  const current = await episodeByHashId(db, hashId);
  if (!current) return null;
  const all = await allEpisodes(db);
  const sameFormat = all.filter((row) => row.formatKey === current.formatKey && row.id !== current.id);
  const after = sameFormat.filter((row) => row.season > current.season || (row.season === current.season && row.episode > current.episode));
  const before = sameFormat.filter((row) => !after.includes(row));
  const others = all.filter((row) => row.formatKey !== current.formatKey).sort((a, b) => a.episode - b.episode);
  return [...after, ...before, ...others].slice(0, first).map((row) => toEpisodeTile(row, language));
}
