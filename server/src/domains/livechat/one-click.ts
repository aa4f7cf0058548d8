import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { COIN_PER_EURO } from '@vx/shared/constants';
import type { IncomingOf } from '@vx/shared/protocol';
import { guests } from '../guests/schema';
import type { AppDeps } from '../types';
import { pushBalance } from '../wallet/notify';
import { payments } from '../wallet/schema';
import { credit } from '../wallet/service';
import { pushMessage, storeMessage, systemMessage } from './message-store';
import { pushState, runningSessionOf } from './sessions';

/**
 * One-click top-up (spec 001 §7.3 canOneClick, chargeOneClick): a guest who has paid through the
 * payment provider before has a stored payment method there, so coins can be charged without the
 * checkout page. With the demo provider (DEMO_PROVIDERS=on) "stored" means one paid payment; the
 * charge is recorded as a paid payment and credited through the wallet, once per idempotency key.
 * In a running session the top-up keeps it going: the next minute is billed instead of ending with 501.
 * Auto-recharge is not offered: the platform has no opt-in for it yet (autoRechargeAllowed false).
 */

type Deps = Pick<AppDeps, 'config' | 'database' | 'hub' | 'secrets'>;

/** Coin amounts offered for one click. */
export const ONE_CLICK_AMOUNTS = [100, 250, 500] as const;

/** Euro cents of a coin amount: coins are euro × 4 (spec 001 §9), so a coin is 25 cents. */
export const centsForCoins = (coins: number): number => (coins * 100) / COIN_PER_EURO;

async function hasStoredMethod(deps: Deps, guestId: number): Promise<boolean> {
  if (deps.config.DEMO_PROVIDERS !== 'on') return false;
  const [paid] = await deps.database.db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.guestId, guestId), eq(payments.status, 'paid')))
    .limit(1);
  return Boolean(paid);
}

export async function canOneClick(deps: Deps, guestId: number): Promise<IncomingOf<'canOneClickResult'>> {
  const [guest] = await deps.database.db.select({ isPayingCustomer: guests.isPayingCustomer }).from(guests).where(eq(guests.id, guestId)).limit(1);
  return {
    type: 'canOneClickResult',
    result: await hasStoredMethod(deps, guestId),
    config: { provider: deps.config.DEMO_PROVIDERS === 'on' ? 'demo' : 'none', currency: 'EUR' },
    amounts: [...ONE_CLICK_AMOUNTS],
    autoRechargeAllowed: false,
    autoRechargeConfig: {},
    autoRechargeAmount: 0,
    isPaying: guest?.isPayingCustomer ?? false,
  };
}

/** A payment id from the guest and the key: a retried charge names the same payment row. */
function paymentIdOf(guestId: number, key: string): string {
  const hex = createHash('sha256').update(`oneclick:${guestId}:${key}`).digest('hex');
  // Shaped as a version-4-like UUID (the payments id column is a uuid).
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export type OneClickOutcome = 'credited' | 'replayed' | 'refused';

/**
 * Charges `amount` coins. The key is the client's when it sends one; otherwise guest, amount and
 * the current minute, so a double click within the minute charges once.
 */
export async function chargeOneClick(deps: Deps, guestId: number, amount: number, key: string | undefined, now = new Date()): Promise<OneClickOutcome> {
  const db = deps.database.db;
  const allowed = (ONE_CLICK_AMOUNTS as readonly number[]).includes(amount) && (await hasStoredMethod(deps, guestId));
  const running = await runningSessionOf(db, guestId);
  if (!allowed) {
    if (running) {
      const failed = await storeMessage(db, systemMessage(running.id, 'charge_failure', 'charge_failure'));
      if (failed) pushMessage(deps.hub, guestId, failed);
    }
    return 'refused';
  }
  const paymentId = paymentIdOf(guestId, key ?? `${amount}:${Math.floor(now.getTime() / 60_000)}`);
  const result = await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(payments)
      .values({ id: paymentId, guestId, packageId: `oneclick-${amount}`, priceCents: centsForCoins(amount), currency: 'EUR', coins: amount, status: 'paid', completedAt: now })
      .onConflictDoNothing()
      .returning({ id: payments.id });
    const credited = await credit(tx, { guestId, amount, kind: 'oneclick', reference: `payment:${paymentId}`, idempotencyKey: `payment:${paymentId}` });
    const [guest] = await tx
      .update(guests)
      .set({ isPayingCustomer: true, updatedAt: sql`now()` })
      .where(eq(guests.id, guestId))
      .returning({ language: guests.language });
    return { fresh: inserted.length > 0, balance: credited.balance, language: guest?.language ?? 'en' };
  });
  pushBalance(deps.hub, { guestId, balance: result.balance, isPayingCustomer: true, language: result.language });
  if (running && result.fresh) {
    const success = await storeMessage(db, systemMessage(running.id, 'charge_success', 'charge_success', amount));
    if (success) pushMessage(deps.hub, guestId, success);
    const current = await runningSessionOf(db, guestId);
    if (current) await pushState(deps, current, result.balance);
  }
  return result.fresh ? 'credited' : 'replayed';
}
