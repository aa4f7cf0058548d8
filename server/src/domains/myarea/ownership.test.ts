import { sql } from 'drizzle-orm';
import { queryRows } from '../../testing/db';
import { get, post, request, signupGuest, type SignedUp, type TestResponse } from '../../testing/http';
import { SERVER_START_TIMEOUT, useTestServer } from '../../testing/server';
import { TestSocket } from '../../testing/socket';
import { doSpin } from '../rewards/spinwheel';
import { WHEEL_SEGMENTS } from '../rewards/wheel';

/**
 * Issue 14's rule "every page and call is the logged-in guest's own" (server/docs/myarea.md "Who may
 * call"), for every call of MyVisitX: REST, the query service (/vxql), the guest service
 * (/guest-service) and the socket. Each call is tried (a) with bad input: a clear 4xx with the
 * uniform error, or BAD_USER_INPUT, and nothing written; (b) without a login: refused; (c) with the
 * other guest's ids wherever a request can carry one: refused, or acting on the caller's own data only.
 */

type Token = string | null;
/** One request of a call: a JSON body or query for REST, `{ query, variables }` for GraphQL. */
type Input = Record<string, unknown> | undefined;

interface Call {
  name: string;
  kind: 'rest' | 'graphql';
  send(server: Server, token: Token, input?: Input): Promise<TestResponse>;
  /** Malformed, missing, oversized or mistyped inputs. */
  bad: Input[];
}
type Server = ReturnType<typeof useTestServer>;

const authOf = (token: Token) => (token ? { token } : {});

function rest(method: 'GET' | 'POST', path: string, valid: Input, bad: Input[]): Call {
  return {
    name: `${method} ${path}`,
    kind: 'rest',
    bad,
    send(server, token, input = valid) {
      if (method === 'POST') return post(`${server.rest}/${path}`, input ?? {}, authOf(token));
      const query = new URLSearchParams(Object.entries(input ?? {}).map(([key, value]) => [key, String(value)])).toString();
      return get(`${server.rest}/${path}${query ? `?${query}` : ''}`, authOf(token));
    },
  };
}

/** A GraphQL operation; `bad` entries are variables, or `{ query }` for an operation sent with an argument it does not take. */
function graphql(endpoint: '/vxql' | '/guest-service', name: string, query: string, variables: Input, bad: Input[]): Call {
  return {
    name: `${endpoint} ${name}`,
    kind: 'graphql',
    bad,
    send(server, token, input) {
      const body = input && typeof input.query === 'string' ? input : { query, variables: input ?? variables };
      return post(`${server.url}${endpoint}?language=en`, body, authOf(token));
    },
  };
}
const vxql = (name: string, query: string, variables: Input, bad: Input[]) => graphql('/vxql', name, query, variables, bad);
const guestService = (name: string, query: string, variables: Input, bad: Input[]) => graphql('/guest-service', name, query, variables, bad);
/** An operation without arguments: asking with a guest id is refused by GraphQL itself. */
const withGuestId = (query: string, field: string) => ({ query: query.replace(field, `${field}(guestId: 1)`) });

const TOO_LONG = 'x'.repeat(5000);

const CALLS: Call[] = [
  // Profile (guests/profile-rest.ts, guests/rest.ts, vxpay/password)
  rest('GET', 'guest/profile/settings', undefined, []),
  rest('GET', 'guest/getNotificationsSettings', undefined, []),
  rest('POST', 'guest/notificationsSettings', { settings: { favouriteOnline: true, newMessage: true, newContent: true, specialOffers: true } }, [
    {},
    { settings: 'all' },
    { settings: { favouriteOnline: 1, newMessage: true, newContent: true, specialOffers: true } },
    { settings: { favouriteOnline: true } },
  ]),
  rest('POST', 'guest/newsletter/subscribe', { typeId: 256, userId: 1, emailAddress: { email: 'a@example.com' } }, [
    {},
    { typeId: '256', userId: 1, emailAddress: { email: 'a@example.com' } },
    { typeId: 256, userId: -1, emailAddress: { email: 'a@example.com' } },
    { typeId: 256, userId: 1, emailAddress: { email: TOO_LONG } },
  ]),
  rest('POST', 'guest/newsletter/unsubscribe', { typeId: 256, userId: 1, emailAddress: { email: 'a@example.com' } }, [{}, { typeId: 3, userId: 1, emailAddress: { email: 'a@example.com' } }]),
  rest('POST', 'guest/savePreferences', { data: { genders: ['F'] } }, [{}, { data: { genders: 'F' } }, { data: { genders: [TOO_LONG] } }, { data: { colour: 'red' } }]),
  rest('POST', 'guest/autoRecharge', { enabled: true, amount: 100 }, [{}, { enabled: 'true', amount: 100 }, { enabled: true, amount: 1e12 }, { enabled: true, amount: 1.5 }]),
  rest('POST', 'guest/autoRechargeTeaserState', { mode: 'later' }, [{}, { mode: 1 }, { mode: TOO_LONG }]),
  rest('POST', 'guest/closeAgbAndDataProtection', undefined, []),
  rest('POST', 'guest/closeDataProtection', undefined, []),
  rest('POST', 'guest/profile/preview/update', { delete: true }, [{}, { delete: 'true' }, { delete: false }]),
  rest('POST', 'guest/email/change', { email: 'new@example.com', password: 'x' }, [
    {},
    { email: 'not-an-address', password: 'x' },
    { email: 'new@example.com', password: TOO_LONG },
    { email: ['new@example.com'], password: 'x' },
  ]),
  rest('POST', 'guest/profile/update', { properties: { language: 'de' } }, [{}, { properties: {} }, { properties: { language: 'xx' } }, { properties: { name: TOO_LONG } }]),
  rest('POST', 'vxpay/password', { currentPassword: 'x', newPassword: 'y' }, [{}, { currentPassword: TOO_LONG, newPassword: 'a long new password 123' }, { currentPassword: 1, newPassword: 2 }]),
  // Favourite cams, pinned photos, My chats
  rest('GET', 'guest/favorite/actors', { page: 1, limit: 50, order: 'online' }, [{ page: 0 }, { limit: 51 }, { order: 'random' }, { page: 'x' }]),
  rest('GET', 'guest/favorite/sedcards', { limit: 10 }, [{ limit: 0 }, { limit: 'all' }, { limit: 1e9 }]),
  rest('GET', 'gallery/getPinnedPhotos', { limit: 10 }, [{ limit: 0 }, { actorId: -1 }, { actorId: 'x' }]),
  rest('GET', 'livechat/history', { first: 10, offset: 0 }, [{ first: 0 }, { first: 101 }, { offset: -1 }, { offset: 'x' }]),
  // Benefits (rewards/rest.ts)
  rest('POST', 'guest/redeemBonus', { code: 'WELCOME50' }, [{}, { code: 'ab' }, { code: 'DROP TABLE;' }, { code: TOO_LONG }, { code: 50 }]),
  rest('POST', 'guest/acceptCancellationOffer', { guest_id: 1, platform_text: 'stay' }, [
    {},
    { guest_id: 'me', platform_text: 'stay' },
    { guest_id: 1, platform_text: '' },
    { guest_id: 1, platform_text: TOO_LONG },
  ]),
  // Overview (myarea)
  vxql('sidebarData', '{ sidebarData { balance vouchersCount } }', undefined, [withGuestId('{ sidebarData { balance vouchersCount } }', 'sidebarData')]),
  // Media library (mediathek)
  vxql('mediathekAssets', 'query($first: Int, $search: String) { mediathekAssets(first: $first, search: $search) { total items { id } } }', { first: 20 }, [
    { first: 21 },
    { first: 'ten' },
    { search: TOO_LONG },
    { query: '{ mediathekAssets(guestId: 1) { total } }' },
  ]),
  vxql('mediathekTotals', '{ mediathekTotals { all archived } }', undefined, [withGuestId('{ mediathekTotals { all archived } }', 'mediathekTotals')]),
  vxql('mediathekArchive', 'mutation($id: String!) { mediathekArchive(id: $id) { id archived } }', { id: 'video-1' }, [{}, { id: 12 }, { id: TOO_LONG }]),
  vxql('mediathekUnarchive', 'mutation($id: String!) { mediathekUnarchive(id: $id) { id archived } }', { id: 'video-1' }, [{}, { id: null }, { id: TOO_LONG }]),
  // Benefits and the spin wheel (rewards)
  vxql('guestVouchers', '{ guestVouchers { id guestId } }', undefined, [withGuestId('{ guestVouchers { id guestId } }', 'guestVouchers')]),
  vxql('benefits', '{ benefits { id } }', undefined, [withGuestId('{ benefits { id } }', 'benefits')]),
  vxql('canRedeem', 'query($code: String!) { canRedeem(code: $code) { canRedeem reason } }', { code: 'WELCOME50' }, [{}, { code: 'a' }, { code: TOO_LONG }, { code: 'x y z' }]),
  vxql('bonusCode', 'query($code: String!) { bonusCode(code: $code) { code } }', { code: 'WELCOME50' }, [{}, { code: '' }, { code: TOO_LONG }]),
  vxql('remainingBonusCodes', '{ remainingBonusCodes { code } }', undefined, [withGuestId('{ remainingBonusCodes { code } }', 'remainingBonusCodes')]),
  vxql('loyaltySpinwheel', 'query($type: String) { loyaltySpinwheel(type: $type) { spins } }', { type: 'loyalty' }, [{ type: 'casino' }, { type: TOO_LONG }, { type: 3 }]),
  vxql('doSpin', 'mutation($type: String) { doSpin(type: $type) { id } }', { type: 'loyalty' }, [{ type: 'casino' }, { type: 3 }]),
  vxql('redeemReward', 'mutation($id: Int!) { redeemReward(id: $id) { id status } }', { id: 1 }, [{}, { id: 0 }, { id: -5 }, { id: 'one' }, { id: 2 ** 40 }]),
  vxql('tryMigrate', 'mutation { tryMigrate }', undefined, [withGuestId('mutation { tryMigrate }', 'tryMigrate')]),
  vxql('claimCoinLoyaltyBonus', 'mutation { claimCoinLoyaltyBonus }', undefined, [withGuestId('mutation { claimCoinLoyaltyBonus }', 'claimCoinLoyaltyBonus')]),
  // Verification (guest service)
  guestService('pincallVerifications', '{ pincallVerifications { id } }', undefined, [withGuestId('{ pincallVerifications { id } }', 'pincallVerifications')]),
  guestService('bonusAvailable', '{ bonusAvailable }', undefined, [withGuestId('{ bonusAvailable }', 'bonusAvailable')]),
  guestService(
    'pincallStart',
    'mutation($phoneNumber: String!, $type: String!, $language: String!) { pincallStart(phoneNumber: $phoneNumber, type: $type, language: $language) { verification { id } errors { errorCode } } }',
    { phoneNumber: '+49 170 0000001', type: 'mobile', language: 'de' },
    [{}, { phoneNumber: TOO_LONG, type: 'mobile', language: 'de' }, { phoneNumber: '+49 170 0000001', type: 'mobile', language: 'xx' }, { phoneNumber: 491700000001, type: 'mobile', language: 'de' }],
  ),
  guestService(
    'pincallVerify',
    'mutation($id: Int!, $type: String!, $pin: String!) { pincallVerify(id: $id, type: $type, pin: $pin) { verification { id } errors { errorCode } } }',
    { id: 1, type: 'mobile', pin: '123456' },
    [{}, { id: 'one', type: 'mobile', pin: '123456' }, { id: 1, type: 'mobile', pin: TOO_LONG }, { id: 1, type: TOO_LONG, pin: '1' }],
  ),
  guestService('ageVerificationPayRequest', 'mutation($forwardUrl: String!) { ageVerificationPayRequest(forwardUrl: $forwardUrl) { checkoutLink } }', { forwardUrl: '/myvisitx/' }, [
    {},
    { forwardUrl: '' },
    { forwardUrl: 'https://evil.example/' },
    { forwardUrl: '//evil.example/' },
    { forwardUrl: `/${TOO_LONG}` },
  ]),
];

/** Whether a GraphQL answer carries data: a refused operation answers null (its field, or the whole data). */
const answered = (response: TestResponse) => Object.values(response.body.data ?? {}).some((value) => value !== null);

/** Every row the guest owns in a table with a guest_id column, and his guests row: what a refused call must leave as it was. */
async function snapshotOf(server: Server, guestId: number): Promise<Record<string, unknown[]>> {
  const tables = await queryRows<{ table_name: string }>(
    server.database,
    sql`SELECT table_name FROM information_schema.columns
        WHERE table_schema = current_schema() AND column_name = 'guest_id' ORDER BY table_name`,
  );
  const snapshot: Record<string, unknown[]> = {
    guests: await queryRows(server.database, sql`SELECT * FROM guests WHERE id = ${guestId}`),
  };
  for (const { table_name: table } of tables) {
    snapshot[table] = await queryRows(server.database, sql`SELECT * FROM ${sql.identifier(table)} WHERE guest_id = ${guestId} ORDER BY 1, 2`);
  }
  return snapshot;
}

describe('MyVisitX: every call is the logged-in guest’s own', () => {
  const server = useTestServer();
  let me: SignedUp;
  let other: SignedUp;
  let visitorToken: string;

  beforeAll(async () => {
    [me, other] = await Promise.all([signupGuest(server.url), signupGuest(server.url)]);
    visitorToken = (await get(`${server.rest}/vxql/visitorToken`)).body.token as string;
  }, SERVER_START_TIMEOUT);

  describe('(a) bad input: a clear 4xx or BAD_USER_INPUT, and nothing written', () => {
    it.each(CALLS.filter((call) => call.bad.length > 0).map((call) => [call.name, call] as const))('%s', async (_name, call) => {
      const before = await snapshotOf(server, me.guestId);
      for (const input of call.bad) {
        const response = await call.send(server, me.token, input);
        const shown = `${call.name} ${JSON.stringify(input).slice(0, 80)} → ${response.status} ${response.text.slice(0, 200)}`;
        if (call.kind === 'rest') {
          expect([shown, response.status >= 400 && response.status < 500]).toEqual([shown, true]);
          expect(response.body.error).toEqual({ code: expect.any(String), message: expect.any(String) });
        } else {
          expect([shown, answered(response)]).toEqual([shown, false]);
          // A variable of the wrong type is refused by GraphQL with 400 before any resolver; the rest by the resolvers' zod.
          const code = response.body.errors[0].extensions?.code;
          expect([shown, response.status === 400 || /^(BAD_USER_INPUT|GRAPHQL_VALIDATION_FAILED)$/.test(code)]).toEqual([shown, true]);
        }
      }
      expect(await snapshotOf(server, me.guestId)).toEqual(before);
    });

    it.each(CALLS.filter((call) => call.name.startsWith('POST ') || call.kind === 'graphql').map((call) => [call.name, call] as const))(
      '%s: a body too large, not JSON or not an object is refused with the uniform error',
      async (_name, call) => {
        const url = call.kind === 'rest' ? `${server.rest}/${call.name.slice('POST '.length)}` : `${server.url}${call.name.split(' ')[0]}?language=en`;
        const before = await snapshotOf(server, me.guestId);
        for (const [raw, contentType, statuses] of [
          [JSON.stringify({ padding: 'x'.repeat(2 * 1024 * 1024) }), 'application/json', [413]],
          ['{"broken": ', 'application/json', [400]],
          ['[1, 2, 3]', 'application/json', [400]],
          ['settings=all', 'text/plain', [400, 415]],
        ] as const) {
          const response = await request('POST', url, undefined, { token: me.token, raw, contentType });
          const shown = `${call.name} ${raw.slice(0, 20)} → ${response.status} ${response.text.slice(0, 200)}`;
          expect([shown, (statuses as readonly number[]).includes(response.status)]).toEqual([shown, true]);
          if (call.kind === 'rest') expect(response.body.error).toEqual({ code: expect.any(String), message: expect.any(String) });
          // graphql-yoga answers a body it does not read (text/plain) with a bare 415 of its own, before the service.
          else if (contentType === 'application/json') expect([shown, Boolean(response.body.errors?.[0]?.message)]).toEqual([shown, true]);
        }
        expect(await snapshotOf(server, me.guestId)).toEqual(before);
      },
    );
  });

  describe('(b) without a login: refused', () => {
    it.each(CALLS.map((call) => [call.name, call] as const))('%s', async (_name, call) => {
      const none = await call.send(server, null);
      expect(none.status).toBe(401);
      expect(none.body.error ?? none.body.errors?.[0]).toBeTruthy();
      const visitor = await call.send(server, visitorToken);
      if (call.kind === 'rest') expect(visitor.status).toBe(401);
      else {
        expect(answered(visitor)).toBe(false);
        expect(visitor.body.errors[0].message).toBe('Login required');
      }
    });
  });

  describe('(c) the other guest’s ids: refused, or the caller’s own data only', () => {
    const rows = (query: ReturnType<typeof sql>) => queryRows<Record<string, any>>(server.database, query);
    const gql = (endpoint: string, token: string, query: string, variables: Record<string, unknown> = {}) =>
      post(`${server.url}${endpoint}?language=en`, { query, variables }, { token });
    /** What the other guest owns: each test ends with it untouched. */
    const theirs = { video: 0, album: 0, actor: 0, rewardId: 0, personalCode: '', verificationId: 0, pin: '' };
    let theirSnapshot: Record<string, unknown[]>;

    beforeAll(async () => {
      const db = server.database.db;
      const [video] = await rows(sql`SELECT id FROM videos ORDER BY id LIMIT 1`);
      const [album] = await rows(sql`SELECT id, actor_id FROM albums ORDER BY id LIMIT 1`);
      const [actor] = await rows(sql`SELECT id FROM actors ORDER BY id DESC LIMIT 1`);
      Object.assign(theirs, { video: video.id, album: album.id, actor: actor.id });
      const token = { token: other.token };
      await post(`${server.rest}/guest/notificationsSettings`, { settings: { favouriteOnline: false, newMessage: false, newContent: false, specialOffers: true } }, token);
      await post(`${server.rest}/guest/newsletter/subscribe`, { typeId: 512, userId: other.guestId, emailAddress: { email: other.email } }, token);
      await post(`${server.rest}/guest/savePreferences`, { data: { genders: ['M'] } }, token);
      await post(`${server.rest}/guest/email/change`, { email: `${other.email}.moved`, password: other.password }, token);
      await db.execute(sql`UPDATE guests SET is_vip = true, spinwheel_spins = 2, avatar = '/rest/v1/guest/avatar/${sql.raw(String(other.guestId))}/1' WHERE id = ${other.guestId}`);
      await db.execute(sql`INSERT INTO guest_avatars (guest_id, image) VALUES (${other.guestId}, ${Buffer.from([0xff, 0xd8, 0xff, 0xd9])})`);
      await db.execute(sql`INSERT INTO media_purchases (guest_id, kind, media_id, price) VALUES (${other.guestId}, 'video', ${video.id}, 10), (${other.guestId}, 'album', ${album.id}, 20)`);
      await db.execute(sql`INSERT INTO mediathek_archive (guest_id, kind, media_id) VALUES (${other.guestId}, 'video', ${video.id})`);
      await db.execute(sql`INSERT INTO favourite_actors (guest_id, actor_id) VALUES (${other.guestId}, ${actor.id})`);
      const [picture] = await rows(sql`SELECT id FROM pictures WHERE album_id = ${album.id} ORDER BY id LIMIT 1`);
      await db.execute(sql`INSERT INTO favourite_media (guest_id, kind, target_id, actor_id, album_id, picture_id) VALUES
        (${other.guestId}, 'album', ${album.id}, ${album.actor_id}, ${album.id}, NULL),
        (${other.guestId}, 'picture', ${picture.id}, ${album.actor_id}, ${album.id}, ${picture.id}),
        (${other.guestId}, 'sedcards', ${album.actor_id}, ${album.actor_id}, NULL, NULL)`);
      await db.execute(sql`INSERT INTO live_chat_sessions (id, guest_id, actor_id, kind, state, sequence, price_per_minute, started_at, served_until, guest_seen_at, can_write, exit_code, ended_at)
        VALUES (gen_random_uuid(), ${other.guestId}, ${actor.id}, 'videoChat', 'ended', 1, 20, now(), now(), now(), true, 100, now())`);
      await db.execute(sql`INSERT INTO vouchers (guest_id, type, amount, valid_to, source) VALUES (${other.guestId}, 1, 1, NULL, 'test')`);
      // The server draws; here the draws are fixed: a coins reward (segment 0) and a personal bonus code.
      const coins = await doSpin(db, other.guestId, () => 0);
      const prize = WHEEL_SEGMENTS.findIndex((segment) => segment.type === 'bonuscode');
      const weightBefore = WHEEL_SEGMENTS.slice(0, prize).reduce((sum, segment) => sum + segment.weight, 0);
      const total = WHEEL_SEGMENTS.reduce((sum, segment) => sum + segment.weight, 0);
      const code = await doSpin(db, other.guestId, () => (weightBefore + 0.5) / total);
      if (!coins.ok || !code.ok || !code.result.bonuscode) throw new Error('the other guest’s spins failed');
      Object.assign(theirs, { rewardId: coins.result.id, personalCode: code.result.bonuscode });
      const started = await gql('/guest-service', other.token, 'mutation { pincallStart(phoneNumber: "+49 170 5550199", type: "mobile", language: "de") { verification { id e123 } errors { errorCode } } }');
      const verification = started.body.data.pincallStart.verification;
      const [call] = await rows(sql`SELECT pin FROM demo_pincall_calls WHERE e123 = ${verification.e123} ORDER BY id DESC LIMIT 1`);
      Object.assign(theirs, { verificationId: verification.id, pin: call.pin });
      theirSnapshot = await snapshotOf(server, other.guestId);
    }, SERVER_START_TIMEOUT);

    afterEach(async () => {
      expect(await snapshotOf(server, other.guestId)).toEqual(theirSnapshot);
    });

    it('newsletter subscribe and unsubscribe naming the other guest or his address: 403', async () => {
      for (const path of ['subscribe', 'unsubscribe']) {
        for (const body of [
          { typeId: 512, userId: other.guestId, emailAddress: { email: other.email } },
          { typeId: 512, userId: me.guestId, emailAddress: { email: other.email } },
          { typeId: 512, userId: other.guestId, emailAddress: { email: me.email } },
        ]) {
          const response = await post(`${server.rest}/guest/newsletter/${path}`, body, { token: me.token });
          expect(response.status).toBe(403);
          expect(response.body.error.code).toBe('not_own_account');
        }
      }
    });

    it('acceptCancellationOffer with the other guest’s guest_id: 403', async () => {
      const response = await post(`${server.rest}/guest/acceptCancellationOffer`, { guest_id: other.guestId, platform_text: 'stay' }, { token: me.token });
      expect(response.status).toBe(403);
      expect(response.body.error.code).toBe('not_your_guest_id');
    });

    it.each([
      ['guest/notificationsSettings', { settings: { favouriteOnline: true, newMessage: true, newContent: true, specialOffers: false } }],
      ['guest/savePreferences', { data: { genders: ['F'] } }],
      ['guest/autoRecharge', { enabled: true, amount: 100 }],
      ['guest/autoRechargeTeaserState', { mode: 'closed' }],
      ['guest/profile/preview/update', { delete: true }],
      ['guest/email/change', { email: 'taken-over@example.com', password: 'x' }],
    ])('%s with a guest id in the body: 400, nothing written', async (path, body) => {
      for (const key of ['guestId', 'userId', 'guest_id']) {
        const response = await post(`${server.rest}/${path}`, { ...body, [key]: other.guestId }, { token: me.token });
        expect(response.status).toBe(400);
        expect(response.body.error.code).toBeTruthy();
      }
    });

    it('guest/profile/update and vxpay/password with a guest id: the caller’s own account changes', async () => {
      const update = await post(`${server.rest}/guest/profile/update`, { properties: { language: 'nl' }, guestId: other.guestId }, { token: me.token });
      expect(update.status).toBe(200);
      expect(update.body.profile.id).toBe(me.guestId);
      const password = await post(`${server.rest}/vxpay/password`, { currentPassword: other.password, newPassword: 'a brand new passphrase 42', guestId: other.guestId }, { token: me.token });
      expect(password.status).toBe(200);
      const [mine] = await rows(sql`SELECT language FROM guests WHERE id = ${me.guestId}`);
      expect(mine.language).toBe('nl');
    });

    // Each answer, asked with the other guest's id, is the caller's: none of what the other set or pinned.
    it.each([
      ['guest/profile/settings', (body: any) => expect(body).toMatchObject({ newsletters: [], preferences: {}, pendingEmail: null })],
      ['guest/getNotificationsSettings', (body: any) => expect(body.notificationsSettings).toMatchObject({ favouriteOnline: true, specialOffers: false })],
      ['guest/favorite/actors', (body: any) => expect(body.total).toBe(0)],
      ['guest/favorite/sedcards', (body: any) => expect(body.sedcards).toEqual([])],
      ['gallery/getPinnedPhotos', (body: any) => expect(body.data.pictures).toEqual([])],
      ['livechat/history', (body: any) => expect(body).toEqual({ sessions: [], total: 0 })],
    ])('GET %s with the other guest’s id in the query: the caller’s own answer', async (path, isOwn) => {
      const own = await get(`${server.rest}/${path}`, { token: me.token });
      const asked = await get(`${server.rest}/${path}?guestId=${other.guestId}&userId=${other.guestId}&guest_id=${other.guestId}`, { token: me.token });
      expect(own.status).toBe(200);
      expect(asked.body).toEqual(own.body);
      isOwn(asked.body);
    });

    it('mediathek: the other guest’s asset ids are NOT_FOUND, his library is not listed', async () => {
      for (const id of [`video-${theirs.video}`, `album-${theirs.album}`]) {
        for (const operation of ['mediathekArchive', 'mediathekUnarchive']) {
          const response = await gql('/vxql', me.token, `mutation($id: String!) { ${operation}(id: $id) { id archived } }`, { id });
          expect(response.body.errors[0].extensions.code).toBe('NOT_FOUND');
        }
      }
      const listed = await gql('/vxql', me.token, '{ mediathekAssets(filter: { sourceType: "archived" }) { total } mediathekTotals { all archived pinned } }');
      expect(listed.body.data).toEqual({ mediathekAssets: { total: 0 }, mediathekTotals: expect.objectContaining({ all: 0, archived: 0, pinned: 0 }) });
    });

    it('rewards: the other guest’s reward id is NOT_FOUND, his personal code unknown, his vouchers not listed', async () => {
      const redeemed = await gql('/vxql', me.token, 'mutation($id: Int!) { redeemReward(id: $id) { id } }', { id: theirs.rewardId });
      expect(redeemed.body.errors[0].extensions.code).toBe('NOT_FOUND');
      const code = { code: theirs.personalCode };
      const asked = await gql('/vxql', me.token, 'query($code: String!) { canRedeem(code: $code) { canRedeem reason } bonusCode(code: $code) { code } remainingBonusCodes { code } guestVouchers { guestId } }', code);
      expect(asked.body.data).toEqual({ canRedeem: { canRedeem: false, reason: 'bonus_code_not_found' }, bonusCode: null, remainingBonusCodes: [], guestVouchers: [] });
      const redeem = await post(`${server.rest}/guest/redeemBonus`, code, { token: me.token });
      expect(redeem.status).toBe(404);
      expect(redeem.body.error.code).toBe('bonus_code_not_found');
      const wheel = await gql('/vxql', me.token, '{ loyaltySpinwheel { spins spinRewardHistory { id } } }');
      expect(wheel.body.data.loyaltySpinwheel).toEqual({ spins: 0, spinRewardHistory: [] });
    });

    it('pincallVerify of the other guest’s verification, even with its PIN: error 7, not verified', async () => {
      const response = await gql('/guest-service', me.token, 'mutation($id: Int!, $pin: String!) { pincallVerify(id: $id, type: "mobile", pin: $pin) { verification { id } errors { errorCode } } }', {
        id: theirs.verificationId,
        pin: theirs.pin,
      });
      expect(response.body.data.pincallVerify).toEqual({ verification: null, errors: [{ errorCode: 7 }] });
      const mine = await gql('/guest-service', me.token, '{ pincallVerifications { id } }');
      expect(mine.body.data.pincallVerifications).toEqual([]);
    });

    it('the socket ignores the guestId a message carries: pins, switches and answers are the caller’s own', async () => {
      const socket = await TestSocket.connect(server.wsUrl);
      try {
        await socket.requestSession(me.token);
        const envelope = { guestId: other.guestId };
        socket.send({ type: 'setPinnedActorNotification', actorId: theirs.actor, channel: 'email', enabled: true, ...envelope });
        socket.send({ type: 'favouriteUnpin', kind: 'actor', actorId: theirs.actor, ...envelope });
        await socket.next('favouriteEvent');
        socket.send({ type: 'favouriteUnpin', kind: 'album', actorId: 1, albumId: theirs.album, ...envelope });
        await socket.next('favouriteEvent');
        socket.send({ type: 'requestFavouriteActors', ...envelope });
        expect((await socket.next('favouriteActors')).actors).toEqual([]);
        socket.send({ type: 'refreshEmailProperties', ...envelope });
        expect(await socket.next('emailProperties')).toEqual({ type: 'emailProperties', email: me.email, pendingEmail: null });
        socket.send({ type: 'favouritePin', kind: 'actor', actorId: theirs.actor, ...envelope });
        await socket.next('favouriteEvent');
        const pins = await rows(sql`SELECT guest_id FROM favourite_actors WHERE actor_id = ${theirs.actor} ORDER BY guest_id`);
        expect(pins.map((pin) => pin.guest_id)).toEqual([me.guestId, other.guestId].sort((a, b) => a - b));
        socket.send({ type: 'favouriteUnpin', kind: 'actor', actorId: theirs.actor, ...envelope });
        await socket.next('favouriteEvent');
      } finally {
        await socket.close();
      }
    });
  });

  describe('calls without a login: the mailed e-mail link (its token is the proof) and the public avatar', () => {
    it.each([
      ['guest/email/confirm', ''],
      ['guest/email/confirm', `?token=${'x'.repeat(101)}`],
      ['guest/email/confirm', '?token=unknown&language=xx'],
      ['guest/email/confirm', '?token=unknown'],
      ['guest/avatar', '/abc/1'],
      ['guest/avatar', '/1/abc'],
      ['guest/avatar', `/1/${'9'.repeat(16)}`],
      ['guest/avatar', '/-1/1'],
    ])('refuses %s%s with a 400 and the uniform error', async (path, rest) => {
      const response = await get(`${server.rest}/${path}${rest}`, { redirect: 'manual' });
      expect(response.status).toBe(400);
      expect(response.body.error).toEqual({ code: expect.any(String), message: expect.any(String) });
    });
  });

  describe('socket messages of the area (favourites, e-mail properties)', () => {
    const MESSAGES = [
      { type: 'favouritePin', kind: 'actor', actorId: 1 },
      { type: 'favouriteUnpin', kind: 'actor', actorId: 1 },
      { type: 'setPinnedActorNotification', actorId: 1, channel: 'sms', enabled: true },
      { type: 'requestFavouriteActors' },
      { type: 'refreshEmailProperties' },
      { type: 'passwordChanged' },
    ];

    it('(b) a visitor’s socket gets no answer and changes nothing', async () => {
      const socket = await TestSocket.connect(server.wsUrl);
      try {
        await socket.requestSession();
        const before = await queryRows(server.database, sql`SELECT count(*)::int AS n FROM favourite_actors`);
        for (const message of MESSAGES) socket.send(message);
        await socket.roundTrip();
        expect(socket.received.map((event) => event.type)).toEqual(['sessionAcknowledge', 'pong']);
        expect(await queryRows(server.database, sql`SELECT count(*)::int AS n FROM favourite_actors`)).toEqual(before);
      } finally {
        await socket.close();
      }
    });

    it('(a) malformed messages are ignored: no answer, nothing written, the socket stays open', async () => {
      const socket = await TestSocket.connect(server.wsUrl);
      try {
        await socket.requestSession(me.token);
        const before = await snapshotOf(server, me.guestId);
        for (const message of [
          'not json',
          { type: 'favouritePin', kind: 'actor', actorId: -1 },
          { type: 'favouritePin', kind: 'actor', actorId: '1' },
          { type: 'favouritePin', kind: 'video', actorId: 1 },
          { type: 'favouritePin', kind: 'actor' },
          { type: 'favouritePin', kind: 'actor', actorId: 2 ** 31 },
          { type: 'favouritePin', kind: 'actor', actorId: 999_999 },
          { type: 'favouritePin', kind: 'picture', actorId: 1, albumId: 999_999, pictureId: 999_999 },
          { type: 'favouriteUnpin', kind: 'actor', actorId: 0 },
          { type: 'setPinnedActorNotification', actorId: 1, channel: 'pigeon', enabled: true },
          { type: 'setPinnedActorNotification', actorId: 1, channel: 'email', enabled: 'yes' },
          { type: 'requestFavouriteActors', accessToken: 'x'.repeat(500) },
          { type: 'refreshEmailProperties', guestId: 'me' },
        ]) {
          socket.send(message);
        }
        await socket.roundTrip();
        expect(socket.received.map((event) => event.type)).toEqual(['sessionAcknowledge', 'pong']);
        expect(socket.isOpen).toBe(true);
        expect(await snapshotOf(server, me.guestId)).toEqual(before);
      } finally {
        await socket.close();
      }
    });
  });
});
