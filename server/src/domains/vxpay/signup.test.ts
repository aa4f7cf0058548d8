import { sql } from 'drizzle-orm';
import { authResponseSchema } from '@vx/shared/protocol';
import { hashToken } from '../auth/tokens';
import { queryRows } from '../../testing/db';
import { get, lastMail, loginGuest, outboxMails, post, signupGuest, TEST_PASSWORD, tokenOfLink, uniqueEmail } from '../../testing/http';
import { SERVER_START_TIMEOUT, startTestServer, useTestServer } from '../../testing/server';

describe('vxpay signup with a confirmation mail', () => {
  const server = useTestServer();

  const count = async (table: 'guests' | 'signup_requests') =>
    Number((await queryRows<{ n: string }>(server.database, sql`SELECT count(*) AS n FROM ${sql.identifier(table)}`))[0].n);
  const mails = (email: string) => outboxMails(server.url, email);
  const signup = (body: Record<string, unknown>, query = '') => post(`${server.rest}/vxpay/signup${query}`, body);
  const confirm = (token: string) => post(`${server.rest}/vxpay/signup/confirm`, { token });

  describe('the answer reveals nothing', () => {
    it('answers a new address with 202 {success:true} and a confirmation mail, creating no guest yet', async () => {
      const email = uniqueEmail();
      const guestsBefore = await count('guests');
      const response = await signup({ email: email.toUpperCase(), password: TEST_PASSWORD, name: 'Night Owl' }, '?language=de');
      expect(response.status).toBe(202);
      expect(response.body).toEqual({ success: true });
      expect(await count('guests')).toBe(guestsBefore);
      const [mail] = await mails(email);
      expect(mail).toMatchObject({ kind: 'signup', subject: 'Bestätige deine E-Mail-Adresse' });
      expect(mail.link).toMatch(/^\/de\/\?flow=signup&token=[\w-]{43}$/);
      expect(mail.body).toContain(mail.link);
      // Not usable before the link.
      expect((await post(`${server.rest}/vxpay/login`, { email, password: TEST_PASSWORD })).status).toBe(401);
    });

    it('answers an existing address the same way, mailing its owner instead of creating anything', async () => {
      const { email } = await signupGuest(server.url);
      const fresh = await signup({ email: uniqueEmail(), password: TEST_PASSWORD });
      const [guestsBefore, requestsBefore] = [await count('guests'), await count('signup_requests')];
      const taken = await signup({ email: email.toUpperCase(), password: 'another fine password' });
      expect(taken.status).toBe(fresh.status);
      expect(taken.text).toBe(fresh.text);
      expect(taken.headers.get('content-type')).toBe(fresh.headers.get('content-type'));
      expect([await count('guests'), await count('signup_requests')]).toEqual([guestsBefore, requestsBefore]);
      const [notice] = await mails(email);
      expect(notice).toMatchObject({ kind: 'signup_existing', subject: 'Signup with your email address', link: '/en/?flow=pwdreset' });
      expect(notice.body).toContain('You already have an account');
      // The account keeps its password.
      expect((await post(`${server.rest}/vxpay/login`, { email, password: TEST_PASSWORD })).status).toBe(200);
    });

    it('mails one address at most 5 times an hour, answering the same after that', async () => {
      const email = uniqueEmail('flooded');
      const answers = [];
      for (let i = 0; i < 7; i += 1) answers.push(await signup({ email, password: TEST_PASSWORD }));
      expect(answers.map((r) => r.status)).toEqual(Array(7).fill(202));
      expect(await mails(email)).toHaveLength(5);
      const { email: owner } = await signupGuest(server.url);
      for (let i = 0; i < 6; i += 1) expect((await signup({ email: owner, password: TEST_PASSWORD })).status).toBe(202);
      expect((await mails(owner)).filter((m) => m.kind === 'signup_existing')).toHaveLength(4);
    });

    it('accepts an IP-literal domain', async () => {
      const response = await signup({ email: `ip-${Date.now()}@[127.0.0.1]`, password: TEST_PASSWORD });
      expect(response.status).toBe(202);
    });

    it.each([
      ['no at sign', 'guest.example.com'],
      ['one-letter top level', 'guest@example.c'],
      ['no domain', 'guest@'],
      ['space', 'gu est@example.com'],
    ])('refuses an email with %s, writing nothing', async (_case, email) => {
      const before = await count('signup_requests');
      const response = await signup({ email, password: TEST_PASSWORD });
      expect(response.status).toBe(400);
      expect(response.body.error.code).toBe('validation_failed');
      expect(response.body.error.message).toContain('body.email');
      expect(await count('signup_requests')).toBe(before);
    });

    it.each([
      ['too short', 'short'],
      ['too long', 'x'.repeat(129)],
    ])('refuses a password %s', async (_case, password) => {
      const response = await signup({ email: uniqueEmail(), password });
      expect(response.status).toBe(400);
      expect(response.body.error.message).toContain('body.password');
    });
  });

  describe('the confirmation link', () => {
    it('creates the guest with its welcome notification and answers as a login does', async () => {
      const email = uniqueEmail();
      await signup({ email, password: TEST_PASSWORD, name: 'Paper Crane' });
      const token = tokenOfLink((await lastMail(server.url, email, 'signup')).link);
      const response = await confirm(token);
      expect(response.status).toBe(200);
      const body = authResponseSchema.parse(response.body);
      expect(body.guest).toMatchObject({ isLoggedIn: true, email, name: 'Paper Crane', balance: 0, balanceFormatted: '0 VXC' });
      expect((await get(`${server.rest}/guest/getGuestBalance`, { token: body.accessToken })).status).toBe(200);
      const rows = await queryRows(server.database, sql`SELECT type, title FROM notifications WHERE guest_id = ${body.guest.id}`);
      expect(rows).toEqual([{ type: 1, title: 'Welcome!' }]);
      expect(await loginGuest(server.url, email, TEST_PASSWORD)).toEqual(expect.any(String));
    });

    it('works once, and keeps only the SHA-256 of its token', async () => {
      const email = uniqueEmail();
      await signup({ email, password: TEST_PASSWORD });
      const token = tokenOfLink((await lastMail(server.url, email, 'signup')).link);
      const stored = await queryRows(server.database, sql`SELECT token_hash FROM signup_requests WHERE email = ${email}`);
      expect(stored).toEqual([{ token_hash: hashToken(token) }]);
      expect((await confirm(token)).status).toBe(200);
      const again = await confirm(token);
      expect(again.status).toBe(400);
      expect(again.body).toEqual({ error: { code: 'invalid_token', message: 'This confirmation link is invalid or has expired.' } });
    });

    it('refuses an unknown and an expired token', async () => {
      expect((await confirm('A'.repeat(43))).body.error.code).toBe('invalid_token');
      const email = uniqueEmail();
      await signup({ email, password: TEST_PASSWORD });
      const token = tokenOfLink((await lastMail(server.url, email, 'signup')).link);
      await server.database.db.execute(sql`UPDATE signup_requests SET expires_at = now() - interval '1 second' WHERE email = ${email}`);
      expect((await confirm(token)).status).toBe(400);
      expect(await queryRows(server.database, sql`SELECT id FROM guests WHERE email = ${email}`)).toEqual([]);
    });

    it('of two signups of one address, only the first confirmed creates a guest', async () => {
      const email = uniqueEmail();
      await signup({ email, password: TEST_PASSWORD });
      await signup({ email, password: 'a second password here' });
      const links = (await mails(email)).filter((m) => m.kind === 'signup').map((m) => tokenOfLink(m.link));
      expect(links).toHaveLength(2);
      const answers = await Promise.all(links.map(confirm));
      expect(answers.map((r) => r.status).sort()).toEqual([200, 400]);
      expect(await queryRows(server.database, sql`SELECT id FROM guests WHERE email = ${email}`)).toHaveLength(1);
    });

    it('gives a suggested readable name when a look-alike took the chosen one before the link', async () => {
      const email = uniqueEmail('hazel');
      await signup({ email, password: TEST_PASSWORD, name: 'Hazel Wren' });
      await signupGuest(server.url, { name: 'HAZEL_WREN' });
      const response = await confirm(tokenOfLink((await lastMail(server.url, email, 'signup')).link));
      expect(response.status).toBe(200);
      expect(response.body.guest.name).toMatch(/^([A-Z][a-z]+){2}\d{2,4}$/);
    });

    it('never logs the confirmation token', async () => {
      const logged = await startTestServer({ captureLogs: true });
      try {
        const { email } = await signupGuest(logged.url);
        const token = tokenOfLink((await lastMail(logged.url, email, 'signup')).link);
        expect(logged.logs.length).toBeGreaterThan(0);
        for (const line of logged.logs) expect(line).not.toContain(token);
      } finally {
        await logged.close();
      }
    }, SERVER_START_TIMEOUT);
  });

  describe('names', () => {
    it("refuses a look-alike of another guest's name with 409 name_taken, before any mail", async () => {
      await signupGuest(server.url, { name: 'Silver Fox' });
      const email = uniqueEmail();
      const response = await signup({ email, password: TEST_PASSWORD, name: 'S\u0456lver_F0x' });
      expect(response.status).toBe(409);
      expect(response.body).toEqual({ error: { code: 'name_taken', message: 'This name is already taken.' } });
      expect(await mails(email)).toEqual([]);
    });

    it('refuses invisible characters in a name', async () => {
      const response = await signup({ email: uniqueEmail(), password: TEST_PASSWORD, name: 'Silver\u200BFox' });
      expect(response.status).toBe(400);
      expect(response.body.error.message).toContain('invisible');
    });
  });

  describe('weak passwords: 422 weak_password', () => {
    const weak = { status: 422, body: { error: { code: 'weak_password', message: 'This password is too easy to guess. Please choose a longer or less common one.' } } };

    it.each([
      ['a common password', 'password1'],
      ['digits in a row', '12345678'],
      ['all blanks', ' '.repeat(10)],
      ['a word and a year', 'sommer2024'],
    ])('refuses %s at signup, mailing nothing', async (_case, password) => {
      const email = uniqueEmail();
      const response = await signup({ email, password });
      expect({ status: response.status, body: response.body }).toEqual(weak);
      expect(await mails(email)).toEqual([]);
    });

    it('refuses the address itself as the password', async () => {
      const email = `${'moonlitharbor'}${Date.now()}@example.com`;
      const response = await signup({ email, password: email });
      expect(response.status).toBe(422);
    });

    it('refuses a weak new password on a password change, keeping the old one', async () => {
      const { token, email } = await signupGuest(server.url);
      const response = await post(`${server.rest}/vxpay/password`, { currentPassword: TEST_PASSWORD, newPassword: 'qwertyuiop' }, { token });
      expect({ status: response.status, body: response.body }).toEqual(weak);
      expect((await post(`${server.rest}/vxpay/login`, { email, password: TEST_PASSWORD })).status).toBe(200);
    });

    it('refuses a weak password on a reset and leaves the link usable', async () => {
      const { email } = await signupGuest(server.url);
      await post(`${server.rest}/vxpay/pwdreset`, { email });
      const token = tokenOfLink((await lastMail(server.url, email, 'pwdreset')).link);
      const response = await post(`${server.rest}/vxpay/pwdreset/confirm`, { token, password: 'iloveyou' });
      expect({ status: response.status, body: response.body }).toEqual(weak);
      expect((await post(`${server.rest}/vxpay/pwdreset/confirm`, { token, password: 'a brand new password' })).status).toBe(200);
    });
  });
});
