import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/helpers';
import { actorImages } from '../../media/urls';
import { actors } from '../actors/schema';
import { inGerman } from './catalogue';
import { isRunning, occurrence } from './schedule';
import { tvLateNightActors, tvLateNightShows } from './schema';

/**
 * lateNightShow (spec 000 §3 Late night event): id, headlines and texts in German and English,
 * begin and end of the running or next date, whether it is live now, and its actors. `headline`
 * and `text` are the guest's language (German, else English).
 */
export async function lateNightShow(db: Executor, language: string, nowMs: number) {
  const shows = await db.select().from(tvLateNightShows).orderBy(asc(tvLateNightShows.id));
  if (shows.length === 0) return null;
  const [show] = shows.map((row) => ({ row, span: occurrence(row, nowMs) })).sort((a, b) => a.span.begin - b.span.begin);
  const { row, span } = show!;
  const cast = await db
    .select({ id: actors.id, name: actors.name, online: actors.isOnline })
    .from(tvLateNightActors)
    .innerJoin(actors, eq(actors.id, tvLateNightActors.actorId))
    .where(eq(tvLateNightActors.showId, row.id))
    .orderBy(asc(tvLateNightActors.position));
  const de = inGerman(language);
  return {
    id: row.id,
    headline: de ? row.headlineDe : row.headlineEn,
    text: de ? row.textDe : row.textEn,
    headlines: { de: row.headlineDe, en: row.headlineEn },
    texts: { de: row.textDe, en: row.textEn },
    begin: new Date(span.begin).toISOString(),
    end: new Date(span.end).toISOString(),
    isLive: isRunning(span, nowMs),
    actors: cast.map((actor) => ({ ...actor, avatar: actorImages(actor.id) })),
  };
}
