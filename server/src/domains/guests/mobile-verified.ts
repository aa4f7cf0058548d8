import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/helpers';
import { pincallVerifications } from './verification-schema';

/**
 * Whether the guest has verified a mobile number by pincall (spec 000 §3 Pincall verification): the
 * condition `requireMobileAuth` of a bonus code (spec 000 §6). A fixed-line number does not count.
 */
export async function isMobileVerified(db: Executor, guestId: number): Promise<boolean> {
  const rows = await db
    .select({ id: pincallVerifications.id })
    .from(pincallVerifications)
    .where(and(eq(pincallVerifications.guestId, guestId), eq(pincallVerifications.verified, true), eq(pincallVerifications.type, 'mobile')))
    .limit(1);
  return rows.length > 0;
}
