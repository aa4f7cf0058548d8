import { eq, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { CHAT_RATINGS_THRESHOLD, type Language } from '@vx/shared/constants';
import type { TOP_CAM_TYPES, topCamSchema } from '@vx/shared/protocol';
import type { Executor } from '../../db/helpers';
import { actorImages } from '../../media/urls';
import { actors } from '../actors/schema';

export type TopCamType = (typeof TOP_CAM_TYPES)[number];
type TopCam = z.infer<typeof topCamSchema>;

/** Top lists hold 100 at most (the "top 100"); the others are cut at the same size. */
export const TOP_CAMS_LIMIT = 100;

/** The seeded audience's pins plus the pins stored for this database's guests. */
const pinnedCount = sql<number>`(${actors.seededPinCount} + (SELECT count(*)::int FROM favourite_actors f WHERE f.actor_id = ${actors.id}))`;
/**
 * Videocall ranking points: the online ranking weighted by satisfaction. There is no separate
 * videocall score yet; this keeps the list stable and explainable.
 */
const videocallPoints = sql<number>`(${actors.onlineRanking} * ${actors.satisfactionRate90d} / 100)::int`;

/** The order of each list; the id last keeps ties stable. */
function orderOf(type: TopCamType): SQL[] {
  switch (type) {
    case 'bestChats':
      return [sql`${actors.satisfactionRate90d} DESC`, sql`${actors.ratingCount90d} DESC`, sql`${actors.id} ASC`];
    case 'top100':
      return [sql`${actors.ranking} DESC`, sql`${actors.id} ASC`];
    case 'topFavorites':
      return [sql`${pinnedCount} DESC`, sql`${actors.ranking} DESC`, sql`${actors.id} ASC`];
    case 'topVideocall':
      return [sql`${videocallPoints} DESC`, sql`${actors.id} ASC`];
  }
}

/**
 * A top-cams list (spec 000 §3 Top cam). bestChats only counts actors with at least
 * CHAT_RATINGS_THRESHOLD ratings (spec 000 §5: ratings are shown from 10 on); the other lists carry
 * every actor's figures and the client hides ratings below the threshold. `online` true keeps online actors only.
 */
export async function topCams(db: Executor, type: TopCamType, online: boolean | null, language: Language): Promise<TopCam[]> {
  const conditions: SQL[] = [];
  if (online) conditions.push(eq(actors.isOnline, true));
  if (type === 'bestChats') conditions.push(sql`${actors.ratingCount90d} >= ${CHAT_RATINGS_THRESHOLD}`);
  const rows = await db
    .select({
      id: actors.id,
      name: actors.name,
      isOnline: actors.isOnline,
      onlineVideocall: actors.onlineMobileVideocall,
      age: actors.age,
      languages: actors.languages,
      sedcardCount: actors.sedcardCount,
      ratingCount: actors.ratingCount90d,
      satisfactionRate: actors.satisfactionRate90d,
      pinnedCount,
      videocallPoints,
      videocallPrice: actors.chatPriceVideo,
      currency: actors.priceCurrency,
    })
    .from(actors)
    .where(conditions.length ? sql.join(conditions, sql` AND `) : undefined)
    .orderBy(...orderOf(type))
    .limit(TOP_CAMS_LIMIT);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    profileLink: `/${language}/amateur/${row.name.toLowerCase()}/`,
    online: row.isOnline,
    onlineVideocall: row.onlineVideocall,
    age: row.age,
    previewPicture: actorImages(row.id, row.sedcardCount > 0 ? 'sedcard-1' : 'avatar').w640,
    avatarPicture: actorImages(row.id).w320,
    spokenLanguages: row.languages,
    pinnedCount: Number(row.pinnedCount),
    ratingCount: row.ratingCount,
    satisfactionRate: row.satisfactionRate,
    rankingPointsVideoCall: Number(row.videocallPoints),
    videocallPrice: { value: row.videocallPrice, currency: row.currency },
  }));
}
