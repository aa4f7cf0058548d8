import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Language } from '@vx/shared/constants';
import { isUniqueViolation } from '../../db/helpers';
import { HttpError } from '../../http/errors';
import { hashPassword } from '../auth/passwords';
import { assertStrongPassword } from '../auth/password-strength';
import { hashToken, newToken } from '../auth/tokens';
import type { GuestRow } from '../guests/schema';
import { isNameFree } from '../guests/name-availability';
import { suggestName } from '../guests/name-suggestion';
import { findGuestByEmail, insertGuest, nameTaken } from '../guests/service';
import { queueMail, recentMailCount } from '../notifications/outbox';
import { createNotification, NOTIFICATION_TYPES } from '../notifications/service';
import { SIGNUP_CONFIRM_MAIL, SIGNUP_EXISTING_MAIL, WELCOME_NOTIFICATION } from '../notifications/texts';
import type { AppDeps } from '../types';
import { signupRequests } from './signup-schema';

/**
 * Signup with a confirmation mail (double opt-in). The answer to a signup is the same whether or not
 * the address has an account; the mail differs: a confirmation link for a new address, a notice
 * ("someone tried to sign up with your address") for an existing one. The guest exists from the link on.
 */

const SIGNUP_TTL_MS = 24 * 3_600_000;
/**
 * Signup mails one address gets in an hour, whoever asks from wherever: beyond them a signup still
 * answers the same and queues nothing, so nobody can flood a mailbox through signups.
 */
const MAILS_PER_RECIPIENT = { max: 5, windowMs: 3_600_000 };
const SIGNUP_MAILS = ['signup', 'signup_existing'];

export interface SignupInput {
  email: string;
  password: string;
  name?: string;
  language: Language;
}

/** Refuses weak passwords and taken names, then queues the one mail that fits the address. */
export async function requestSignup({ database }: AppDeps, input: SignupInput): Promise<void> {
  const userInputs = [input.email, input.email.split('@')[0], ...(input.name ? [input.name] : [])];
  await assertStrongPassword(input.password, userInputs);
  // Names are public: telling that one is taken (by a guest or an actor) reveals nothing about any address.
  if (input.name && !(await isNameFree(database.db, input.name))) throw nameTaken();
  // Hashed for an existing address too, so that both answers take the same time.
  const passwordHash = await hashPassword(input.password);
  const existing = await findGuestByEmail(database.db, input.email);
  const token = newToken();
  await database.db.transaction(async (tx) => {
    await tx.delete(signupRequests).where(lt(signupRequests.expiresAt, new Date()));
    const since = new Date(Date.now() - MAILS_PER_RECIPIENT.windowMs);
    if ((await recentMailCount(tx, input.email, SIGNUP_MAILS, since)) >= MAILS_PER_RECIPIENT.max) return;
    if (existing) {
      const language = existing.language as Language;
      const link = `/${language}/?flow=pwdreset`;
      const mail = SIGNUP_EXISTING_MAIL[language];
      await queueMail(tx, { recipient: existing.email, kind: 'signup_existing', subject: mail.subject, body: mail.body(link), link });
      return;
    }
    await tx.insert(signupRequests).values({
      email: input.email,
      name: input.name ?? null,
      passwordHash,
      language: input.language,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + SIGNUP_TTL_MS),
    });
    // The link carries the raw token: it lives only in the mail, never in a log.
    const link = `/${input.language}/?flow=signup&token=${token}`;
    const mail = SIGNUP_CONFIRM_MAIL[input.language];
    await queueMail(tx, { recipient: input.email, kind: 'signup', subject: mail.subject, body: mail.body(link), link });
  });
}

const invalidSignupToken = () => new HttpError(400, 'invalid_token', 'This confirmation link is invalid or has expired.');

/**
 * Uses up a confirmation token and creates the guest with its welcome notification. A link of an
 * address that has meanwhile been confirmed through another link is invalid. A chosen name that a
 * look-alike took meanwhile, or none chosen, gives way to a suggested one (the guest can change it).
 */
export async function confirmSignup({ database }: AppDeps, token: string): Promise<GuestRow> {
  try {
    return await database.db.transaction(async (tx) => {
      const [request] = await tx
        .update(signupRequests)
        .set({ usedAt: new Date() })
        .where(and(eq(signupRequests.tokenHash, hashToken(token)), isNull(signupRequests.usedAt), gt(signupRequests.expiresAt, new Date())))
        .returning();
      if (!request) throw invalidSignupToken();
      if (await findGuestByEmail(tx, request.email)) throw invalidSignupToken();
      const language = request.language as Language;
      const name = request.name && (await isNameFree(tx, request.name)) ? request.name : await suggestName(tx);
      const guest = await insertGuest(tx, { email: request.email, name, passwordHash: request.passwordHash, language, signupOrigin: 'web' });
      const welcome = WELCOME_NOTIFICATION[language];
      await createNotification(tx, { guestId: guest.id, type: NOTIFICATION_TYPES.welcome, title: welcome.title, text: welcome.text });
      return guest;
    });
  } catch (error) {
    // Two links of one address confirmed at once: the other one won.
    if (isUniqueViolation(error)) throw invalidSignupToken();
    throw error;
  }
}
