import { and, count, eq, gt, isNull } from 'drizzle-orm';
import type { Language } from '@vx/shared/constants';
import { isUniqueViolation, type Executor } from '../../db/helpers';
import type { Db } from '../../db/client';
import { conflict, HttpError, tooManyAttempts } from '../../http/errors';
import { verifyPassword } from '../auth/passwords';
import { hashToken, newToken } from '../auth/tokens';
import { queueMail } from '../notifications/outbox';
import { emailChanges } from './profile-schema';
import { guests, type GuestRow } from './schema';
import { findGuestByEmail } from './service';

/** How long the link mailed to the new address works. */
export const EMAIL_CHANGE_TTL_MS = 24 * 60 * 60_000;
/** Changes one guest may ask for in an hour: each mails an address he names, so it is no mail cannon. */
export const EMAIL_CHANGES_PER_HOUR = 5;
const HOUR_MS = 60 * 60_000;

const MAIL: Record<Language, { subject: string; body: (link: string) => string }> = {
  de: { subject: 'Bestätige deine neue E-Mail-Adresse', body: (link) => `Bestätige deine neue E-Mail-Adresse innerhalb von 24 Stunden: ${link}` },
  en: { subject: 'Confirm your new email address', body: (link) => `Confirm your new email address within 24 hours: ${link}` },
  nl: { subject: 'Bevestig je nieuwe e-mailadres', body: (link) => `Bevestig je nieuwe e-mailadres binnen 24 uur: ${link}` },
  es: { subject: 'Confirma tu nueva dirección de correo', body: (link) => `Confirma tu nueva dirección de correo en un plazo de 24 horas: ${link}` },
};

const emailTaken = () => conflict('This email address belongs to another account.', 'email_taken');

/**
 * Asks for a new address (server/docs/myarea.md "Profile"): the current password proves it is the
 * guest, the address must be free, and a link goes to the new address; the old one stays until then.
 * A newer request replaces an older one's link.
 */
export async function requestEmailChange(db: Db, guest: GuestRow, email: string, password: string, language: Language): Promise<void> {
  if (!(await verifyPassword(password, guest.passwordHash))) throw new HttpError(400, 'wrong_password', 'The current password is not correct.');
  if (email === guest.email) throw new HttpError(400, 'same_email', 'This is already your email address.');
  if (await findGuestByEmail(db, email)) throw emailTaken();
  const since = new Date(Date.now() - HOUR_MS);
  const [asked] = await db.select({ n: count() }).from(emailChanges).where(and(eq(emailChanges.guestId, guest.id), gt(emailChanges.createdAt, since)));
  if (asked!.n >= EMAIL_CHANGES_PER_HOUR) throw tooManyAttempts(HOUR_MS / 1000, 'Too many email changes; please try again later.');
  const token = newToken();
  const link = `/rest/v1/guest/email/confirm?token=${token}&language=${language}`;
  await db.transaction(async (tx) => {
    await tx.update(emailChanges).set({ usedAt: new Date() }).where(and(eq(emailChanges.guestId, guest.id), isNull(emailChanges.usedAt)));
    await tx.insert(emailChanges).values({ tokenHash: hashToken(token), guestId: guest.id, email, expiresAt: new Date(Date.now() + EMAIL_CHANGE_TTL_MS) });
    await queueMail(tx, { recipient: email, kind: 'email_change', subject: MAIL[language].subject, body: MAIL[language].body(link), link });
  });
}

/**
 * Opens a mailed link: the address becomes the guest's, once. Returns the guest's id, or null for an
 * unknown, used or expired link; an address taken meanwhile answers 409 email_taken.
 */
export async function confirmEmailChange(db: Db, token: string): Promise<number | null> {
  return db.transaction(async (tx: Executor) => {
    const [change] = await tx
      .update(emailChanges)
      .set({ usedAt: new Date() })
      .where(and(eq(emailChanges.tokenHash, hashToken(token)), isNull(emailChanges.usedAt), gt(emailChanges.expiresAt, new Date())))
      .returning({ guestId: emailChanges.guestId, email: emailChanges.email });
    if (!change) return null;
    try {
      await tx.update(guests).set({ email: change.email, updatedAt: new Date() }).where(eq(guests.id, change.guestId));
    } catch (error) {
      throw isUniqueViolation(error) ? emailTaken() : error;
    }
    return change.guestId;
  });
}
