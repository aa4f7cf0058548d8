import { eq, sql } from 'drizzle-orm';
import type { BonusBenefit } from '@vx/shared/protocol';
import type { Tx } from '../../db/helpers';
import { guests } from '../guests/schema';
import { credit } from '../wallet/service';
import type { BalanceState } from '../wallet/notify';
import { guestBenefits, vouchers } from './schema';

/** Voucher type 10 (spec 000 §3): spins, which are the guest's spin-wheel spins. */
export const SPINS_VOUCHER_TYPE = 10;

export interface Granted {
  /** The balance to push after the commit, when coins were credited. */
  balance: BalanceState | null;
  /** Whether a voucher was added (the `vouchers` event is pushed after the commit). */
  vouchers: boolean;
}

/** Coins at once: a coin benefit of a fixed amount (credits and a flat bonus are coins too; VXC is shown as Credits). */
const isCoins = (benefit: BonusBenefit) =>
  (benefit.type === 'coins' || benefit.type === 'credits' || benefit.type === 'bonus') && benefit.tiers.length === 0 && benefit.amount !== null;

/**
 * Grants benefits inside the caller's transaction, each kept as a guest benefit for the benefits
 * page: coins through the wallet (key `<source>:<index>`, so a replay never credits twice), free
 * messages and messenger gifts on the guest's counters, vouchers as vouchers (spins on the wheel's
 * spins); tiered benefits (a bonus on the next top-up by its size, applied by `top-up-bonus.ts`) and
 * subscriptions are held as they are.
 */
export async function grantBenefits(
  tx: Tx,
  guestId: number,
  benefits: readonly BonusBenefit[],
  { source, validTo }: { source: string; validTo: Date | null },
): Promise<Granted> {
  let coins = false;
  let voucherAdded = false;
  for (const [index, benefit] of benefits.entries()) {
    const amount = benefit.amount ?? 0;
    if (isCoins(benefit)) {
      await credit(tx, { guestId, amount, kind: 'bonus', reference: source, idempotencyKey: `${source}:${index}` });
      coins = true;
    } else if (benefit.type === 'freeMessages' && amount > 0) {
      await tx.update(guests).set({ freeMessagesCount: sql`${guests.freeMessagesCount} + ${amount}` }).where(eq(guests.id, guestId));
    } else if (benefit.type === 'messengerGifts' && amount > 0) {
      await tx.update(guests).set({ messengerGiftCount: sql`${guests.messengerGiftCount} + ${amount}` }).where(eq(guests.id, guestId));
    } else if (benefit.type === 'vouchers' && benefit.voucherType === SPINS_VOUCHER_TYPE && amount > 0) {
      await tx.update(guests).set({ spinwheelSpins: sql`${guests.spinwheelSpins} + ${amount}` }).where(eq(guests.id, guestId));
    } else if (benefit.type === 'vouchers' && benefit.voucherType !== null && amount > 0) {
      await tx.insert(vouchers).values({ guestId, type: benefit.voucherType, amount, validTo, source });
      voucherAdded = true;
    }
    await tx.insert(guestBenefits).values({ guestId, type: benefit.type, amount: benefit.amount, tiers: benefit.tiers, source, validTo });
  }
  if (!coins) return { balance: null, vouchers: voucherAdded };
  const [after] = await tx
    .select({ balance: guests.balance, isPayingCustomer: guests.isPayingCustomer, language: guests.language })
    .from(guests)
    .where(eq(guests.id, guestId));
  return { balance: { guestId, ...after }, vouchers: voucherAdded };
}
