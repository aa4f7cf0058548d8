import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuthSession } from '../domains/auth/sessions';
import { unauthorized } from './errors';

export type SessionResolver = (token: string) => Promise<AuthSession | null>;

declare module 'fastify' {
  interface FastifyInstance {
    sessionResolver: SessionResolver;
  }
  interface FastifyRequest {
    /** Resolved at most once per request, and only when a handler asks. */
    sessionPromise: Promise<AuthSession | null> | null;
  }
}

/** Makes `currentSession` / `requireSession` available to every route of the instance. */
export function installAuth(app: FastifyInstance, resolver: SessionResolver): void {
  app.decorate('sessionResolver', resolver);
  app.decorateRequest('sessionPromise', null);
}

/**
 * The access token of a request: the Authorization header (`Bearer ...`) or, for clients that cannot
 * set headers (a WebSocket upgrade, a link), the `access_token` query parameter (spec 000 §6).
 */
export function accessTokenOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header === 'string') {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
    if (match) return match[1];
  }
  // From the URL, not request.query: a route's query schema may have parsed the token away.
  const search = request.raw.url?.split('?')[1];
  const params = search ? new URLSearchParams(search).getAll('access_token') : [];
  const param = params.length === 1 ? params[0] : '';
  if (param.length > 0 && param.length <= 200) return param;
  return null;
}

/** The logged-in session, or null for a visitor (no token, or one that is unknown, expired or revoked). */
export function currentSession(request: FastifyRequest): Promise<AuthSession | null> {
  if (!request.sessionPromise) {
    const token = accessTokenOf(request);
    request.sessionPromise = token ? request.server.sessionResolver(token) : Promise.resolve(null);
  }
  return request.sessionPromise;
}

/**
 * A route's `preValidation` when it needs a session: a visitor gets the 401 before any 400 of the
 * route's schemas, as when handlers checked the session first. The handler's requireSession then
 * reads the same resolved session.
 */
export async function sessionRequired(request: FastifyRequest): Promise<void> {
  await requireSession(request);
}

/** The logged-in session; a 401 for visitors. */
export async function requireSession(request: FastifyRequest): Promise<AuthSession> {
  const session = await currentSession(request);
  if (session) return session;
  throw accessTokenOf(request)
    ? unauthorized('Your session has expired. Please log in again.', 'session_expired')
    : unauthorized('Login required');
}
