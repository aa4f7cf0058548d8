import { eq } from 'drizzle-orm';
import type { ChatKind } from '@vx/shared/protocol';
import type { Tx } from '../../db/helpers';
import { guests } from '../guests/schema';
import { spendVouchers, VOUCHER_TYPE } from '../rewards/spend-voucher';
import { purchase } from '../wallet/service';

/** The chats a video-chat voucher (type 2, spec 000 §3) pays minutes of: the video chats with the actor. */
const VOUCHER_KINDS: ReadonlySet<ChatKind> = new Set(['videoChat', 'singleChat', 'mobileVideocall']);

export type MinutePayment = { ok: true; balance: number; covered: boolean } | { ok: false };

/**
 * Pays minute `minute` of a chat in the caller's transaction (the session row is locked by it, so a
 * minute is paid once): a video-chat voucher of the guest for this actor covers it first (one unit
 * is one minute), else coins through the wallet with the key `livechat:<chatId>:minute:<n>`.
 */
export async function payMinute(
  tx: Tx,
  input: { guestId: number; actorId: number; kind: ChatKind; chatId: string; minute: number; price: number; now: Date },
): Promise<MinutePayment> {
  if (VOUCHER_KINDS.has(input.kind) && (await spendVouchers(tx, input.guestId, VOUCHER_TYPE.videochat, input.actorId, 1, input.now)) === 1) {
    const [guest] = await tx.select({ balance: guests.balance }).from(guests).where(eq(guests.id, input.guestId));
    return { ok: true, balance: guest.balance, covered: true };
  }
  const paid = await purchase(tx, {
    guestId: input.guestId,
    price: input.price,
    kind: 'livechat.minute',
    reference: `livechat:${input.chatId}`,
    idempotencyKey: `livechat:${input.chatId}:minute:${input.minute}`,
  });
  return paid.ok ? { ok: true, balance: paid.balance, covered: false } : { ok: false };
}
