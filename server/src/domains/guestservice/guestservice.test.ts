import { sql } from 'drizzle-orm';
import { queryRows } from '../../testing/db';
import { get, post, request, signupGuest } from '../../testing/http';
import { useTestServer } from '../../testing/server';
import { TestSocket } from '../../testing/socket';

const FIELDS = 'verification { id type verified countryCode preCode number e123 pinLength } errors { errorCode message }';
const START = `mutation($phoneNumber: String!, $type: String!) { pincallStart(phoneNumber: $phoneNumber, type: $type, language: "de") { ${FIELDS} } }`;
const VERIFY = `mutation($id: Int!, $type: String!, $pin: String!) { pincallVerify(id: $id, type: $type, pin: $pin) { ${FIELDS} } }`;
const PAY = 'mutation($forwardUrl: String!) { ageVerificationPayRequest(forwardUrl: $forwardUrl) { checkoutLink } }';

/** A different number each call: a number is verified for one guest only. */
let numbers = 0;
const freshNumber = () => `+49 170 ${String(1_000_000 + Date.now() % 1_000_000 + ++numbers * 7919).padStart(7, '0')}`;

describe('guest service (/guest-service)', () => {
  const server = useTestServer({ captureLogs: true });
  const call = (token: string | null, query: string, variables: Record<string, unknown> = {}) =>
    post(`${server.url}/guest-service?language=en`, { query, variables }, token ? { token } : {});
  const lastPin = async (e123: string) =>
    (await queryRows<{ pin: string }>(server.database, sql`SELECT pin FROM demo_pincall_calls WHERE e123 = ${e123} ORDER BY id DESC LIMIT 1`))[0].pin;
  const start = async (token: string, phoneNumber = freshNumber(), type = 'mobile') => (await call(token, START, { phoneNumber, type })).body.data.pincallStart;

  it('pincall: start calls with a 6-digit PIN for mobile, 5 for fixed; verify with it', async () => {
    const guest = await signupGuest(server.url);
    const mobile = await start(guest.token);
    expect(mobile.errors).toEqual([]);
    expect(mobile.verification).toMatchObject({ type: 'mobile', verified: false, countryCode: 'DE', preCode: '49', pinLength: 6 });
    const pin = await lastPin(mobile.verification.e123);
    expect(pin).toMatch(/^\d{6}$/);
    const verified = (await call(guest.token, VERIFY, { id: mobile.verification.id, type: 'mobile', pin })).body.data.pincallVerify;
    expect(verified).toEqual({ verification: { ...mobile.verification, verified: true }, errors: [] });
    const fixed = await start(guest.token, '+43 1 5123456', 'fixed');
    expect(fixed.verification).toMatchObject({ type: 'fixed', pinLength: 5, countryCode: 'AT' });
    expect(await lastPin(fixed.verification.e123)).toMatch(/^\d{5}$/);
    // The PIN is logged by the demo caller, and never stored as itself in the verification.
    const [row] = await queryRows<{ pin_hash: string }>(server.database, sql`SELECT pin_hash FROM pincall_verifications WHERE id = ${mobile.verification.id}`);
    expect(row.pin_hash).not.toContain(pin);
    const called = server.logs.filter((line) => line.includes('demo pincall'));
    expect(called.some((line) => line.includes(pin))).toBe(true);
    expect(called.some((line) => line.includes(guest.token))).toBe(false);
  });

  it('pincall start refuses: 1 bad number, 2 other country, 3 bad type, 5 blacklisted, 6 verified by another guest, 9 calls per day', async () => {
    const guest = await signupGuest(server.url);
    const codeOf = async (phoneNumber: string, type = 'mobile', token = guest.token) => (await start(token, phoneNumber, type)).errors.map((e: { errorCode: number }) => e.errorCode);
    expect(await codeOf('0170 123')).toEqual([1]);
    expect(await codeOf('+1 212 555 0100')).toEqual([2]);
    expect(await codeOf(freshNumber(), 'satellite')).toEqual([3]);
    expect(await codeOf('+49 900 1234567')).toEqual([5]);
    const taken = freshNumber();
    const owner = await signupGuest(server.url);
    const started = await start(owner.token, taken);
    await call(owner.token, VERIFY, { id: started.verification.id, type: 'mobile', pin: await lastPin(started.verification.e123) });
    expect(await codeOf(taken)).toEqual([6]);
    const busy = await signupGuest(server.url);
    for (let i = 0; i < 5; i += 1) expect(await codeOf(freshNumber(), 'mobile', busy.token)).toEqual([]);
    expect(await codeOf(freshNumber(), 'mobile', busy.token)).toEqual([9]);
    const answer = await start(busy.token, freshNumber());
    expect(answer.errors[0].message).toBe('Attempt limit reached.');
  });

  it('pincall verify refuses: 7 another guest’s or an unknown id, 3 other type, 8 wrong PIN, 9 after three, 4 when expired', async () => {
    const guest = await signupGuest(server.url);
    const other = await signupGuest(server.url);
    const started = (await start(guest.token)).verification;
    const pin = await lastPin(started.e123);
    const codeOf = async (variables: Record<string, unknown>, token = guest.token) =>
      (await call(token, VERIFY, variables)).body.data.pincallVerify.errors.map((e: { errorCode: number }) => e.errorCode);
    expect(await codeOf({ id: started.id, type: 'mobile', pin }, other.token)).toEqual([7]);
    expect(await codeOf({ id: 999_999_999, type: 'mobile', pin })).toEqual([7]);
    expect(await codeOf({ id: started.id, type: 'fixed', pin })).toEqual([3]);
    const wrong = pin === '000000' ? '111111' : '000000';
    expect(await codeOf({ id: started.id, type: 'mobile', pin: wrong })).toEqual([8]);
    expect(await codeOf({ id: started.id, type: 'mobile', pin: 'abc' })).toEqual([8]);
    expect(await codeOf({ id: started.id, type: 'mobile', pin: wrong })).toEqual([8]);
    // Three wrong ones: even the right PIN is refused now.
    expect(await codeOf({ id: started.id, type: 'mobile', pin })).toEqual([9]);
    const late = (await start(guest.token)).verification;
    await server.database.db.execute(sql`UPDATE pincall_verifications SET expires_at = now() - interval '1 second' WHERE id = ${late.id}`);
    expect(await codeOf({ id: late.id, type: 'mobile', pin: await lastPin(late.e123) })).toEqual([4]);
    const rows = await queryRows<{ verified: boolean }>(server.database, sql`SELECT verified FROM pincall_verifications WHERE id IN (${started.id}, ${late.id})`);
    expect(rows.every((row) => !row.verified)).toBe(true);
  });

  it('refuses visitors, calls without a token and bad arguments', async () => {
    const none = await call(null, START, { phoneNumber: '+49 170 1234567', type: 'mobile' });
    expect(none.status).toBe(401);
    const visitorToken = (await get(`${server.rest}/vxql/visitorToken`)).body.token as string;
    const visitor = await call(visitorToken, START, { phoneNumber: '+49 170 1234567', type: 'mobile' });
    expect(visitor.body.errors[0].message).toBe('Login required');
    expect((await call(visitorToken, PAY, { forwardUrl: '/en/' })).body.errors[0].message).toBe('Login required');
    expect((await call(visitorToken, '{ bonusAvailable }')).body.errors[0].message).toBe('Login required');
    const guest = await signupGuest(server.url);
    const badLanguage = await call(guest.token, 'mutation { pincallStart(phoneNumber: "+49 170 1234567", type: "mobile", language: "fr") { errors { errorCode } } }');
    expect(badLanguage.body.errors[0].message).toMatch(/^Invalid arguments/);
    const guestId = await call(guest.token, `mutation { pincallVerify(id: 1, type: "mobile", pin: "123456", guestId: ${guest.guestId}) { errors { errorCode } } }`);
    expect(guestId.body.errors[0].message).toMatch(/Unknown argument "guestId"/);
    expect((await call(guest.token, PAY, { forwardUrl: 'https://evil.example/' })).body.errors[0].message).toBe('forwardUrl must be a path of this site.');
    expect((await call(guest.token, PAY, { forwardUrl: '//evil.example/' })).body.errors[0].message).toBe('forwardUrl must be a path of this site.');
  });

  it('bonusAvailable: until the guest has verified a mobile number', async () => {
    const guest = await signupGuest(server.url);
    expect((await call(guest.token, '{ bonusAvailable }')).body.data).toEqual({ bonusAvailable: true });
    const started = (await start(guest.token)).verification;
    await call(guest.token, VERIFY, { id: started.id, type: 'mobile', pin: await lastPin(started.e123) });
    expect((await call(guest.token, '{ bonusAvailable }')).body.data).toEqual({ bonusAvailable: false });
    expect((await call(guest.token, '{ pincallVerifications { id verified } }')).body.data.pincallVerifications).toEqual([{ id: started.id, verified: true }]);
  });

  it('welcome bonus: the first verified mobile number grants 3 spins and a video voucher once, announced on the socket', async () => {
    const guest = await signupGuest(server.url);
    const socket = await TestSocket.connect(server.wsUrl);
    try {
      await socket.requestSession(guest.token);
      const held = async () => {
        const [row] = await queryRows<{ spins: number; vouchers: number; benefits: number }>(
          server.database,
          sql`SELECT spinwheel_spins AS spins,
                (SELECT count(*)::int FROM vouchers WHERE guest_id = ${guest.guestId} AND type = 1) AS vouchers,
                (SELECT count(*)::int FROM guest_benefits WHERE guest_id = ${guest.guestId} AND source = 'welcome_bonus') AS benefits
              FROM guests WHERE id = ${guest.guestId}`,
        );
        return row;
      };
      const before = await held();
      // A fixed-line number does not count.
      const fixed = (await start(guest.token, '+43 1 5123457', 'fixed')).verification;
      await call(guest.token, VERIFY, { id: fixed.id, type: 'fixed', pin: await lastPin(fixed.e123) });
      expect(await held()).toEqual(before);
      const mobile = (await start(guest.token)).verification;
      const pin = await lastPin(mobile.e123);
      // A repeated verify (a double click) grants once.
      await Promise.all([0, 1, 2].map(() => call(guest.token, VERIFY, { id: mobile.id, type: 'mobile', pin })));
      expect(await socket.next('welcomeBonusRedeemed')).toEqual({ type: 'welcomeBonusRedeemed' });
      expect((await socket.next('vouchers')).vouchers).toEqual(expect.arrayContaining([expect.objectContaining({ type: 1, amount: 1 })]));
      expect(await held()).toEqual({ spins: before.spins + 3, vouchers: before.vouchers + 1, benefits: 2 });
      const second = (await start(guest.token)).verification;
      await call(guest.token, VERIFY, { id: second.id, type: 'mobile', pin: await lastPin(second.e123) });
      expect(await held()).toEqual({ spins: before.spins + 3, vouchers: before.vouchers + 1, benefits: 2 });
      const [voucher] = await queryRows<{ days: number }>(
        server.database,
        sql`SELECT round(extract(epoch FROM valid_to - now()) / 86400)::int AS days FROM vouchers WHERE guest_id = ${guest.guestId} AND source = 'welcome_bonus'`,
      );
      expect(voucher.days).toBe(30);
    } finally {
      await socket.close();
    }
  });

  it('AVS: pay request → checkout; paying sends avsPending then avsSet to every socket of the guest', async () => {
    const guest = await signupGuest(server.url);
    const sockets = [await TestSocket.connect(server.wsUrl), await TestSocket.connect(server.wsUrl)];
    try {
      for (const socket of sockets) await socket.requestSession(guest.token);
      const { checkoutLink } = (await call(guest.token, PAY, { forwardUrl: '/en/myvisitx/' })).body.data.ageVerificationPayRequest;
      expect(checkoutLink).toMatch(/^\/demo-avs\/checkout\/[0-9a-f-]{36}$/);
      const page = await request('GET', `${server.url}${checkoutLink}`);
      expect(page.text).toContain('Pay and verify');
      const done = await request('POST', `${server.url}${checkoutLink}/accept`);
      expect(done.text).toContain('Your age is verified.');
      for (const socket of sockets) {
        expect((await socket.nextOf(['avsPending', 'avsSet'])).type).toBe('avsPending');
        expect((await socket.next('avsSet')).type).toBe('avsSet');
      }
      const [row] = await queryRows<{ has_avs: boolean; avs_status: string }>(server.database, sql`SELECT has_avs, avs_status FROM guests WHERE id = ${guest.guestId}`);
      expect(row).toEqual({ has_avs: true, avs_status: 'accepted' });
      // Decided once; a verified guest has nothing to pay for.
      await request('POST', `${server.url}${checkoutLink}/reject`);
      expect((await queryRows<{ avs_status: string }>(server.database, sql`SELECT avs_status FROM guests WHERE id = ${guest.guestId}`))[0].avs_status).toBe('accepted');
      expect((await call(guest.token, PAY, { forwardUrl: '/en/' })).body.errors[0].message).toBe('Age verification is already done.');
    } finally {
      for (const socket of sockets) await socket.close();
    }
  });

  it('AVS: a declined check sends avsRejected with its message; a cancelled one changes nothing', async () => {
    const guest = await signupGuest(server.url);
    const socket = await TestSocket.connect(server.wsUrl);
    try {
      await socket.requestSession(guest.token);
      const pay = async () => (await call(guest.token, PAY, { forwardUrl: '/en/myvisitx/' })).body.data.ageVerificationPayRequest.checkoutLink as string;
      await request('POST', `${server.url}${await pay()}/cancel`);
      expect((await queryRows<{ avs_status: string }>(server.database, sql`SELECT avs_status FROM guests WHERE id = ${guest.guestId}`))[0].avs_status).toBe('unknown');
      await request('POST', `${server.url}${await pay()}/reject`);
      await socket.next('avsPending');
      const rejected = await socket.next('avsRejected');
      expect(rejected.message).toMatch(/could not be read/);
      const [row] = await queryRows<{ avs_status: string; avs_reject_message: string }>(server.database, sql`SELECT avs_status, avs_reject_message FROM guests WHERE id = ${guest.guestId}`);
      expect(row).toEqual({ avs_status: 'rejected', avs_reject_message: rejected.message });
      const unknown = await request('GET', `${server.url}/demo-avs/checkout/00000000-0000-4000-8000-000000000000`);
      expect(unknown.status).toBe(404);
      expect((await request('GET', `${server.url}/demo-avs/checkout/not-a-uuid`)).status).toBe(400);
    } finally {
      await socket.close();
    }
  });

  it('the dev-only pincall inbox lists the calls with their PINs', async () => {
    const guest = await signupGuest(server.url);
    const started = (await start(guest.token)).verification;
    const inbox = await request('GET', `${server.url}/demo-pincall/?number=${encodeURIComponent(started.e123)}`);
    expect(inbox.text).toContain(await lastPin(started.e123));
  });
});
