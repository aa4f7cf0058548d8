import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { Tx } from '../../db/helpers';
import { conflict } from '../../http/errors';
import type { Hub } from '../../realtime/hub';
import { guests } from '../guests/schema';
import { pushBalance, type BalanceState } from '../wallet/notify';
import { purchase } from '../wallet/service';

export type Ownership = 'none' | 'owned' | 'replay';

export interface BuyOnceInput {
  guestId: number;
  /** Coins; 0 records ownership without touching the wallet. */
  price: number;
  kind: string;
  reference: string;
  idempotencyKey: string;
  /** Whether the guest owns it already: 'replay' when through this very idempotency key. */
  ownership(tx: Tx): Promise<Ownership>;
  record(tx: Tx): Promise<void>;
  /** Pays in another way than coins (a voucher), in the same transaction; true: no debit. */
  cover?(tx: Tx): Promise<boolean>;
}

export type BuyOnceResult =
  | { ok: true; balance: number; replayed: boolean; covered: boolean }
  | { ok: false; errorCode: 'insufficient_balance' | 'already_owned'; balance: number };

/**
 * Debits through the wallet and records ownership in ONE transaction, with the guest row locked
 * first: two clicks (same key or not) serialise, so a thing is never charged twice and never
 * recorded without its debit. The balance is pushed to the guest's sockets after the commit.
 */
export async function buyOnce(db: Database['db'], hub: Pick<Hub, 'toGuest'>, input: BuyOnceInput): Promise<BuyOnceResult> {
  let pushed: BalanceState | null = null;
  const result = await db.transaction(async (tx): Promise<BuyOnceResult> => {
    const [guest] = await tx
      .select({ balance: guests.balance, isPayingCustomer: guests.isPayingCustomer, language: guests.language })
      .from(guests)
      .where(eq(guests.id, input.guestId))
      .for('update');
    if (!guest) throw new Error(`buyOnce: unknown guest ${input.guestId}`);
    const owned = await input.ownership(tx);
    if (owned === 'replay') return { ok: true, balance: guest.balance, replayed: true, covered: false };
    if (owned === 'owned') return { ok: false, errorCode: 'already_owned', balance: guest.balance };
    let balance = guest.balance;
    const covered = input.price > 0 && input.cover !== undefined && (await input.cover(tx));
    if (input.price > 0 && !covered) {
      const paid = await purchase(tx, {
        guestId: input.guestId,
        price: input.price,
        kind: input.kind,
        reference: input.reference,
        idempotencyKey: input.idempotencyKey,
      });
      if (!paid.ok) return { ok: false, errorCode: 'insufficient_balance', balance };
      // The key paid for something this guest no longer holds (a removed ticket): never hand out
      // a second thing for one debit.
      if (paid.replayed) throw conflict('This idempotency key was used for an earlier purchase', 'idempotency_key_reused');
      balance = paid.balance;
      pushed = { guestId: input.guestId, balance, isPayingCustomer: guest.isPayingCustomer, language: guest.language };
    }
    await input.record(tx);
    return { ok: true, balance, replayed: false, covered };
  });
  if (pushed) pushBalance(hub, pushed);
  return result;
}
