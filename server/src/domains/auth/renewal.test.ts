import { sql } from 'drizzle-orm';
import { authResponseSchema } from '@vx/shared/protocol';
import { queryRows } from '../../testing/db';
import { get, post, refreshTokenOf, renewLogin, signupGuest, TEST_PASSWORD } from '../../testing/http';
import { SERVER_START_TIMEOUT, startTestServer, useTestServer } from '../../testing/server';
import { TestSocket } from '../../testing/socket';
import { hashToken } from './tokens';

const ACCESS_SECONDS = 120;

/** Issue 7: short access tokens, renewed through a rotating refresh cookie whose reuse ends the login. */
describe('access tokens and their renewal', () => {
  const server = useTestServer({ config: { ACCESS_TOKEN_TTL_SECONDS: ACCESS_SECONDS, TRUST_PROXY: '127.0.0.1' } });

  const balance = (token: string) => get(`${server.rest}/guest/getGuestBalance`, { token });
  const login = (email: string, headers: Record<string, string> = {}) => post(`${server.rest}/vxpay/login`, { email, password: TEST_PASSWORD }, { headers });
  /** Moves the time a refresh token was used back, as if the renewal happened long ago. */
  const usedLongAgo = (refreshToken: string) =>
    server.database.db.execute(sql`UPDATE refresh_tokens SET used_at = now() - interval '1 hour' WHERE token_hash = ${hashToken(refreshToken)}`);

  it('answers an access token that lives ACCESS_TOKEN_TTL_SECONDS and a refresh cookie scoped to the renewal path', async () => {
    const { email } = await signupGuest(server.url);
    const response = await login(email);
    expect(response.status).toBe(200);
    const body = authResponseSchema.parse(response.body);
    const lifetime = (new Date(body.expiresAt).getTime() - Date.now()) / 1000;
    expect(lifetime).toBeGreaterThan(ACCESS_SECONDS - 10);
    expect(lifetime).toBeLessThanOrEqual(ACCESS_SECONDS);
    expect(body.expiresIn).toBe(ACCESS_SECONDS);

    const cookie = response.headers.getSetCookie().find((c) => c.startsWith('vx_refresh='));
    expect(cookie).toBeDefined();
    const attributes = cookie!.split(';').map((part) => part.trim().toLowerCase());
    expect(attributes).toEqual(expect.arrayContaining(['httponly', 'samesite=strict', 'path=/rest/v1/vxpay/session', `max-age=${server.config.SESSION_TTL_HOURS * 3600}`]));
    // Plain http (local development): a Secure cookie would never come back.
    expect(attributes).not.toContain('secure');
    expect(JSON.stringify(response.body)).not.toContain(refreshTokenOf(response.headers)!);
  });

  it('marks the cookie Secure behind https', async () => {
    const { email } = await signupGuest(server.url);
    const response = await login(email, { 'x-forwarded-proto': 'https' });
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith('vx_refresh='))!;
    expect(cookie.toLowerCase()).toMatch(/;\s*secure/);
  });

  it('stores only the SHA-256 of a refresh token', async () => {
    const { refreshToken, guestId } = await signupGuest(server.url);
    const rows = await queryRows(server.database, sql`SELECT r.* FROM refresh_tokens r JOIN session_families f ON f.id = r.family_id WHERE f.guest_id = ${guestId}`);
    expect(rows).toHaveLength(1);
    expect(rows[0].token_hash).toBe(hashToken(refreshToken));
    expect(JSON.stringify(rows)).not.toContain(refreshToken);
  });

  it('renews an expired access token with the cookie, rotating the cookie', async () => {
    const { token, refreshToken, guestId } = await signupGuest(server.url);
    await server.database.db.execute(sql`UPDATE sessions SET expires_at = now() - interval '1 second' WHERE token_hash = ${hashToken(token)}`);
    expect((await balance(token)).status).toBe(401);

    const renewed = await renewLogin(server.url, refreshToken);
    expect(renewed.status).toBe(200);
    const body = authResponseSchema.parse(renewed.body);
    expect(body.guest.id).toBe(guestId);
    expect(body.accessToken).not.toBe(token);
    expect((await balance(body.accessToken)).status).toBe(200);
    const next = refreshTokenOf(renewed.headers);
    expect(next).toBeDefined();
    expect(next).not.toBe(refreshToken);
    expect((await renewLogin(server.url, next!)).status).toBe(200);
  });

  it('refuses a renewal without a cookie or with an unknown one', async () => {
    for (const cookie of [undefined, 'x', 'A'.repeat(43)]) {
      const response = await renewLogin(server.url, cookie);
      expect(response.status).toBe(401);
      expect(response.body.error.code).toBe('session_expired');
    }
  });

  it('lets two renewals racing with one cookie both succeed (two tabs), the second without a new cookie', async () => {
    const { refreshToken } = await signupGuest(server.url);
    const answers = await Promise.all([renewLogin(server.url, refreshToken), renewLogin(server.url, refreshToken)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    const cookies = answers.map((a) => refreshTokenOf(a.headers)).filter(Boolean);
    expect(cookies).toHaveLength(1);
    // Within the grace the late one still renews; the cookie the first set carries the login on.
    expect((await renewLogin(server.url, refreshToken)).status).toBe(200);
    expect((await renewLogin(server.url, cookies[0])).status).toBe(200);
  });

  it('ends the whole login when a used refresh token comes back later: every token of it, and its sockets', async () => {
    const { token, refreshToken, email } = await signupGuest(server.url);
    const renewed = await renewLogin(server.url, refreshToken);
    const newAccess = renewed.body.accessToken as string;
    const newRefresh = refreshTokenOf(renewed.headers)!;
    const other = await login(email);
    const socket = await TestSocket.connect(server.wsUrl);
    try {
      expect(await socket.requestSession(newAccess)).toMatchObject({ type: 'sessionAcknowledge' });
      await usedLongAgo(refreshToken);

      const replay = await renewLogin(server.url, refreshToken);
      expect(replay.status).toBe(401);
      expect(replay.body.error.code).toBe('session_expired');
      await socket.next('sessionExpired');
      expect((await balance(token)).status).toBe(401);
      expect((await balance(newAccess)).status).toBe(401);
      expect((await renewLogin(server.url, newRefresh)).status).toBe(401);
      // Another login of the guest (another device) is not this family.
      expect((await balance(other.body.accessToken)).status).toBe(200);
      expect((await renewLogin(server.url, refreshTokenOf(other.headers))).status).toBe(200);
    } finally {
      await socket.close();
    }
  });

  it('never renews past the absolute cap of a login, and access tokens end with it', async () => {
    const { refreshToken, guestId } = await signupGuest(server.url);
    await server.database.db.execute(sql`UPDATE session_families SET expires_at = now() + interval '30 seconds' WHERE guest_id = ${guestId}`);
    const renewed = await renewLogin(server.url, refreshToken);
    expect(renewed.status).toBe(200);
    expect(new Date(renewed.body.expiresAt).getTime()).toBeLessThanOrEqual(Date.now() + 31_000);
    await server.database.db.execute(sql`UPDATE session_families SET expires_at = now() - interval '1 second' WHERE guest_id = ${guestId}`);
    expect((await renewLogin(server.url, refreshTokenOf(renewed.headers))).status).toBe(401);
  });

  it('logout ends the access token and the refresh cookie, and clears the cookie', async () => {
    const { token, refreshToken } = await signupGuest(server.url);
    const response = await post(`${server.rest}/vxpay/logout`, {}, { token });
    expect(response.status).toBe(200);
    const cleared = response.headers.getSetCookie().find((c) => c.startsWith('vx_refresh='));
    expect(cleared?.toLowerCase()).toContain('max-age=0');
    expect(cleared?.toLowerCase()).toContain('path=/rest/v1/vxpay/session');
    expect((await balance(token)).status).toBe(401);
    expect((await renewLogin(server.url, refreshToken)).status).toBe(401);
  });

  it('logout with an expired access token answers 401, so the client renews and logs out for real', async () => {
    const { token } = await signupGuest(server.url);
    await server.database.db.execute(sql`UPDATE sessions SET expires_at = now() - interval '1 second' WHERE token_hash = ${hashToken(token)}`);
    const response = await post(`${server.rest}/vxpay/logout`, {}, { token });
    expect(response.status).toBe(401);
    expect(response.body.error.code).toBe('session_expired');
  });

  it('a password change ends the other logins, refresh cookies included, and keeps this one', async () => {
    const { token, refreshToken, email } = await signupGuest(server.url);
    const other = await login(email);
    const changed = await post(`${server.rest}/vxpay/password`, { currentPassword: TEST_PASSWORD, newPassword: `${TEST_PASSWORD} 2` }, { token });
    expect(changed.status).toBe(200);
    expect((await renewLogin(server.url, refreshTokenOf(other.headers))).status).toBe(401);
    expect((await renewLogin(server.url, refreshToken)).status).toBe(200);
  });
});

describe('tokens in the log', () => {
  it('never writes an access or refresh token to the log, whatever route carried it', async () => {
    const server = await startTestServer({ captureLogs: true, config: { LOG_LEVEL: 'debug' } });
    try {
      const { token, refreshToken } = await signupGuest(server.url);
      const renewed = await renewLogin(server.url, refreshToken);
      const tokens = [token, refreshToken, renewed.body.accessToken as string, refreshTokenOf(renewed.headers)!];
      await get(`${server.url}/rest/v1/guest/getGuestBalance?access_token=${tokens[2]}`);
      await renewLogin(server.url, refreshToken);
      await post(`${server.url}/rest/v1/vxpay/logout`, {}, { token: tokens[2] });
      expect(server.logs.length).toBeGreaterThan(0);
      for (const value of tokens) expect(server.logs.join('\n')).not.toContain(value);
    } finally {
      await server.close();
    }
  }, SERVER_START_TIMEOUT);
});
