import { and, asc, eq, sql } from 'drizzle-orm';
import type { ToyQueueItem } from '@vx/shared/protocol';
import type { Executor } from '../../db/helpers';
import type { Hub } from '../../realtime/hub';
import { liveChatMessages, toyControls } from './schema';

/**
 * The toy-command queue of a session is its dildocontrol messages: each starts when the one before
 * it ends (or when sent, if the toy is idle) and runs its duration. Kept in the messages table, so
 * every node sees the same queue.
 */

const endOf = sql`${liveChatMessages.startsAt} + make_interval(secs => ${liveChatMessages.durationSeconds})`;

/** When a command sent now would start: at the end of the queue, or now. Call with the session row locked. */
export async function queueEnd(db: Executor, chatId: string, now: Date): Promise<Date> {
  const [row] = await db
    .select({ end: sql<string | Date | null>`max(${endOf})` })
    .from(liveChatMessages)
    .where(and(eq(liveChatMessages.chatId, chatId), eq(liveChatMessages.messageType, 'dildocontrol')));
  const end = row?.end ? new Date(row.end) : null;
  return end && end.getTime() > now.getTime() ? end : now;
}

/** Commands not yet finished, in order. */
export async function toyQueue(db: Executor, chatId: string, now: Date): Promise<ToyQueueItem[]> {
  const rows = await db
    .select({
      id: liveChatMessages.messageId,
      toyId: liveChatMessages.toyId,
      displayName: toyControls.displayName,
      duration: liveChatMessages.durationSeconds,
      startsAt: liveChatMessages.startsAt,
    })
    .from(liveChatMessages)
    .innerJoin(toyControls, eq(toyControls.id, liveChatMessages.toyId))
    .where(and(eq(liveChatMessages.chatId, chatId), eq(liveChatMessages.messageType, 'dildocontrol'), sql`${endOf} > ${now.toISOString()}::timestamptz`))
    .orderBy(asc(liveChatMessages.startsAt));
  return rows.flatMap((row) =>
    row.toyId !== null && row.duration !== null && row.startsAt
      ? [{ id: row.id, toyId: row.toyId, displayName: row.displayName, duration: row.duration, startsAt: row.startsAt.toISOString() }]
      : [],
  );
}

export async function pushToyQueue(db: Executor, hub: Pick<Hub, 'toGuest'>, guestId: number, chatId: string, now: Date): Promise<void> {
  hub.toGuest(guestId, { type: 'liveChatToyQueue', chatId, queue: await toyQueue(db, chatId, now) });
}
