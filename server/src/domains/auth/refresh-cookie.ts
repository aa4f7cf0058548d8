import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The refresh token travels only in this cookie: HttpOnly (no script reads it), SameSite=Strict (no
 * other site's page sends it), Secure behind https, and sent to the renewal call alone.
 */
export const REFRESH_COOKIE = 'vx_refresh';
export const REFRESH_PATH = '/rest/v1/vxpay/session';

/** The refresh token of a request's cookie header, or null. */
export function refreshTokenOf(request: FastifyRequest): string | null {
  const header = request.headers.cookie;
  if (typeof header !== 'string') return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === REFRESH_COOKIE) return part.slice(eq + 1).trim() || null;
  }
  return null;
}

function cookie(request: FastifyRequest, value: string, maxAgeSeconds: number): string {
  const secure = request.protocol === 'https' ? '; Secure' : '';
  return `${REFRESH_COOKIE}=${value}; Path=${REFRESH_PATH}; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Strict${secure}`;
}

export function setRefreshCookie(request: FastifyRequest, reply: FastifyReply, refresh: { token: string; expiresAt: Date }): void {
  const maxAge = Math.max(0, Math.round((refresh.expiresAt.getTime() - Date.now()) / 1000));
  reply.header('set-cookie', cookie(request, refresh.token, maxAge));
}

export function clearRefreshCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.header('set-cookie', cookie(request, '', 0));
}
