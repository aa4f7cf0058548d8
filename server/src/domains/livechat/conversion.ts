import { eq, sql } from 'drizzle-orm';
import { CONVERSION_CHAT_DEFAULT } from '@vx/shared/constants';
import type { Executor } from '../../db/helpers';
import { liveChatGuests } from './schema';

/**
 * Conversion chat (spec 000 §3 guest "conversion-chat countdown end times", §4 "eligible while the
 * countdown end is in the future"). The spec's value is CONVERSION_CHAT_DEFAULT = 30; read here as
 * minutes: enabling starts a countdown of 30 minutes, during which the guest may open a free chat with
 * any actor available for conversion chat (isActorAvailableForConversionChat), even one without free chat.
 */
export const CONVERSION_CHAT_MS = CONVERSION_CHAT_DEFAULT * 60_000;

export interface ConversionChatState {
  eligible: boolean;
  /** ISO time the countdown ends; null when none runs. */
  countdownEnd: string | null;
  secondsLeft: number;
}

function stateOf(until: Date | null, now: Date): ConversionChatState {
  const left = until ? until.getTime() - now.getTime() : 0;
  return left > 0 && until
    ? { eligible: true, countdownEnd: until.toISOString(), secondsLeft: Math.ceil(left / 1000) }
    : { eligible: false, countdownEnd: null, secondsLeft: 0 };
}

export async function conversionChatState(db: Executor, guestId: number, now = new Date()): Promise<ConversionChatState> {
  const [row] = await db.select({ until: liveChatGuests.conversionChatUntil }).from(liveChatGuests).where(eq(liveChatGuests.guestId, guestId)).limit(1);
  return stateOf(row?.until ?? null, now);
}

/**
 * enable: the countdown starts now (again, if one ran: the guest asked for the offer anew);
 * disable: it ends now.
 */
export async function setConversionChat(db: Executor, guestId: number, action: 'enable' | 'disable', now = new Date()): Promise<ConversionChatState> {
  const until = action === 'enable' ? new Date(now.getTime() + CONVERSION_CHAT_MS) : null;
  await db
    .insert(liveChatGuests)
    .values({ guestId, conversionChatUntil: until })
    .onConflictDoUpdate({ target: liveChatGuests.guestId, set: { conversionChatUntil: sql`excluded.conversion_chat_until` } });
  return stateOf(until, now);
}
