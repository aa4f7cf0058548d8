import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CHAT_EXIT, type AuthResponse } from '@vx/shared/protocol';
import { accessTokenOf, requireSession, sessionRequired } from '../../http/auth';
import { tooManyAttempts, unauthorized, type HttpError } from '../../http/errors';
import { languageOf } from '../../http/language';
import { FailureLimiter, perAddress } from '../auth/rate-limit';
import { clearRefreshCookie, refreshTokenOf, setRefreshCookie } from '../auth/refresh-cookie';
import { favouriteCounts } from '../favourites/service';
import { toGuestDto } from '../guests/dto';
import { endRunningSessionOf } from '../livechat';
import type { AppDeps } from '../types';
import {
  authenticate,
  changePassword,
  confirmPasswordReset,
  login,
  logout,
  renew,
  requestPasswordReset,
  type LoggedIn,
} from './account-service';
import { confirmSignup, requestSignup } from './signup-service';
import { changePasswordSchema, loginSchema, pwdresetConfirmSchema, pwdresetSchema, signupConfirmSchema, signupSchema } from './validation';

/** 5 failed logins per email and IP in 15 minutes, then 429 until the oldest failure ages out. */
const LOGIN_LIMIT = { maxFailures: 5, windowMs: 15 * 60_000 };
/** Reset mails per email and IP in an hour: enough for a typo, too few to flood a mailbox. */
const RESET_LIMIT = { maxFailures: 5, windowMs: 60 * 60_000 };
/** Windows of the per-address budgets (LOGINS_PER_ADDRESS, SIGNUPS_PER_ADDRESS, PASSWORD_RESETS_PER_ADDRESS). */
const LOGIN_WINDOW_MS = 15 * 60_000;
const SIGNUP_WINDOW_MS = 60 * 60_000;
const RESET_WINDOW_MS = 60 * 60_000;

function tooMany(retryAfterMs: number, what: string): HttpError {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return tooManyAttempts(retryAfterMs / 1000, `Too many ${what}. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`);
}

/**
 * vxpay/signup, vxpay/signup/confirm, vxpay/login, vxpay/session (renewal), vxpay/logout, vxpay/pwdreset, vxpay/pwdreset/confirm, vxpay/password.
 * The per-email limiters live in this process's memory (see rate-limit.ts); the per-address budgets
 * of login, signup and reset are @fastify/rate-limit's, in Redis with REDIS_URL.
 */
export async function accountRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const loginLimiter = new FailureLimiter(LOGIN_LIMIT);
  const resetLimiter = new FailureLimiter(RESET_LIMIT);
  const sweeper = setInterval(() => {
    loginLimiter.sweep();
    resetLimiter.sweep();
  }, 60_000);
  sweeper.unref();
  app.addHook('onClose', async () => clearInterval(sweeper));

  /** The login answer; a new refresh token goes into the cookie, never into the body. */
  const authResponse = async (
    { session, refresh, guest }: LoggedIn,
    language: ReturnType<typeof languageOf>,
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<AuthResponse> => {
    if (refresh) setRefreshCookie(request, reply, refresh);
    return {
      accessToken: session.token,
      expiresAt: session.expiresAt.toISOString(),
      expiresIn: Math.max(1, Math.round((session.expiresAt.getTime() - Date.now()) / 1000)),
      guest: toGuestDto(guest, language, await favouriteCounts(deps.database.db, guest.id)),
    };
  };

  const { config } = deps;
  /** 202 {success:true} for a new and an existing address alike: the mail tells which (signup-service.ts). */
  api.post('/vxpay/signup', { ...perAddress(config.SIGNUPS_PER_ADDRESS, SIGNUP_WINDOW_MS), schema: { body: signupSchema } }, async (request, reply) => {
    const language = request.body.language ?? languageOf(request);
    await requestSignup(deps, { ...request.body, language });
    return reply.code(202).send({ success: true });
  });

  /** The mailed link: creates the guest and answers as a login does. */
  api.post('/vxpay/signup/confirm', { schema: { body: signupConfirmSchema } }, async (request, reply) => {
    const { token } = request.body;
    const guest = await confirmSignup(deps, token);
    request.log.info({ guestId: guest.id }, 'guest signed up');
    return await authResponse(await login(deps, guest), languageOf(request), request, reply);
  });

  api.post('/vxpay/login', { ...perAddress(config.LOGINS_PER_ADDRESS, LOGIN_WINDOW_MS), schema: { body: loginSchema } }, async (request, reply) => {
    const { email, password } = request.body;
    const key = `${email}|${request.ip}`;
    const wait = loginLimiter.retryAfterMs(key);
    if (wait > 0) throw tooMany(wait, 'failed login attempts');
    const guest = await authenticate(deps, email, password);
    if (!guest) {
      loginLimiter.fail(key);
      throw unauthorized('Wrong email or password.', 'invalid_credentials');
    }
    loginLimiter.reset(key);
    return await authResponse(await login(deps, guest), languageOf(request), request, reply);
  });

  /** Silent renewal: the refresh cookie (sent to this path only) for a new access token and the next cookie. */
  app.post('/vxpay/session', async (request, reply) => {
    try {
      return await authResponse(await renew(deps, refreshTokenOf(request)), languageOf(request), request, reply);
    } catch (error) {
      clearRefreshCookie(request, reply);
      throw error;
    }
  });

  /**
   * Ends the login of the access token, refresh token included. Without a token there is nothing to
   * end; an expired one answers 401 so that the client renews and logs out the login for real.
   */
  app.post('/vxpay/logout', async (request, reply) => {
    if (accessTokenOf(request)) {
      const session = await requireSession(request);
      await logout(deps, session.tokenHash);
      // The guest left: a live chat he had running ends now, with the logout's exit code.
      await endRunningSessionOf(deps, session.guestId, CHAT_EXIT.logout);
    }
    clearRefreshCookie(request, reply);
    return { success: true };
  });

  /** Always {success:true}: the answer must not reveal whether an account exists. */
  api.post('/vxpay/pwdreset', { ...perAddress(config.PASSWORD_RESETS_PER_ADDRESS, RESET_WINDOW_MS), schema: { body: pwdresetSchema } }, async (request) => {
    const { email } = request.body;
    const key = `${email}|${request.ip}`;
    const wait = resetLimiter.retryAfterMs(key);
    if (wait > 0) throw tooMany(wait, 'password reset requests');
    resetLimiter.fail(key);
    const guestId = await requestPasswordReset(deps, email, languageOf(request));
    if (guestId !== null) request.log.info({ guestId }, 'password reset mail queued');
    return { success: true };
  });

  api.post('/vxpay/pwdreset/confirm', { schema: { body: pwdresetConfirmSchema } }, async (request) => {
    const { token, password } = request.body;
    await confirmPasswordReset(deps, token, password);
    return { success: true };
  });

  /** A logged-in guest changes the password; the guest's other sessions end. */
  api.post('/vxpay/password', { preValidation: sessionRequired, schema: { body: changePasswordSchema } }, async (request) => {
    const session = await requireSession(request);
    const { currentPassword, newPassword } = request.body;
    await changePassword(deps, session, currentPassword, newPassword);
    return { success: true };
  });
}
