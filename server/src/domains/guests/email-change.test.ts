import { sql } from 'drizzle-orm';
import { queryRows } from '../../testing/db';
import { get, lastMail, loginGuest, post, signupGuest, tokenOfLink, uniqueEmail, TEST_PASSWORD } from '../../testing/http';
import { useTestServer } from '../../testing/server';
import { EMAIL_CHANGES_PER_HOUR } from './email-change';
import { TestSocket } from '../../testing/socket';

/** The e-mail change with its mailed link (server/docs/myarea.md "Profile"). */
describe('guest e-mail change', () => {
  const server = useTestServer();
  const change = (token: string, body: unknown) => post(`${server.rest}/guest/email/change`, body, { token });
  const confirm = (token: string) => get(`${server.rest}/guest/email/confirm?token=${token}&language=de`, { redirect: 'manual' });

  it('mails a link to the new address; opening it makes the address the guest’s, tells the sockets and works once', async () => {
    const guest = await signupGuest(server.url);
    const email = uniqueEmail('new');
    const requested = await change(guest.token, { email, password: guest.password });
    expect(requested.body).toEqual({ success: true, pendingEmail: email });
    expect((await get(`${server.rest}/guest/profile/settings`, { token: guest.token })).body.pendingEmail).toBe(email);
    // The old address stays until the link is opened.
    expect((await get(`${server.rest}/guest/profile/get`, { token: guest.token })).body.profile.email).toBe(guest.email);

    const socket = await TestSocket.connect(server.wsUrl);
    try {
      await socket.requestSession(guest.token);
      const token = tokenOfLink((await lastMail(server.url, email, 'email_change')).link);
      const opened = await confirm(token);
      expect(opened.status).toBe(303);
      expect(opened.headers.get('location')).toBe('/de/');
      await socket.next('guestEmailVerified');
      socket.send({ type: 'refreshEmailProperties' });
      expect(await socket.next('emailProperties')).toEqual({ type: 'emailProperties', email, pendingEmail: null });
    } finally {
      await socket.close();
    }
    expect((await get(`${server.rest}/guest/profile/get`, { token: guest.token })).body.profile.email).toBe(email);
    expect(await loginGuest(server.url, email, TEST_PASSWORD)).toBeTruthy();
    const again = await confirm(tokenOfLink((await lastMail(server.url, email, 'email_change')).link));
    expect(again.status).toBe(400);
    expect(again.body.error.code).toBe('invalid_token');
  });

  it('answers refreshEmailProperties to a logged-in socket only', async () => {
    const socket = await TestSocket.connect(server.wsUrl);
    try {
      await socket.requestSession();
      socket.send({ type: 'refreshEmailProperties' });
      await socket.roundTrip();
      expect(socket.has('emailProperties')).toBe(false);
    } finally {
      await socket.close();
    }
  });

  it('refuses a wrong password, a malformed, the same or a taken address, writing nothing', async () => {
    const guest = await signupGuest(server.url);
    const other = await signupGuest(server.url);
    const wrong = await change(guest.token, { email: uniqueEmail(), password: 'not the password' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.code).toBe('wrong_password');
    expect((await change(guest.token, { email: 'not-an-address', password: guest.password })).status).toBe(400);
    expect((await change(guest.token, { email: guest.email, password: guest.password })).body.error.code).toBe('same_email');
    const taken = await change(guest.token, { email: other.email.toUpperCase(), password: guest.password });
    expect(taken.status).toBe(409);
    expect(taken.body.error.code).toBe('email_taken');
    expect((await change(guest.token, { email: uniqueEmail(), password: guest.password, guestId: other.guestId })).status).toBe(400);
    expect(await queryRows(server.database, sql`SELECT 1 FROM email_changes WHERE guest_id = ${guest.guestId}`)).toEqual([]);
  });

  it('mails at most EMAIL_CHANGES_PER_HOUR links an hour per guest', async () => {
    const guest = await signupGuest(server.url);
    for (let i = 0; i < EMAIL_CHANGES_PER_HOUR; i += 1) expect((await change(guest.token, { email: uniqueEmail('many'), password: guest.password })).status).toBe(200);
    expect((await change(guest.token, { email: uniqueEmail('many'), password: guest.password })).status).toBe(429);
  });

  it('refuses a link whose address another guest took meanwhile, and an unknown link', async () => {
    const guest = await signupGuest(server.url);
    const email = uniqueEmail('race');
    await change(guest.token, { email, password: guest.password });
    const token = tokenOfLink((await lastMail(server.url, email, 'email_change')).link);
    await signupGuest(server.url, { email });
    const opened = await confirm(token);
    expect(opened.status).toBe(409);
    expect((await get(`${server.rest}/guest/profile/get`, { token: guest.token })).body.profile.email).toBe(guest.email);
    expect((await confirm('A'.repeat(43))).status).toBe(400);
  });
});
