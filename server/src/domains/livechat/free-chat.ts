import { and, eq, gte } from 'drizzle-orm';
import { TIME_LIMITS } from '@vx/shared/constants';
import type { Executor } from '../../db/helpers';
import type { ActorRow } from '../actors/schema';
import { conversionChatState } from './conversion';
import { liveChatSessions } from './schema';

/**
 * Free chat (spec 000 §1, §3 Actor freeChat; 001 §8 exit 502 "text time", §9 text chat countdown
 * 60): an actor with free chat on (or one available for conversion chat, for a guest whose
 * conversion-chat countdown runs) grants each guest one free text chat of TIME_LIMITS.textChatCountdown
 * seconds per UTC day; it ends with 502 when the time is up.
 */
export const FREE_CHAT_SECONDS = TIME_LIMITS.textChatCountdown;

const utcMidnight = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));

/** Whether the actor offers free chat to this guest at all, today's allowance aside. */
export async function offersFreeChat(db: Executor, actor: Pick<ActorRow, 'freeChat' | 'conversionChatAvailable'>, guestId: number | null, now: Date): Promise<boolean> {
  if (actor.freeChat) return true;
  if (!actor.conversionChatAvailable || guestId === null) return false;
  return (await conversionChatState(db, guestId, now)).eligible;
}

/** Seconds of free chat the guest may still have with the actor today (0: none offered or used up). */
export async function freeChatSecondsLeft(
  db: Executor,
  actor: Pick<ActorRow, 'id' | 'freeChat' | 'conversionChatAvailable'>,
  guestId: number | null,
  now = new Date(),
): Promise<number> {
  if (!(await offersFreeChat(db, actor, guestId, now))) return 0;
  if (guestId === null) return FREE_CHAT_SECONDS;
  const [used] = await db
    .select({ id: liveChatSessions.id })
    .from(liveChatSessions)
    .where(
      and(
        eq(liveChatSessions.guestId, guestId),
        eq(liveChatSessions.actorId, actor.id),
        eq(liveChatSessions.kind, 'freeChat'),
        gte(liveChatSessions.startedAt, utcMidnight(now)),
      ),
    )
    .limit(1);
  return used ? 0 : FREE_CHAT_SECONDS;
}
