import { and, eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/helpers';
import { guests } from '../guests/schema';
import type { SubscriptionKind } from './plans';
import { subscriptions } from './schema';

/**
 * Derives the guest's flags of `kind` from his subscriptions (spec 000 §6 roles) and stores them on
 * the guest, in the caller's transaction: isVip while a VIP subscription runs; hasTvAbo while a TV
 * subscription runs, hadTvAbo once one has ended and none runs. Every needAbo gate reads these columns.
 */
export async function syncGuestFlags(tx: Executor, guestId: number, kind: SubscriptionKind): Promise<void> {
  const running = await tx
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(eq(subscriptions.guestId, guestId), eq(subscriptions.kind, kind), ne(subscriptions.status, 'ended')))
    .limit(1);
  const isRunning = running.length > 0;
  if (kind === 'vip') {
    await tx.update(guests).set({ isVip: isRunning, updatedAt: sql`now()` }).where(eq(guests.id, guestId));
    return;
  }
  const ended = isRunning
    ? []
    : await tx
        .select({ id: subscriptions.id })
        .from(subscriptions)
        .where(and(eq(subscriptions.guestId, guestId), eq(subscriptions.kind, 'tv'), eq(subscriptions.status, 'ended')))
        .limit(1);
  await tx.update(guests).set({ hasTvAbo: isRunning, hadTvAbo: ended.length > 0, updatedAt: sql`now()` }).where(eq(guests.id, guestId));
}
