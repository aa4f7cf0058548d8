import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/helpers';
import { actorImages, mediaImages } from '../../media/urls';
import { actors } from '../actors/schema';
import { inGerman } from './catalogue';
import { isRunning, occurrence } from './schedule';
import { tvEpisodes, tvProgramSlots } from './schema';

export const CHANNELS = ['live', 'premium'] as const;
export type Channel = (typeof CHANNELS)[number];
/** tv/program/{type} limit: a week of hourly slots at most. */
export const PROGRAM_LIMIT_MAX = 70;
export const PROGRAM_LIMIT_DEFAULT = 10;

/** The week's slots change only with a new seed: read once a minute per channel, not on every playlist request of every viewer. */
const SLOTS_TTL_MS = 60_000;
const slotCache = new WeakMap<Executor, Map<Channel, { at: number; rows: Promise<SlotRow[]> }>>();

const readSlots = (db: Executor, channel: Channel) =>
  db
    .select({
      id: tvProgramSlots.id, weekday: tvProgramSlots.weekday, startMinute: tvProgramSlots.startMinute, durationMinutes: tvProgramSlots.durationMinutes,
      titleDe: tvProgramSlots.titleDe, titleEn: tvProgramSlots.titleEn, actorId: actors.id, actorName: actors.name, videoId: tvProgramSlots.videoId, hashId: tvEpisodes.hashId,
    })
    .from(tvProgramSlots)
    .innerJoin(actors, eq(actors.id, tvProgramSlots.actorId))
    .leftJoin(tvEpisodes, eq(tvEpisodes.videoId, tvProgramSlots.videoId))
    .where(eq(tvProgramSlots.channel, channel));
type SlotRow = Awaited<ReturnType<typeof readSlots>>[number];

function slotsOf(db: Executor, channel: Channel, nowMs: number): Promise<SlotRow[]> {
  const byChannel = slotCache.get(db) ?? new Map<Channel, { at: number; rows: Promise<SlotRow[]> }>();
  slotCache.set(db, byChannel);
  const cached = byChannel.get(channel);
  if (cached && nowMs - cached.at < SLOTS_TTL_MS && nowMs >= cached.at) return cached.rows;
  const rows = readSlots(db, channel).then((found) => found, (error: unknown) => {
    byChannel.delete(channel);
    throw error;
  });
  byChannel.set(channel, { at: nowMs, rows });
  return rows;
}

/**
 * A channel's program from the slot airing now (spec 001 tv/program/{type}): each slot's title in
 * the guest's language (German, else English), its picture, begin and end as ISO times, its actor
 * and the episode it shows (videoId, hashId).
 */
export async function channelProgram(db: Executor, channel: Channel, limit: number, language: string, nowMs: number) {
  const rows = await slotsOf(db, channel, nowMs);
  const de = inGerman(language);
  return rows
    .map((row) => ({ row, span: occurrence(row, nowMs) }))
    .sort((a, b) => a.span.begin - b.span.begin)
    .slice(0, limit)
    .map(({ row, span }) => ({
      id: row.id,
      title: de ? row.titleDe : row.titleEn,
      previewPicture: row.videoId !== null ? mediaImages('video', row.videoId).w640 : actorImages(row.actorId).w640,
      start: new Date(span.begin).toISOString(),
      end: new Date(span.end).toISOString(),
      isLive: isRunning(span, nowMs),
      actor: { id: row.actorId, name: row.actorName },
      videoId: row.videoId,
      hashId: row.hashId,
    }));
}
export type ProgramItem = Awaited<ReturnType<typeof channelProgram>>[number];

/** currentProgram (spec 000 §3 Current program: title, previewPicture, start): the slot airing now, or the next. */
export async function currentProgram(db: Executor, channel: Channel, language: string, nowMs: number) {
  const [item] = await channelProgram(db, channel, 1, language, nowMs);
  return item ? { title: item.title, previewPicture: item.previewPicture, start: item.start } : null;
}
