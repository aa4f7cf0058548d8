import { and, eq, isNull, sql } from 'drizzle-orm';
import { RATING } from '@vx/shared/constants';
import type { Executor } from '../../db/helpers';
import { actors } from '../actors/schema';
import { bumpCatalogueVersion } from '../actors/version';
import { liveChatSessions } from './schema';
import { ownSession } from './sessions';

/**
 * A guest rates an ended session once: like (RATING.like, 5) or dislike (RATING.dislike, 1). The
 * actor's chatRatings.lastNinetyDays (countRatings, satisfactionRate = share of likes in %) lives
 * on her row, where the seed put her history and where the profile, the top cams and the query
 * service read it: a rating adds one to the count and moves the rate by its like or dislike. Rates
 * are whole percent, so the likes behind a seeded rate are rounded; ratings do not age out of the
 * 90 days (the seeded figures do not either).
 */

export interface ChatRatings {
  lastNinetyDays: { countRatings: number; satisfactionRate: number };
}

export type RateResult = { ok: true; chatRatings: ChatRatings } | { ok: false; error: 'not_found' | 'session_running' | 'already_rated' };

export async function actorChatRatings(db: Executor, actorId: number): Promise<ChatRatings | null> {
  const [row] = await db
    .select({ count: actors.ratingCount90d, rate: actors.satisfactionRate90d })
    .from(actors)
    .where(eq(actors.id, actorId))
    .limit(1);
  return row ? { lastNinetyDays: { countRatings: row.count, satisfactionRate: row.rate } } : null;
}

export async function rateSession(db: Executor, guestId: number, chatId: string, rating: number, now = new Date()): Promise<RateResult> {
  const session = await ownSession(db, guestId, chatId);
  if (!session) return { ok: false, error: 'not_found' };
  if (session.state === 'running') return { ok: false, error: 'session_running' };
  const like = rating === RATING.like ? 1 : 0;
  const rated = await db.transaction(async (tx) => {
    const [marked] = await tx
      .update(liveChatSessions)
      .set({ rating, ratedAt: now })
      .where(and(eq(liveChatSessions.id, chatId), eq(liveChatSessions.guestId, guestId), eq(liveChatSessions.state, 'ended'), isNull(liveChatSessions.rating)))
      .returning({ actorId: liveChatSessions.actorId });
    if (!marked) return null;
    const count = actors.ratingCount90d;
    const rate = actors.satisfactionRate90d;
    const [actor] = await tx
      .update(actors)
      .set({
        ratingCount90d: sql`${count} + 1`,
        satisfactionRate90d: sql`round(100.0 * (round(${count} * ${rate} / 100.0) + ${like}) / (${count} + 1))::smallint`,
      })
      .where(eq(actors.id, marked.actorId))
      .returning({ count: actors.ratingCount90d, rate: actors.satisfactionRate90d });
    return actor ?? null;
  });
  if (!rated) return { ok: false, error: 'already_rated' };
  // Cached profiles and lists of this process show the new figures at once (actors/version.ts).
  bumpCatalogueVersion();
  return { ok: true, chatRatings: { lastNinetyDays: { countRatings: rated.count, satisfactionRate: rated.rate } } };
}
