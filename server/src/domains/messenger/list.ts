import { and, desc, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { ChannelFilter, MessengerChannel, MessengerChannelPage } from '@vx/shared/protocol';
import type { Executor } from '../../db/helpers';
import { actors } from '../actors/schema';
import { messengerChannels as c } from './schema';
import { channelColumns, toChannel } from './view';

export interface ChannelQuery {
  offset: number;
  limit: number;
  filter: ChannelFilter;
  /** Only channels whose actor is online (the spec's online-only toggle). */
  online: boolean;
}

/** What each filter of spec 000 §3 shows: newest is the inbox; a blocked channel shows only under blocked. */
function filterWhere(filter: ChannelFilter): SQL {
  switch (filter) {
    case 'newest':
      return sql`${c.archived} = false AND ${c.blocked} = false`;
    case 'archived':
      return sql`${c.archived} = true AND ${c.blocked} = false`;
    case 'unread':
      return sql`${c.unreadCount} > 0 AND ${c.blocked} = false`;
    case 'blocked':
      return sql`${c.blocked} = true`;
  }
}

/** The guest's unread messages over every channel he has not blocked (the navbar's count). */
export async function unreadTotal(db: Executor, guestId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${c.unreadCount}), 0)::int` })
    .from(c)
    .where(and(eq(c.guestId, guestId), eq(c.blocked, false), gt(c.unreadCount, 0)));
  return Number(row?.total ?? 0);
}

/** A page of the guest's channels, newest message first (channels without messages last, newest opened first). */
export async function listChannels(db: Executor, guestId: number, query: ChannelQuery): Promise<MessengerChannelPage> {
  const where = and(eq(c.guestId, guestId), filterWhere(query.filter), query.online ? eq(actors.isOnline, true) : undefined);
  const [rows, [counted], total] = await Promise.all([
    db
      .select(channelColumns)
      .from(c)
      .innerJoin(actors, eq(actors.id, c.actorId))
      .where(where)
      .orderBy(sql`${c.lastMessageAt} DESC NULLS LAST`, desc(c.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: sql<number>`count(*)::int` }).from(c).innerJoin(actors, eq(actors.id, c.actorId)).where(where),
    unreadTotal(db, guestId),
  ]);
  return { channels: rows.map(toChannel), total: Number(counted?.n ?? 0), unreadTotal: total };
}

/** One channel of the guest's by a condition on the channel (its id, its actor); null when he has none such. */
export async function findChannel(db: Executor, guestId: number, condition: SQL): Promise<MessengerChannel | null> {
  const [row] = await db
    .select(channelColumns)
    .from(c)
    .innerJoin(actors, eq(actors.id, c.actorId))
    .where(and(eq(c.guestId, guestId), condition))
    .limit(1);
  return row ? toChannel(row) : null;
}

export const byChannelId = (channelId: number): SQL => eq(c.id, channelId);
export const byActorId = (actorId: number): SQL => eq(c.actorId, actorId);
