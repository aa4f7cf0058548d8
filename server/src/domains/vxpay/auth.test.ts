import { sql } from 'drizzle-orm';
import { authResponseSchema } from '@vx/shared/protocol';
import { hashToken } from '../auth/tokens';
import { queryRows } from '../../testing/db';
import { get, lastMail, loginGuest, post, signupGuest, TEST_PASSWORD, tokenOfLink, uniqueEmail } from '../../testing/http';
import { SERVER_START_TIMEOUT, startTestServer, TEST_INTERNAL_SECRET, useTestServer } from '../../testing/server';
import { TestSocket } from '../../testing/socket';

describe('vxpay account flows', () => {
  const server = useTestServer();

  describe('login', () => {
    it('logs in with the right password', async () => {
      const { email } = await signupGuest(server.url);
      const response = await post(`${server.rest}/vxpay/login`, { email, password: TEST_PASSWORD });
      expect(response.status).toBe(200);
      expect(authResponseSchema.parse(response.body).guest.email).toBe(email);
    });

    it('refuses a wrong password and an unknown email alike', async () => {
      const { email } = await signupGuest(server.url);
      const wrong = await post(`${server.rest}/vxpay/login`, { email, password: 'wrong password' });
      const unknown = await post(`${server.rest}/vxpay/login`, { email: uniqueEmail(), password: TEST_PASSWORD });
      for (const response of [wrong, unknown]) {
        expect(response.status).toBe(401);
        expect(response.body).toEqual({ error: { code: 'invalid_credentials', message: 'Wrong email or password.' } });
      }
    });

    it('answers 429 after 5 failures for an email and IP, even for the right password', async () => {
      const { email } = await signupGuest(server.url);
      for (let i = 0; i < 5; i += 1) {
        expect((await post(`${server.rest}/vxpay/login`, { email, password: `wrong-${i}-password` })).status).toBe(401);
      }
      const limited = await post(`${server.rest}/vxpay/login`, { email, password: TEST_PASSWORD });
      expect(limited.status).toBe(429);
      expect(limited.body.error.code).toBe('too_many_attempts');
      expect(limited.body.error.message).toMatch(/Too many failed login attempts\. Please try again in \d+ minutes?\./);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      // Another account from the same IP is not affected.
      const other = await signupGuest(server.url);
      expect((await post(`${server.rest}/vxpay/login`, { email: other.email, password: TEST_PASSWORD })).status).toBe(200);
    });
  });

  describe('tokens', () => {
    it('stores only the SHA-256 of a token', async () => {
      const { token, guestId } = await signupGuest(server.url);
      const rows = await queryRows(server.database, sql`SELECT * FROM sessions WHERE guest_id = ${guestId}`);
      expect(rows).toHaveLength(1);
      expect(rows[0].token_hash).toBe(hashToken(token));
      expect(JSON.stringify(rows)).not.toContain(token);
    });

    it('rejects an expired token', async () => {
      const { token } = await signupGuest(server.url);
      expect((await get(`${server.rest}/guest/getGuestBalance`, { token })).status).toBe(200);
      await server.database.db.execute(
        sql`UPDATE sessions SET expires_at = now() - interval '1 second' WHERE token_hash = ${hashToken(token)}`,
      );
      const response = await get(`${server.rest}/guest/getGuestBalance`, { token });
      expect(response.status).toBe(401);
      expect(response.body.error.code).toBe('session_expired');
    });

    it('logout revokes the token and sends sessionExpired to its sockets only', async () => {
      const { token, email } = await signupGuest(server.url);
      const otherToken = await loginGuest(server.url, email, TEST_PASSWORD);
      const socket = await TestSocket.connect(server.wsUrl);
      const otherSocket = await TestSocket.connect(server.wsUrl);
      try {
        expect(await socket.requestSession(token)).toMatchObject({ type: 'sessionAcknowledge' });
        expect(await otherSocket.requestSession(otherToken)).toMatchObject({ type: 'sessionAcknowledge' });

        const response = await post(`${server.rest}/vxpay/logout`, undefined, { token });
        expect(response.status).toBe(200);
        expect(response.body).toEqual({ success: true });
        await socket.next('sessionExpired');
        expect(socket.isOpen).toBe(true);
        expect((await get(`${server.rest}/guest/getGuestBalance`, { token })).status).toBe(401);

        // The guest's other session is untouched.
        await otherSocket.roundTrip();
        expect(otherSocket.has('sessionExpired')).toBe(false);
        expect((await get(`${server.rest}/guest/getGuestBalance`, { token: otherToken })).status).toBe(200);
      } finally {
        await socket.close();
        await otherSocket.close();
      }
    });
  });

  describe('password reset', () => {
    const outbox = (email: string, secret = TEST_INTERNAL_SECRET) =>
      get(`${server.rest}/internal/outbox?email=${encodeURIComponent(email)}`, { headers: { 'x-internal-secret': secret } });

    it('guards the outbox with the internal secret', async () => {
      expect((await outbox('a@example.com', 'wrong-secret')).status).toBe(403);
      expect((await get(`${server.rest}/internal/outbox?email=a@example.com`)).status).toBe(403);
    });

    it('always answers success, and mails a link only to existing accounts', async () => {
      const unknown = uniqueEmail();
      const response = await post(`${server.rest}/vxpay/pwdreset`, { email: unknown });
      expect(response.body).toEqual({ success: true });
      expect((await outbox(unknown)).body.mails).toEqual([]);
    });

    it('resets the password with the mailed token, once, and ends every session', async () => {
      const { email, token } = await signupGuest(server.url);
      const socket = await TestSocket.connect(server.wsUrl);
      try {
        await socket.requestSession(token);
        expect((await post(`${server.rest}/vxpay/pwdreset?language=de`, { email })).body).toEqual({ success: true });
        const mails = (await outbox(email)).body.mails.filter((mail: { kind: string }) => mail.kind !== 'signup');
        expect(mails).toHaveLength(1);
        expect(mails[0]).toMatchObject({ kind: 'pwdreset', subject: 'Passwort zurücksetzen' });
        const resetToken = new URL(mails[0].link, 'http://x').searchParams.get('token') as string;
        expect(resetToken).toHaveLength(43);
        const stored = await queryRows(server.database, sql`SELECT token_hash FROM password_resets WHERE token_hash = ${hashToken(resetToken)}`);
        expect(stored).toHaveLength(1);

        const newPassword = 'a brand new password';
        const confirm = await post(`${server.rest}/vxpay/pwdreset/confirm`, { token: resetToken, password: newPassword });
        expect(confirm.status).toBe(200);
        await socket.next('sessionExpired');
        expect((await get(`${server.rest}/guest/getGuestBalance`, { token })).status).toBe(401);
        expect((await post(`${server.rest}/vxpay/login`, { email, password: TEST_PASSWORD })).status).toBe(401);
        expect((await post(`${server.rest}/vxpay/login`, { email, password: newPassword })).status).toBe(200);

        const again = await post(`${server.rest}/vxpay/pwdreset/confirm`, { token: resetToken, password: 'yet another password' });
        expect(again.status).toBe(400);
        expect(again.body.error.code).toBe('invalid_token');
      } finally {
        await socket.close();
      }
    });

    it('never logs the reset token', async () => {
      const logged = await startTestServer({ captureLogs: true });
      try {
        const { email } = await signupGuest(logged.url);
        await post(`${logged.url}/rest/v1/vxpay/pwdreset`, { email });
        const resetToken = tokenOfLink((await lastMail(logged.url, email, 'pwdreset')).link);
        expect(logged.logs.length).toBeGreaterThan(0);
        for (const line of logged.logs) expect(line).not.toContain(resetToken);
      } finally {
        await logged.close();
      }
    }, SERVER_START_TIMEOUT);
  });

  describe('password change', () => {
    it('needs the current password and ends the other sessions', async () => {
      const { email, token } = await signupGuest(server.url);
      const other = await loginGuest(server.url, email, TEST_PASSWORD);
      const wrong = await post(`${server.rest}/vxpay/password`, { currentPassword: 'not it at all', newPassword: 'another password' }, { token });
      expect(wrong.status).toBe(400);
      expect(wrong.body.error.code).toBe('wrong_password');

      const socket = await TestSocket.connect(server.wsUrl);
      try {
        await socket.requestSession(other);
        const changed = await post(`${server.rest}/vxpay/password`, { currentPassword: TEST_PASSWORD, newPassword: 'another password' }, { token });
        expect(changed.status).toBe(200);
        await socket.next('sessionExpired');
        expect((await get(`${server.rest}/guest/getGuestBalance`, { token })).status).toBe(200);
        expect((await get(`${server.rest}/guest/getGuestBalance`, { token: other })).status).toBe(401);
      } finally {
        await socket.close();
      }
    });
  });
});
