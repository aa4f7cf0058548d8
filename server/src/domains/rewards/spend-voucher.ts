import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/helpers';
import { guests } from '../guests/schema';
import { vouchers } from './schema';

/** Voucher types of spec 000 §3 spent where they apply (the type id is the index + 1 of VOUCHER_TYPES). */
export const VOUCHER_TYPE = { video: 1, videochat: 2, photoAlbum: 4, messages: 5, liveShow: 7 } as const;

/**
 * Spends up to `units` of the guest's valid vouchers of `type` usable with `actorId` (a voucher for
 * one actor, or listing actors, fits only theirs), those ending first first, inside the caller's
 * transaction. The rows are locked, so two spends at once never use one unit twice; a voucher
 * spent to 0 is deleted (its amount stays positive). Answers the units spent (0: none held).
 */
export async function spendVouchers(tx: Tx, guestId: number, type: number, actorId: number, units: number, now = new Date()): Promise<number> {
  const held = await tx
    .select({ id: vouchers.id, amount: vouchers.amount })
    .from(vouchers)
    .where(
      and(
        eq(vouchers.guestId, guestId),
        eq(vouchers.type, type),
        sql`${vouchers.validFrom} <= ${now.toISOString()}`,
        or(isNull(vouchers.validTo), sql`${vouchers.validTo} > ${now.toISOString()}`),
        or(isNull(vouchers.actorId), eq(vouchers.actorId, actorId)),
        sql`(cardinality(${vouchers.actorIds}) = 0 OR ${actorId} = ANY(${vouchers.actorIds}))`,
      ),
    )
    .orderBy(sql`${vouchers.validTo} ASC NULLS LAST`, asc(vouchers.id))
    .for('update');
  let spent = 0;
  for (const voucher of held) {
    if (spent === units) break;
    const take = Math.min(voucher.amount, units - spent);
    if (take === voucher.amount) await tx.delete(vouchers).where(eq(vouchers.id, voucher.id));
    else await tx.update(vouchers).set({ amount: voucher.amount - take }).where(eq(vouchers.id, voucher.id));
    spent += take;
  }
  return spent;
}

/**
 * One free message for a messenger message to `actorId`, in the caller's transaction: the guest's
 * free messages (`freeMessagesCount`, from bonus codes and rewards) first, then a messages voucher
 * (type 5). The counter is taken by a conditional UPDATE, so two sends never take one message twice.
 * Answers what paid it, or null: coins pay.
 */
export async function takeFreeMessage(tx: Tx, guestId: number, actorId: number, now = new Date()): Promise<'counter' | 'voucher' | null> {
  const taken = await tx
    .update(guests)
    .set({ freeMessagesCount: sql`${guests.freeMessagesCount} - 1` })
    .where(and(eq(guests.id, guestId), sql`${guests.freeMessagesCount} > 0`))
    .returning({ id: guests.id });
  if (taken.length > 0) return 'counter';
  return (await spendVouchers(tx, guestId, VOUCHER_TYPE.messages, actorId, 1, now)) === 1 ? 'voucher' : null;
}
