import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { MessengerActor } from '@vx/shared/protocol';
import type { Executor } from '../../db/helpers';
import { actors } from '../actors/schema';
import { channelWithActor } from './channels';
import { actorColumns, toMessengerActor } from './view';

const notBannedIn = (country: string | null) =>
  country === null ? undefined : sql`NOT (${country.toUpperCase()} = ANY(${actors.bannedCountryCodes}))`;

/** messenger/actor/{actorId}: the actor with the guest's channel (if any); null for an unknown actor or one banned in his country. */
export async function messengerActor(db: Executor, guestId: number, actorId: number, country: string | null): Promise<MessengerActor | null> {
  const [row] = await db
    .select(actorColumns)
    .from(actors)
    .where(and(eq(actors.id, actorId), notBannedIn(country)))
    .limit(1);
  if (!row) return null;
  return toMessengerActor(row, await channelWithActor(db, guestId, actorId));
}

/**
 * messenger/recommendations: online actors only, best ranked first, the current one left out, none
 * banned in the guest's country; `count` is the grid's 8 or the slider's 5 (RECOMMENDATIONS).
 */
export async function recommendations(
  db: Executor,
  guestId: number,
  query: { count: number; currentActorId: number | undefined; country: string | null },
): Promise<MessengerActor[]> {
  const rows = await db
    .select(actorColumns)
    .from(actors)
    .where(
      and(
        eq(actors.isOnline, true),
        query.currentActorId === undefined ? undefined : ne(actors.id, query.currentActorId),
        notBannedIn(query.country),
      ),
    )
    .orderBy(desc(actors.onlineRanking), asc(actors.id))
    .limit(query.count);
  return Promise.all(rows.map(async (row) => toMessengerActor(row, await channelWithActor(db, guestId, row.actorId))));
}
