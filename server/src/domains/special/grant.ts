import { sql } from 'drizzle-orm';
import type { BonusBenefit } from '@vx/shared/protocol';
import { rowsOf, type Executor, type Tx } from '../../db/helpers';
import type { Hub } from '../../realtime/hub';
import { grantBenefits, SPINS_VOUCHER_TYPE, type Granted } from '../rewards/grant';
import { pushBalance } from '../wallet/notify';
import { specialEventEntries } from './schema';
import type { SpecialRewardType } from '@vx/shared/events';

export type EntryKind = 'activity' | 'egg' | 'door' | 'reward' | 'entry' | 'rose';

/**
 * Records one counted thing; false when (event, guest, kind, key) was counted before, so a replay or
 * a racing second request changes nothing (the unique key decides, not a read before the write).
 */
export async function recordEntry(
  db: Executor,
  entry: { eventId: number; guestId: number; kind: EntryKind; key: string; points?: number; actorId?: number | null },
): Promise<boolean> {
  const inserted = await db.insert(specialEventEntries).values(entry).onConflictDoNothing().returning({ id: specialEventEntries.id });
  return inserted.length > 0;
}

/** How many entries of a kind the guest has in the event, and their points. */
export async function countEntries(db: Executor, eventId: number, guestId: number, kind: EntryKind, keyPrefix = ''): Promise<{ count: number; points: number }> {
  const [row] = await rowsOf<{ count: number; points: number }>(
    db,
    sql`SELECT count(*)::int AS count, coalesce(sum(points), 0)::int AS points FROM special_event_entries
        WHERE event_id = ${eventId} AND guest_id = ${guestId} AND kind = ${kind} AND starts_with(key, ${keyPrefix})`,
  );
  return row ?? { count: 0, points: 0 };
}

const benefitOf = (type: SpecialRewardType, value: number): BonusBenefit =>
  type === 'spins'
    ? { type: 'vouchers', amount: value, tiers: [], voucherType: SPINS_VOUCHER_TYPE }
    : { type, amount: value, tiers: [], voucherType: null };

/**
 * Grants a special event's reward inside the caller's transaction, through the rewards domain's
 * grant (coins by the wallet's credit, keyed by `source`, so a retry never credits twice).
 */
export function grantReward(tx: Tx, guestId: number, reward: { type: SpecialRewardType; value: number }, source: string): Promise<Granted> {
  return grantBenefits(tx, guestId, [benefitOf(reward.type, reward.value)], { source, validTo: null });
}

/** After the commit: the new balance on the guest's sockets. */
export function pushGranted(hub: Pick<Hub, 'toGuest'>, granted: Granted | null): void {
  if (granted?.balance) pushBalance(hub, granted.balance);
}

/**
 * Records an entry in the first free slot `<prefix><n>` with n up to `limit` (a daily limit): racing
 * requests that read the same count each move on to the next slot, so the limit holds and none is
 * refused while a slot is free.
 */
export async function recordInFreeSlot(
  db: Executor,
  entry: { eventId: number; guestId: number; kind: EntryKind; points?: number; actorId?: number | null },
  prefix: string,
  limit: number,
): Promise<boolean> {
  const { count } = await countEntries(db, entry.eventId, entry.guestId, entry.kind, prefix);
  for (let slot = count + 1; slot <= limit; slot += 1) {
    if (await recordEntry(db, { ...entry, key: `${prefix}${slot}` })) return true;
  }
  return false;
}
