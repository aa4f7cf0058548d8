import { createRestClient, type AuthResponse, type RestClient, visitorGuest } from '@vx/shared';
import { Session } from './session';

const guest = { ...visitorGuest('en'), isLoggedIn: true, id: 7, name: 'Owl' };
const auth = (accessToken: string, expiresIn = 900): AuthResponse => ({
  accessToken,
  expiresIn,
  expiresAt: new Date(Date.now() + expiresIn * 1000).toISOString(),
  guest,
});
// jsdom has no Response; the REST client reads only these.
const json = (body: unknown, status = 200) => ({ ok: status < 300, status, json: async () => body }) as Response;

/** A session on a REST client whose server is `answer`. */
function setup(answer: (url: URL, init: RequestInit) => Response | Promise<Response>) {
  const storage = window.sessionStorage;
  storage.clear();
  const onLoginChange = jest.fn();
  const onRenewed = jest.fn();
  const fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => answer(new URL(String(input), 'http://shell.test'), init ?? {}));
  let rest: RestClient;
  const session = new Session({ rest: () => rest, language: () => 'en', onLoginChange, onRenewed, storage });
  rest = createRestClient({ baseUrl: '', getToken: session.getToken, renew: session.renew, getLanguage: () => 'en', ver: 'v', fetch: fetch as typeof globalThis.fetch });
  const calls = (path: string) => fetch.mock.calls.filter(([input]) => String(input).includes(path));
  return { session, rest, fetch, calls, storage, onLoginChange, onRenewed };
}

const bearer = (init: RequestInit) => (init.headers as Record<string, string>).Authorization;

describe('Session tokens', () => {
  afterEach(() => jest.useRealTimers());

  it('keeps the access token in memory only, never in storage', async () => {
    const { session, storage } = setup((url) => (url.pathname.endsWith('vxpay/login') ? json(auth('secret-token')) : json({})));
    await session.login('a@example.com', 'pw');
    expect(session.getToken()).toBe('secret-token');
    for (let i = 0; i < storage.length; i += 1) expect(storage.getItem(storage.key(i)!)).not.toContain('secret-token');
  });

  it('sends login and renewal with credentials (the refresh cookie) and without an access token', async () => {
    const { session, calls } = setup((url) => json(auth(url.pathname.endsWith('session') ? 'renewed' : 'first')));
    await session.login('a@example.com', 'pw');
    await session.renew();
    for (const [, init] of [...calls('vxpay/login'), ...calls('vxpay/session')]) {
      expect(init!.credentials).toBe('include');
      expect(bearer(init!)).toBeUndefined();
    }
    expect(session.getToken()).toBe('renewed');
  });

  it('runs ONE renewal for concurrent calls refused with 401, then retries each once with the new token', async () => {
    let valid = 'first';
    let renewals = 0;
    const { session, rest, calls, onRenewed } = setup(async (url, init) => {
      if (url.pathname.endsWith('vxpay/login')) return json(auth('first'));
      if (url.pathname.endsWith('vxpay/session')) {
        renewals += 1;
        await new Promise((resolve) => setTimeout(resolve, 10));
        valid = `renewed-${renewals}`;
        return json(auth(valid));
      }
      return bearer(init) === `Bearer ${valid}` ? json({ ok: true }) : json({}, 401);
    });
    await session.login('a@example.com', 'pw');
    valid = 'expired-on-the-server';
    const { z } = await import('zod');
    const schema = z.object({ ok: z.boolean() });
    const results = await Promise.all([1, 2, 3].map((n) => rest.call(`guest/call${n}`, { schema })));
    expect(results).toEqual([{ ok: true }, { ok: true }, { ok: true }]);
    expect(renewals).toBe(1);
    expect(calls('vxpay/session')).toHaveLength(1);
    expect(calls('guest/call1').map(([, init]) => bearer(init!))).toEqual(['Bearer first', 'Bearer renewed-1']);
    expect(onRenewed).toHaveBeenCalledTimes(1);
  });

  it('renews by itself before the token expires', async () => {
    jest.useFakeTimers();
    let issued = 0;
    const { session, calls } = setup((url) => {
      issued += 1;
      return json(auth(`token-${issued}`, url.pathname.endsWith('login') ? 100 : 900));
    });
    await session.login('a@example.com', 'pw');
    await jest.advanceTimersByTimeAsync(79_000);
    expect(calls('vxpay/session')).toHaveLength(0);
    await jest.advanceTimersByTimeAsync(2_000);
    expect(calls('vxpay/session')).toHaveLength(1);
    expect(session.getToken()).toBe('token-2');
    session.expire();
  });

  it('on load, logs in through the refresh cookie only when this browser had logged in', async () => {
    const { session, rest, calls, storage } = setup(() => json(auth('from-cookie')));
    storage.setItem('vx.accessToken', 'an old long-lived token');
    await session.load();
    expect(calls('vxpay/session')).toHaveLength(0);
    expect(session.isLoggedIn).toBe(false);
    expect(storage.getItem('vx.accessToken')).toBeNull();

    await session.login('a@example.com', 'pw');
    const reloaded = new Session({ rest: () => rest, language: () => 'en', onLoginChange: jest.fn(), onRenewed: jest.fn(), storage });
    await reloaded.load();
    expect(reloaded.getToken()).toBe('from-cookie');
    expect(reloaded.guest$.value).toMatchObject({ id: 7, isLoggedIn: true });
    session.expire();
    reloaded.expire();
  });

  it('a refused renewal logs the browser out', async () => {
    const { session, onLoginChange } = setup((url) => (url.pathname.endsWith('login') ? json(auth('first')) : json({}, 401)));
    await session.login('a@example.com', 'pw');
    onLoginChange.mockClear();
    expect(await session.renew()).toBe(false);
    expect(session.isLoggedIn).toBe(false);
    expect(session.guest$.value.isLoggedIn).toBe(false);
    expect(onLoginChange).toHaveBeenCalledTimes(1);
  });

  it('logout renews an expired token first, so the server can end the login, and forgets it anyway', async () => {
    let valid = 'first';
    const { session, calls } = setup((url, init) => {
      if (url.pathname.endsWith('vxpay/login')) return json(auth('first'));
      if (url.pathname.endsWith('vxpay/session')) return json(auth((valid = 'second')));
      return bearer(init) === `Bearer ${valid}` ? json({ success: true }) : json({}, 401);
    });
    await session.login('a@example.com', 'pw');
    valid = 'expired';
    const ending = session.logout();
    expect(session.isLoggedIn).toBe(false);
    await ending;
    expect(calls('vxpay/logout').map(([, init]) => bearer(init!))).toEqual(['Bearer first', 'Bearer second']);
    expect(calls('vxpay/logout')[0][1]!.credentials).toBe('include');
    expect(session.isLoggedIn).toBe(false);
  });
});

describe('Session signup', () => {
  it('asks for the confirmation mail without logging in', async () => {
    const { session, calls, onLoginChange } = setup(() => json({ success: true }, 202));
    await session.signup('new@example.com', 'a fine password');
    const [[, init]] = calls('vxpay/signup');
    expect(JSON.parse(String(init!.body))).toEqual({ email: 'new@example.com', password: 'a fine password', language: 'en' });
    expect(session.isLoggedIn).toBe(false);
    expect(onLoginChange).not.toHaveBeenCalled();
  });

  it('sends the chosen user name with the signup', async () => {
    const { session, calls } = setup(() => json({ success: true }, 202));
    await session.signup('new@example.com', 'a fine password', 'QuietOtter42');
    const [[, init]] = calls('vxpay/signup');
    expect(JSON.parse(String(init!.body))).toMatchObject({ name: 'QuietOtter42' });
  });

  it('takes a new user name as the server stored it, at once', async () => {
    const { session, calls } = setup((url) =>
      url.pathname.endsWith('vxpay/login')
        ? json(auth('first'))
        : json({ config: { currency: 'VXC', helpCenterLocale: 'en-us' }, profile: { ...guest, name: 'Witty Heron' } }),
    );
    await session.login('a@example.com', 'pw');
    await session.changeName('Witty Heron');
    const [[, init]] = calls('guest/profile/update');
    expect(JSON.parse(String(init!.body))).toEqual({ properties: { name: 'Witty Heron' } });
    expect(bearer(init!)).toBe('Bearer first');
    expect(session.guest$.value.name).toBe('Witty Heron');
  });

  it('logs in with the mailed token, taking the refresh cookie', async () => {
    const { session, calls, onLoginChange } = setup(() => json(auth('confirmed-token')));
    const signedUp = await session.confirmSignup('mailed-token');
    const [[, init]] = calls('vxpay/signup/confirm');
    expect(JSON.parse(String(init!.body))).toEqual({ token: 'mailed-token' });
    expect(init!.credentials).toBe('include');
    expect(signedUp).toEqual(guest);
    expect(session.getToken()).toBe('confirmed-token');
    expect(onLoginChange).toHaveBeenCalledTimes(1);
  });
});
