import { and, eq, gte, sql } from 'drizzle-orm';
import { z } from 'zod';
import { isUniqueViolation, type Executor, type Tx } from '../../db/helpers';
import type { Hub } from '../../realtime/hub';
import { guests } from '../guests/schema';
import { pushBalance, type BalanceState } from './notify';
import { walletLedger } from './schema';

/**
 * The wallet: a guest's coins are an integer on the guest row plus an append-only ledger. Every
 * purchase in the product goes through `purchase`, every top-up or reward through `credit`: one
 * transaction each, idempotent by a key the caller chooses (a retried request never charges twice).
 */

const entrySchema = z.object({
  guestId: z.number().int().positive(),
  kind: z.string().regex(/^[a-z][a-z0-9_.-]{0,39}$/, 'kind: lowercase identifier up to 40 characters'),
  reference: z.string().min(1).max(200),
  idempotencyKey: z.string().min(1).max(200),
});
const purchaseSchema = entrySchema.extend({ price: z.number().int().positive().max(100_000_000) });
const creditSchema = entrySchema.extend({ amount: z.number().int().positive().max(100_000_000) });

export type PurchaseInput = z.input<typeof purchaseSchema>;
export type CreditInput = z.input<typeof creditSchema>;

export interface WalletSuccess {
  ok: true;
  /** Balance right after this entry (for a replay: after the original entry). */
  balance: number;
  entryId: number;
  /** True when the key had been used before and nothing was charged now. */
  replayed: boolean;
}
export type PurchaseResult = WalletSuccess | { ok: false; errorCode: 'insufficient_balance' };
export type CreditResult = WalletSuccess;

type Outcome<R> = { result: R; pushed?: BalanceState };

async function findEntry(db: Executor, guestId: number, idempotencyKey: string): Promise<WalletSuccess | null> {
  const rows = await db
    .select({ id: walletLedger.id, balanceAfter: walletLedger.balanceAfter })
    .from(walletLedger)
    .where(and(eq(walletLedger.guestId, guestId), eq(walletLedger.idempotencyKey, idempotencyKey)))
    .limit(1);
  const row = rows[0];
  return row ? { ok: true, balance: row.balanceAfter, entryId: row.id, replayed: true } : null;
}

/**
 * Runs one wallet change in a transaction (a savepoint when `db` is already a transaction). A unique
 * violation on the idempotency key means a concurrent twin with the same key committed first: its
 * stored result is the answer.
 */
async function runEntry<R extends { ok: boolean }>(
  db: Executor,
  guestId: number,
  idempotencyKey: string,
  work: (tx: Tx) => Promise<Outcome<R>>,
  hub: Pick<Hub, 'toGuest'> | undefined,
): Promise<R | WalletSuccess> {
  let outcome: Outcome<R>;
  try {
    outcome = await db.transaction(work);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const stored = await findEntry(db, guestId, idempotencyKey);
    if (!stored) throw error;
    return stored;
  }
  if (outcome.pushed && hub) pushBalance(hub, outcome.pushed);
  return outcome.result;
}

async function assertGuestExists(tx: Tx, guestId: number): Promise<void> {
  const rows = await tx.select({ id: guests.id }).from(guests).where(eq(guests.id, guestId)).limit(1);
  if (rows.length === 0) throw new Error(`wallet: unknown guest ${guestId}`);
}

/** Appends the ledger row of a balance change that just happened in `tx`. */
async function appendEntry(
  tx: Tx,
  entry: { guestId: number; amount: number; kind: string; reference: string; idempotencyKey: string },
  after: { balance: number; isPayingCustomer: boolean; language: string },
) {
  const [row] = await tx
    .insert(walletLedger)
    .values({ ...entry, balanceAfter: after.balance })
    .returning({ id: walletLedger.id });
  return {
    result: { ok: true as const, balance: after.balance, entryId: row.id, replayed: false },
    pushed: { guestId: entry.guestId, ...after },
  };
}

/**
 * Debits `price` coins. In one transaction: an earlier entry with the same key is returned as is;
 * otherwise a conditional UPDATE takes the coins only if the balance covers them (the row lock
 * serializes concurrent purchases of one guest, so the balance can never go negative) and the
 * ledger row is appended.
 *
 * Pass `hub` when `db` is the database: `guestBalance` is pushed after the commit. When `db` is a
 * transaction of yours, omit it and call `pushBalance` after your own commit.
 */
export async function purchase(db: Executor, input: PurchaseInput, hub?: Pick<Hub, 'toGuest'>): Promise<PurchaseResult> {
  const { guestId, price, kind, reference, idempotencyKey } = purchaseSchema.parse(input);
  return runEntry<PurchaseResult>(
    db,
    guestId,
    idempotencyKey,
    async (tx) => {
      const earlier = await findEntry(tx, guestId, idempotencyKey);
      if (earlier) return { result: earlier };
      const updated = await tx
        .update(guests)
        .set({ balance: sql`${guests.balance} - ${price}`, updatedAt: sql`now()` })
        .where(and(eq(guests.id, guestId), gte(guests.balance, price)))
        .returning({ balance: guests.balance, isPayingCustomer: guests.isPayingCustomer, language: guests.language });
      if (updated.length === 0) {
        // The UPDATE may have waited for a twin with the same key that then took the coins: after the
        // wait this statement sees its committed row, and its result is ours.
        const twin = await findEntry(tx, guestId, idempotencyKey);
        if (twin) return { result: twin };
        await assertGuestExists(tx, guestId);
        return { result: { ok: false, errorCode: 'insufficient_balance' } };
      }
      return appendEntry(tx, { guestId, amount: -price, kind, reference, idempotencyKey }, updated[0]);
    },
    hub,
  );
}

/** Adds `amount` coins (top-up, reward, refund); idempotent by key like `purchase`. */
export async function credit(db: Executor, input: CreditInput, hub?: Pick<Hub, 'toGuest'>): Promise<CreditResult> {
  const { guestId, amount, kind, reference, idempotencyKey } = creditSchema.parse(input);
  return runEntry<CreditResult>(
    db,
    guestId,
    idempotencyKey,
    async (tx) => {
      const earlier = await findEntry(tx, guestId, idempotencyKey);
      if (earlier) return { result: earlier };
      const updated = await tx
        .update(guests)
        .set({ balance: sql`${guests.balance} + ${amount}`, updatedAt: sql`now()` })
        .where(eq(guests.id, guestId))
        .returning({ balance: guests.balance, isPayingCustomer: guests.isPayingCustomer, language: guests.language });
      if (updated.length === 0) throw new Error(`wallet: unknown guest ${guestId}`);
      return appendEntry(tx, { guestId, amount, kind, reference, idempotencyKey }, updated[0]);
    },
    hub,
  ) as Promise<CreditResult>;
}

export async function getBalance(db: Executor, guestId: number): Promise<number | null> {
  const rows = await db.select({ balance: guests.balance }).from(guests).where(eq(guests.id, guestId)).limit(1);
  return rows[0]?.balance ?? null;
}
