import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Language } from '@vx/shared/constants';
import { forbidden, HttpError, unauthorized } from '../../http/errors';
import { passwordResets } from '../auth/schema';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../auth/passwords';
import { assertStrongPassword } from '../auth/password-strength';
import { loginTtlOf, renewLogin, startLogin, type IssuedLogin } from '../auth/logins';
import { revokeGuestSessions, revokeLoginOf, type IssuedSession } from '../auth/sessions';
import { hashToken, newToken } from '../auth/tokens';
import type { GuestRow } from '../guests/schema';
import { findGuestByEmail, findGuestById, setPasswordHash } from '../guests/service';
import { queueMail } from '../notifications/outbox';
import { PASSWORD_RESET_MAIL } from '../notifications/texts';
import type { AppDeps } from '../types';

/** Login, logout and password changes: the account flows of the vxpay provider (signup: signup-service.ts). */

const RESET_TTL_MS = 3_600_000;

export interface LoggedIn {
  /** The access token. */
  session: IssuedSession;
  /** The refresh token for the cookie; null when the client's cookie stays as it is. */
  refresh: IssuedLogin['refresh'];
  guest: GuestRow;
}

/** The guest for an email and password, or null. Unknown emails cost as much time as wrong passwords. */
export async function authenticate({ database }: AppDeps, email: string, password: string): Promise<GuestRow | null> {
  const guest = await findGuestByEmail(database.db, email);
  const ok = await verifyPassword(password, guest?.passwordHash ?? (await dummyPasswordHash()));
  return guest && ok ? guest : null;
}

const lockedAccount = () => forbidden('This account is locked. Please contact support.', 'account_locked');
const sessionExpired = () => unauthorized('Your session has expired. Please log in again.', 'session_expired');

export async function login(deps: AppDeps, guest: GuestRow): Promise<LoggedIn> {
  if (guest.isLocked) throw lockedAccount();
  const { access, refresh } = await startLogin(deps.database.db, guest.id, loginTtlOf(deps.config));
  return { session: access, refresh, guest };
}

/**
 * Renews a login with its refresh token (vxpay/session). A refresh token used before ends the login
 * (it was copied), and the sockets of its access tokens hear `sessionExpired`.
 */
export async function renew({ database, hub, config }: AppDeps, refreshToken: string | null): Promise<LoggedIn> {
  const renewal = refreshToken ? await renewLogin(database.db, refreshToken, loginTtlOf(config)) : null;
  if (!renewal || renewal.kind === 'refused') {
    for (const hash of renewal?.revoked ?? []) hub.expireSession(hash);
    throw renewal?.locked ? lockedAccount() : sessionExpired();
  }
  const guest = await findGuestById(database.db, renewal.login.access.guestId);
  if (!guest) throw sessionExpired();
  return { session: renewal.login.access, refresh: renewal.login.refresh, guest };
}

/** Ends the login of an access token, refresh token included, and tells its sockets (`sessionExpired`). */
export async function logout({ database, hub }: AppDeps, tokenHash: string): Promise<void> {
  for (const hash of await revokeLoginOf(database.db, tokenHash)) hub.expireSession(hash);
}

/**
 * Queues a reset mail when the email belongs to a guest. The answer never tells whether it does.
 * The link carries the raw token, so it is stored only in the outbox (the mail) and never logged.
 */
export async function requestPasswordReset({ database }: AppDeps, email: string, language: Language): Promise<number | null> {
  const guest = await findGuestByEmail(database.db, email);
  if (!guest) return null;
  const token = newToken();
  const link = `/${language}/?flow=pwdreset&token=${token}`;
  const mail = PASSWORD_RESET_MAIL[language];
  return database.db.transaction(async (tx) => {
    await tx.insert(passwordResets).values({ guestId: guest.id, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + RESET_TTL_MS) });
    await queueMail(tx, { recipient: guest.email, kind: 'pwdreset', subject: mail.subject, body: mail.body(link), link });
    return guest.id;
  });
}

const invalidResetToken = () => new HttpError(400, 'invalid_token', 'This password reset link is invalid or has expired.');

/** Sets the new password, uses up the token and logs the guest out everywhere. A weak password leaves the token unused. */
export async function confirmPasswordReset({ database, hub }: AppDeps, token: string, password: string): Promise<void> {
  await assertStrongPassword(password);
  const passwordHash = await hashPassword(password);
  const revoked = await database.db.transaction(async (tx) => {
    // Using the token is the UPDATE itself: two concurrent confirmations cannot both succeed.
    const used = await tx
      .update(passwordResets)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResets.tokenHash, hashToken(token)), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, new Date())))
      .returning({ guestId: passwordResets.guestId });
    if (used.length === 0) throw invalidResetToken();
    await setPasswordHash(tx, used[0].guestId, passwordHash);
    return revokeGuestSessions(tx, used[0].guestId);
  });
  for (const hash of revoked) hub.expireSession(hash);
}

/** Changes the password of a logged-in guest; every other session of the guest ends. */
export async function changePassword(
  { database, hub }: AppDeps,
  session: { guestId: number; tokenHash: string },
  currentPassword: string,
  newPassword: string,
): Promise<void> {
  const guest = await findGuestById(database.db, session.guestId);
  if (!guest || !(await verifyPassword(currentPassword, guest.passwordHash))) {
    throw new HttpError(400, 'wrong_password', 'The current password is not correct.');
  }
  await assertStrongPassword(newPassword, [guest.email, guest.name]);
  const passwordHash = await hashPassword(newPassword);
  const revoked = await database.db.transaction(async (tx) => {
    await setPasswordHash(tx, guest.id, passwordHash);
    return revokeGuestSessions(tx, guest.id, session.tokenHash);
  });
  for (const hash of revoked) hub.expireSession(hash);
}
