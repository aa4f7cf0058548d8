import { sql } from 'drizzle-orm';
import { get, post, renewLogin, signupGuest, TEST_PASSWORD } from '../../testing/http';
import { TEST_INTERNAL_SECRET, useTestServer } from '../../testing/server';
import { TestSocket } from '../../testing/socket';

/** Issue 7: locking a guest ends its open sessions on REST, the query service and the socket. */
describe('locking a guest', () => {
  const server = useTestServer();

  const lock = (guestId: number, secret = TEST_INTERNAL_SECRET) =>
    post(`${server.rest}/internal/guest/${guestId}/lock`, {}, { headers: { 'x-internal-secret': secret } });
  const balance = (token: string) => get(`${server.rest}/guest/getGuestBalance`, { token });
  const vxql = (token: string) => post(`${server.url}/vxql?language=en`, { query: '{ guest { id isLocked } }' }, { token });

  it('is an internal route: hidden without the secret', async () => {
    const { guestId, token } = await signupGuest(server.url);
    expect((await lock(guestId, 'wrong-secret-0123456789')).status).toBe(404);
    expect((await balance(token)).status).toBe(200);
    expect((await lock(999_999)).status).toBe(404);
  });

  it('ends the REST, query-service and socket sessions and the refresh cookies of the guest', async () => {
    const { guestId, token, refreshToken, email } = await signupGuest(server.url);
    const other = await signupGuest(server.url);
    const socket = await TestSocket.connect(server.wsUrl);
    const otherSocket = await TestSocket.connect(server.wsUrl);
    try {
      expect(await socket.requestSession(token)).toMatchObject({ type: 'sessionAcknowledge', guestId });
      await otherSocket.requestSession(other.token);
      expect((await vxql(token)).body.data.guest).toEqual({ id: guestId, isLocked: false });

      const response = await lock(guestId);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ success: true, guestId, isLocked: true, sessionsEnded: 1 });

      await socket.next('guestLocked');
      await socket.next('sessionExpired');
      expect((await balance(token)).status).toBe(401);
      const query = await vxql(token);
      expect(query.status).toBe(401);
      expect(query.body.errors[0].message).toBe('Invalid Vxql-Token');
      expect(await socket.requestSession(token)).toEqual({ type: 'sessionExpired' });

      const renewal = await renewLogin(server.url, refreshToken);
      expect(renewal.status).toBe(403);
      expect(renewal.body.error.code).toBe('account_locked');
      const login = await post(`${server.rest}/vxpay/login`, { email, password: TEST_PASSWORD });
      expect(login.status).toBe(403);
      expect(login.body.error.code).toBe('account_locked');

      // Nobody else is touched.
      await otherSocket.roundTrip();
      expect(otherSocket.has('sessionExpired')).toBe(false);
      expect((await balance(other.token)).status).toBe(200);
    } finally {
      await socket.close();
      await otherSocket.close();
    }
  });

  it('refuses the tokens of a guest locked in the database directly, before any revocation', async () => {
    const { guestId, token } = await signupGuest(server.url);
    await server.database.db.execute(sql`UPDATE guests SET is_locked = true WHERE id = ${guestId}`);
    expect((await balance(token)).status).toBe(401);
    expect((await vxql(token)).status).toBe(401);
    const socket = await TestSocket.connect(server.wsUrl);
    try {
      expect(await socket.requestSession(token)).toEqual({ type: 'sessionExpired' });
    } finally {
      await socket.close();
    }
  });
});
