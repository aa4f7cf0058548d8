import { sql } from 'drizzle-orm';
import { queryRows } from '../../testing/db';
import { get, post, signupGuest, type TestResponse } from '../../testing/http';
import { TEST_INTERNAL_SECRET, useTestServer } from '../../testing/server';
import { TRACKING_LIMIT } from './rest';
import { MAX_DATA_BYTES } from './validation';

describe('tracking (tracker/track, tracker/trackActorProfileVisit, internal/tracking/latest)', () => {
  const server = useTestServer();
  const internal = { headers: { 'x-internal-secret': TEST_INTERNAL_SECRET } };
  const latest = async (type: string) => {
    const response = await get(`${server.rest}/internal/tracking/latest?type=${encodeURIComponent(type)}`, internal);
    expect(response.status).toBe(200);
    return response.body.events as Array<Record<string, unknown>>;
  };
  const event = (type: string, extra: Record<string, unknown> = {}) => ({ type, source: 'test', timestamp: Date.now(), ...extra });


  it('stores a JSON beacon with all its fields and answers 204', async () => {
    const timestamp = Date.UTC(2026, 0, 2, 3, 4, 5);
    const body = event('purchase', {
      timestamp,
      context: 'actorProfile',
      data: { ticketId: 7, currency: 'VXC', nested: { a: [1, 2] } },
      int1: 7,
      int5: -3,
      float1: 1.25,
      float5: 0.5,
    });
    const response = await post(`${server.rest}/tracker/track`, body);
    expect(response.status).toBe(204);
    expect(response.text).toBe('');
    const [stored] = await latest('purchase');
    expect(stored).toMatchObject({
      type: 'purchase',
      source: 'test',
      context: 'actorProfile',
      data: { ticketId: 7, currency: 'VXC', nested: { a: [1, 2] } },
      int1: 7,
      int2: null,
      int5: -3,
      float1: 1.25,
      float5: 0.5,
      guestId: null,
      occurredAt: new Date(timestamp).toISOString(),
    });
  });

  it('accepts the beacon as text/plain, as sendBeacon sends a string', async () => {
    const response = await post(`${server.rest}/tracker/track`, undefined, { raw: JSON.stringify(event('plainBeacon', { data: { n: 1 } })), contentType: 'text/plain;charset=UTF-8' });
    expect(response.status).toBe(204);
    expect((await latest('plainBeacon'))[0]).toMatchObject({ source: 'test', data: { n: 1 } });
  });

  it('attributes an event to the guest of the session token and never stores the token', async () => {
    const guest = await signupGuest(server.url);
    expect((await post(`${server.rest}/tracker/track`, event('guestHeader'), { token: guest.token })).status).toBe(204);
    // The contract's access_token parameter still counts.
    expect((await post(`${server.rest}/tracker/track?access_token=${guest.token}`, event('guestQuery'))).status).toBe(204);
    // A beacon cannot set headers, and a URL is logged: the shell puts the token in the body.
    const beacon = JSON.stringify({ ...event('guestBody'), accessToken: guest.token });
    expect((await post(`${server.rest}/tracker/track`, undefined, { raw: beacon, contentType: 'text/plain;charset=UTF-8' })).status).toBe(204);
    expect((await latest('guestHeader'))[0].guestId).toBe(guest.guestId);
    expect((await latest('guestQuery'))[0].guestId).toBe(guest.guestId);
    expect((await latest('guestBody'))[0].guestId).toBe(guest.guestId);
    // An unknown token is a visitor, not an error: the beacon still counts.
    expect((await post(`${server.rest}/tracker/track`, event('guestUnknown'), { token: 'f'.repeat(64) })).status).toBe(204);
    expect((await latest('guestUnknown'))[0].guestId).toBeNull();
    const rows = await queryRows<{ row: string }>(server.database, sql`SELECT t::text AS row FROM tracking_events t`);
    expect(rows.some((r) => r.row.includes(guest.token))).toBe(false);
  });

  it.each([
    ['a missing type', { source: 'test', timestamp: Date.now() }],
    ['an empty source', event('x', { source: '' })],
    ['a type over 60 characters', event('t'.repeat(61))],
    ['a missing timestamp', { type: 'x', source: 'test' }],
    ['a timestamp far in the future', event('x', { timestamp: Date.now() + 7 * 24 * 3600_000 })],
    ['a timestamp that is no date', event('x', { timestamp: 'yesterday' })],
    ['data that is an array', event('x', { data: [1, 2] })],
    ['data that is a string', event('x', { data: 'hello' })],
    ['an integer measure with a fraction', event('x', { int1: 1.5 })],
    ['a float measure that is a string', event('x', { float2: '1.5' })],
    ['an unknown field', event('x', { int6: 1 })],
    ['a context over 200 characters', event('x', { context: 'c'.repeat(201) })],
  ])('refuses %s with the uniform 400', async (_case, body) => {
    const response = await post(`${server.rest}/tracker/track`, body);
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('validation_failed');
  });

  it('refuses text that is not JSON with the uniform 400', async () => {
    const response = await post(`${server.rest}/tracker/track`, undefined, { raw: 'type=x', contentType: 'text/plain' });
    expect(response.status).toBe(400);
    expect(response.body.error).toEqual({ code: 'validation_failed', message: expect.any(String) });
  });

  it('refuses data over 4 KB and a body over the limit', async () => {
    const justFits = { s: 'a'.repeat(MAX_DATA_BYTES - 8) };
    expect(Buffer.byteLength(JSON.stringify(justFits))).toBe(MAX_DATA_BYTES);
    expect((await post(`${server.rest}/tracker/track`, event('bigData', { data: justFits }))).status).toBe(204);
    const tooBig = await post(`${server.rest}/tracker/track`, event('bigData', { data: { s: 'a'.repeat(MAX_DATA_BYTES - 7) } }));
    expect(tooBig.status).toBe(400);
    expect(tooBig.body.error.code).toBe('validation_failed');
    const oversize = await post(`${server.rest}/tracker/track`, event('bigData', { context: 'c', data: { s: 'a'.repeat(20_000) } }));
    expect(oversize.status).toBe(413);
    expect(oversize.body.error.code).toBe('payload_too_large');
    expect(await latest('bigData')).toHaveLength(1);
  });

  it('counts profile visits per actor and day', async () => {
    const visits = async () => {
      const rows = await queryRows<{ visits: number }>(server.database, sql`SELECT visits FROM actor_profile_visits WHERE actor_id = 5`);
      return rows.reduce((sum, r) => sum + Number(r.visits), 0);
    };
    const before = await visits();
    expect((await post(`${server.rest}/tracker/trackActorProfileVisit`, { actorId: 5 })).status).toBe(204);
    const plain = await post(`${server.rest}/tracker/trackActorProfileVisit`, undefined, { raw: '{"actorId":5}', contentType: 'text/plain' });
    expect(plain.status).toBe(204);
    expect(await visits()).toBe(before + 2);
  });

  it.each([
    ['an unknown actor', { actorId: 999_999 }, 404, 'actor_not_found'],
    ['a negative actor id', { actorId: -1 }, 400, 'validation_failed'],
    ['an actor id as text', { actorId: '5' }, 400, 'validation_failed'],
    ['no actor id', {}, 400, 'validation_failed'],
  ])('answers a profile visit of %s with %i', async (_case, body, status, code) => {
    const response = await post(`${server.rest}/tracker/trackActorProfileVisit`, body);
    expect(response.status).toBe(status);
    expect(response.body.error.code).toBe(code);
  });

  it('hides the internal read route without the secret and validates its query', async () => {
    expect((await get(`${server.rest}/internal/tracking/latest?type=purchase`)).status).toBe(404);
    expect((await get(`${server.rest}/internal/tracking/latest?type=purchase`, { headers: { 'x-internal-secret': 'wrong-secret-0123456789' } })).status).toBe(404);
    expect((await get(`${server.rest}/internal/tracking/latest`, internal)).status).toBe(400);
    expect((await get(`${server.rest}/internal/tracking/latest?type=purchase&limit=101`, internal)).status).toBe(400);
  });

  // Last: it uses up this IP's allowance.
  it('limits beacons per IP and answers 429 with Retry-After', async () => {
    let limited: TestResponse | null = null;
    for (let i = 0; i <= TRACKING_LIMIT.maxFailures && !limited; i += 1) {
      const response = await post(`${server.rest}/tracker/track`, event('flood'));
      if (response.status === 429) limited = response;
      else expect(response.status).toBe(204);
    }
    expect(limited?.body.error.code).toBe('too_many_requests');
    expect(Number(limited?.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await post(`${server.rest}/tracker/trackActorProfileVisit`, { actorId: 5 })).status).toBe(429);
    const stored = await queryRows<{ n: number }>(server.database, sql`SELECT count(*)::int AS n FROM tracking_events WHERE type = 'flood'`);
    expect(stored[0].n).toBeLessThan(TRACKING_LIMIT.maxFailures);
  });
});
