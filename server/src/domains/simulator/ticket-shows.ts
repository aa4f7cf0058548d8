import { and, eq, gt, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/helpers';
import { actors } from '../actors/schema';
import { bumpCatalogueVersion } from '../actors/version';
import { chatShows } from '../shows/schema';

/**
 * Ticket shows follow the show schedule while actors are simulated: an online actor whose show has
 * started is in her ticket show (isCurrentlyTicketShow) until the show ends. The live chat sees the
 * flag and ends the sessions of guests without a ticket (908). Only the few shows around `now` are
 * read (chat_shows is small), never the whole catalogue, and actors are written only when one changes.
 * Returns how many actors changed.
 */
export async function syncTicketShows(db: Executor, since: Date, now: Date): Promise<number> {
  const running = await db
    .selectDistinct({ actorId: chatShows.actorId })
    .from(chatShows)
    .innerJoin(actors, eq(actors.id, chatShows.actorId))
    .where(and(lte(chatShows.startsAt, now), gt(chatShows.endsAt, now), eq(chatShows.isInternal, false), eq(actors.isOnline, true), eq(actors.ticketShowRunning, false)));
  const ended = await db
    .selectDistinct({ actorId: chatShows.actorId })
    .from(chatShows)
    .innerJoin(actors, eq(actors.id, chatShows.actorId))
    .where(
      and(
        gte(chatShows.endsAt, since),
        lte(chatShows.endsAt, now),
        eq(actors.ticketShowRunning, true),
        // Not when another show of hers runs on.
        sql`NOT EXISTS (SELECT 1 FROM chat_shows later WHERE later.actor_id = ${chatShows.actorId} AND later.starts_at <= ${now.toISOString()}::timestamptz AND later.ends_at > ${now.toISOString()}::timestamptz)`,
      ),
    );
  const start = running.map((row) => row.actorId);
  const stop = ended.map((row) => row.actorId);
  if (start.length > 0) await db.update(actors).set({ ticketShowRunning: true }).where(inArray(actors.id, start));
  if (stop.length > 0) await db.update(actors).set({ ticketShowRunning: false }).where(inArray(actors.id, stop));
  if (start.length + stop.length > 0) bumpCatalogueVersion();
  return start.length + stop.length;
}
