import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Hub } from '../../realtime/hub';
import { guests } from '../guests/schema';
import { avsChecks, type AvsCheckRow } from '../guests/verification-schema';

/** Where the checkout sends the guest back to: a path of our own origin, never another site. */
export const isOwnPath = (url: string) => /^\/(?!\/)[^\s\\]*$/.test(url) && url.length <= 2000;

/** What the demo provider's checkout offers: pay (and pass), a declined check, or going back. */
export type AvsChoice = 'accept' | 'reject' | 'cancel';

/** The demo provider's reason for a declined check; a real provider sends its own. */
export const DEMO_REJECT_MESSAGE = 'The identity document could not be read. Please try again with a clear photo.';

export class AvsRefusal extends Error {}

/**
 * Age-verification pay request (spec 001 §7.4): opens a check at the provider and answers the
 * checkout link. A guest already verified has nothing to pay for.
 */
export async function requestAvsCheck(db: Db, guestId: number, forwardUrl: string): Promise<{ checkoutLink: string }> {
  if (!isOwnPath(forwardUrl)) throw new AvsRefusal('forwardUrl must be a path of this site.');
  const [guest] = await db.select({ avsStatus: guests.avsStatus }).from(guests).where(eq(guests.id, guestId));
  if (guest?.avsStatus === 'accepted') throw new AvsRefusal('Age verification is already done.');
  const id = randomUUID();
  await db.insert(avsChecks).values({ id, guestId, forwardUrl });
  return { checkoutLink: `/demo-avs/checkout/${id}` };
}

export const findAvsCheck = async (db: Db, id: string): Promise<AvsCheckRow | undefined> =>
  (await db.select().from(avsChecks).where(eq(avsChecks.id, id)))[0];

/**
 * The provider's answer to a check: paid and passed, paid and declined, or abandoned. A paid check
 * is pending first (the guest's sockets hear avsPending), then decided (avsSet, or avsRejected with
 * the reason); every socket of the guest hears both, so every gate opens at once. A check is
 * decided once: a second answer changes nothing.
 */
export async function decideAvsCheck(db: Db, hub: Hub, id: string, choice: AvsChoice): Promise<AvsCheckRow | null> {
  if (choice === 'cancel') {
    const [cancelled] = await db
      .update(avsChecks)
      .set({ status: 'cancelled', decidedAt: new Date() })
      .where(and(eq(avsChecks.id, id), eq(avsChecks.status, 'open')))
      .returning();
    return cancelled ?? null;
  }
  const pending = await db.transaction(async (tx) => {
    const [check] = await tx
      .update(avsChecks)
      .set({ status: 'pending' })
      .where(and(eq(avsChecks.id, id), eq(avsChecks.status, 'open')))
      .returning();
    if (!check) return null;
    await tx
      .update(guests)
      .set({ avsStatus: 'pending', avsRejectMessage: null })
      .where(and(eq(guests.id, check.guestId), inArray(guests.avsStatus, ['unknown', 'rejected', 'pending'])));
    return check;
  });
  if (!pending) return null;
  hub.toGuest(pending.guestId, { type: 'avsPending' });
  const accepted = choice === 'accept';
  const message = accepted ? null : DEMO_REJECT_MESSAGE;
  const decided = await db.transaction(async (tx) => {
    const [check] = await tx
      .update(avsChecks)
      .set({ status: accepted ? 'accepted' : 'rejected', message, decidedAt: new Date() })
      .where(and(eq(avsChecks.id, id), eq(avsChecks.status, 'pending')))
      .returning();
    await tx
      .update(guests)
      .set(accepted ? { hasAvs: true, avsStatus: 'accepted', avsRejectMessage: null } : { avsStatus: 'rejected', avsRejectMessage: message })
      .where(eq(guests.id, pending.guestId));
    return check;
  });
  hub.toGuest(pending.guestId, accepted ? { type: 'avsSet' } : { type: 'avsRejected', message: DEMO_REJECT_MESSAGE });
  return decided ?? null;
}
