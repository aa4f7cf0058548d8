import { sql } from 'drizzle-orm';
import { chatShowListSchema, ticketRemoveResultSchema, ticketResultSchema } from '@vx/shared/protocol';
import { queryRows } from '../../testing/db';
import { get, post, request, signupGuest, type SignedUp } from '../../testing/http';
import { SERVER_START_TIMEOUT, TEST_INTERNAL_SECRET, useTestServer } from '../../testing/server';
import { TestSocket } from '../../testing/socket';
import { credit, getBalance } from '../wallet/service';

describe('cam shows and tickets (camshows, chatShows, buyChatTicket, removeChatTicket)', () => {
  const server = useTestServer();
  let guest: SignedUp;
  const HOUR = 3_600_000;

  /** A show of actor 5 starting `startInHours` from now, one hour long. */
  async function addShow(startInHours: number, price = 50, promoCode: string | null = null): Promise<number> {
    const start = new Date(Date.now() + startInHours * HOUR);
    const [row] = await queryRows<{ id: number }>(
      server.database,
      sql`INSERT INTO chat_shows (actor_id, title, price, starts_at, ends_at, promo_code)
          VALUES (5, 'Test show', ${price}, ${start.toISOString()}::timestamptz, ${new Date(start.getTime() + HOUR).toISOString()}::timestamptz, ${promoCode})
          RETURNING id`,
    );
    return row.id;
  }
  const buy = (showId: number, body: Record<string, unknown>, token = guest.token) =>
    post(`${server.rest}/camshows/${showId}/ticket`, body, { token });
  const remove = (showId: number, token = guest.token) => request('DELETE', `${server.rest}/camshows/${showId}/ticket`, undefined, { token });

  beforeAll(async () => {
    guest = await signupGuest(server.url);
    await credit(server.database.db, { guestId: guest.guestId, amount: 200, kind: 'test_topup', reference: 'test', idempotencyKey: 'topup-1' });
  }, SERVER_START_TIMEOUT);

  it('lists seeded upcoming and running shows, featured first', async () => {
    const response = await get(`${server.rest}/camshows?first=50`);
    expect(response.status).toBe(200);
    const list = chatShowListSchema.parse(response.body);
    expect(list.shows.length).toBeGreaterThan(0);
    expect(list.shows.some((s) => s.hasStarted)).toBe(true);
    expect(list.shows.some((s) => !s.hasStarted)).toBe(true);
    const featured = list.shows.map((s) => s.isFeatured);
    expect(featured).toEqual([...featured].sort((a, b) => Number(b) - Number(a)));
    expect(list.shows.every((s) => !s.isBought && Date.parse(s.end) > Date.now())).toBe(true);
    const upcoming = chatShowListSchema.parse((await get(`${server.rest}/camshows?status=upcoming`)).body);
    expect(upcoming.shows.every((s) => !s.hasStarted)).toBe(true);
    const running = chatShowListSchema.parse((await get(`${server.rest}/camshows?status=running`)).body);
    expect(running.shows.every((s) => s.hasStarted)).toBe(true);
  });

  it('answers a seeded show in the guest language, and a show without a translation in its own', async () => {
    const texts = async (language: string) =>
      chatShowListSchema.parse((await get(`${server.rest}/camshows?first=50&language=${language}`)).body).shows.filter((s) => s.title !== 'Test show');
    const english = await texts('en');
    expect(english.every((s) => s.description.language === 'en')).toBe(true);
    for (const language of ['de', 'nl', 'es']) {
      const shows = await texts(language);
      expect(shows.map((s) => s.id)).toEqual(english.map((s) => s.id));
      for (const [index, show] of shows.entries()) {
        expect(show.description).toMatchObject({ language });
        expect(show.description.value).not.toBe(english[index].description.value);
        expect(show.title).not.toBe(english[index].title);
        expect(show.name).toBe(show.title);
      }
    }
    const untranslated = await addShow(30);
    const inDutch = chatShowListSchema.parse((await get(`${server.rest}/camshows?first=100&language=nl`)).body).shows.find((s) => s.id === untranslated);
    expect(inDutch).toMatchObject({ title: 'Test show', description: { language: 'en' } });
  });

  it('buys a ticket once per idempotency key, marks it bought and shows it in the profile', async () => {
    const showId = await addShow(2, 50);
    const first = await buy(showId, { creationType: 'C', idempotencyKey: 'buy-show-key-1' });
    expect(ticketResultSchema.parse(first.body)).toEqual({ success: true, errorCode: null });
    // The ticket id is in the answer for the purchase tracking; it is the stored ticket.
    const [ticket] = await queryRows<{ id: number }>(server.database, sql`SELECT id FROM chat_tickets WHERE show_id = ${showId} AND guest_id = ${guest.guestId}`);
    expect(first.body).toEqual({ success: true, errorCode: null, ticketId: ticket.id });
    // A second click with the same key charges nothing and still succeeds, naming the same ticket.
    expect((await buy(showId, { creationType: 'C', idempotencyKey: 'buy-show-key-1' })).body).toEqual({ success: true, errorCode: null, ticketId: ticket.id });
    expect(await getBalance(server.database.db, guest.guestId)).toBe(150);
    // Another key: the guest already has it.
    expect((await buy(showId, { creationType: 'C', idempotencyKey: 'buy-show-key-2' })).body).toEqual({ success: false, errorCode: 'already_bought', ticketId: null });
    expect(await getBalance(server.database.db, guest.guestId)).toBe(150);

    const list = chatShowListSchema.parse((await get(`${server.rest}/camshows?first=100`, { token: guest.token })).body);
    const show = list.shows.find((s) => s.id === showId);
    expect(show).toMatchObject({ isBought: true, canBuy: false });
    expect(show?.postBuyInfo.value).not.toBeUndefined();

    // Removing before the start refunds in full, once.
    const removed = await remove(showId);
    expect(ticketRemoveResultSchema.parse(removed.body)).toEqual({ success: true, errorCode: null, refunded: 50 });
    expect((await remove(showId)).body).toEqual({ success: false, errorCode: 'not_found', refunded: 0 });
    expect(await getBalance(server.database.db, guest.guestId)).toBe(200);
  });

  it('refuses a reused key, and gives no refund once the show has started', async () => {
    const showId = await addShow(-0.5, 30);
    expect((await buy(showId, { creationType: 'M', idempotencyKey: 'running-show-1' })).body.success).toBe(true);
    expect(await getBalance(server.database.db, guest.guestId)).toBe(170);
    expect((await remove(showId)).body).toEqual({ success: true, errorCode: null, refunded: 0 });
    expect(await getBalance(server.database.db, guest.guestId)).toBe(170);
    // The key already paid for the removed ticket: it cannot buy a second one for free.
    expect((await buy(showId, { creationType: 'M', idempotencyKey: 'running-show-1' })).status).toBe(409);
  });

  it('pays a ticket with a live-show voucher for the show’s actor before coins, once, and refunds no coins for it', async () => {
    const showId = await addShow(3, 40);
    const other = await addShow(3, 40);
    await queryRows(server.database, sql`UPDATE chat_shows SET actor_id = 6 WHERE id = ${other}`);
    await queryRows(server.database, sql`INSERT INTO vouchers (guest_id, type, actor_id, amount, source) VALUES (${guest.guestId}, 7, 5, 1, 'test')`);
    const vouchers = async () => (await queryRows<{ amount: number }>(server.database, sql`SELECT amount FROM vouchers WHERE guest_id = ${guest.guestId} AND type = 7`)).map((row) => row.amount);
    const before = await getBalance(server.database.db, guest.guestId);
    const socket = await TestSocket.connect(server.wsUrl);
    try {
      await socket.requestSession(guest.token);
      // Another actor's show: the voucher does not fit, coins pay.
      expect((await buy(other, { creationType: 'C', idempotencyKey: 'voucher-other-1' })).body.success).toBe(true);
      expect(await getBalance(server.database.db, guest.guestId)).toBe(before! - 40);
      expect(await vouchers()).toEqual([1]);
      // Two clicks at once with two keys: one ticket, paid by the voucher, no coins.
      const results = await Promise.all([
        buy(showId, { creationType: 'C', idempotencyKey: 'voucher-show-1' }),
        buy(showId, { creationType: 'C', idempotencyKey: 'voucher-show-2' }),
      ]);
      expect(results.map((r) => r.body.success).sort()).toEqual([false, true]);
      expect(await getBalance(server.database.db, guest.guestId)).toBe(before! - 40);
      expect(await vouchers()).toEqual([]);
      expect((await socket.next('vouchers')).vouchers.filter((v) => v.type === 7)).toEqual([]);
      const [ticket] = await queryRows<{ price: number }>(server.database, sql`SELECT price FROM chat_tickets WHERE show_id = ${showId} AND guest_id = ${guest.guestId}`);
      expect(ticket.price).toBe(0);
      expect((await remove(showId)).body).toEqual({ success: true, errorCode: null, refunded: 0 });
      expect((await remove(other)).body).toEqual({ success: true, errorCode: null, refunded: 40 });
      expect(await getBalance(server.database.db, guest.guestId)).toBe(before);
    } finally {
      await socket.close();
    }
  });

  it('charges once when two clicks with the same key race', async () => {
    const showId = await addShow(4, 10);
    const before = await getBalance(server.database.db, guest.guestId);
    const results = await Promise.all([
      buy(showId, { creationType: 'C', idempotencyKey: 'race-key-1' }),
      buy(showId, { creationType: 'C', idempotencyKey: 'race-key-1' }),
    ]);
    expect(results.map((r) => r.body)).toEqual([
      { success: true, errorCode: null, ticketId: expect.any(Number) },
      { success: true, errorCode: null, ticketId: results[0].body.ticketId },
    ]);
    expect(await getBalance(server.database.db, guest.guestId)).toBe(before! - 10);
    await remove(showId);
  });

  it('answers the error codes', async () => {
    const ended = await addShow(-3, 10);
    const pricey = await addShow(5, 100_000);
    const promo = await addShow(6, 80, 'PROMO42');
    const key = (n: string) => `error-case-${n}`;
    const refused = (errorCode: string) => ({ success: false, errorCode, ticketId: null });
    expect((await buy(999_999, { creationType: 'C', idempotencyKey: key('a') })).body).toEqual(refused('not_found'));
    expect((await buy(ended, { creationType: 'C', idempotencyKey: key('b') })).body).toEqual(refused('show_ended'));
    expect((await buy(pricey, { creationType: 'C', idempotencyKey: key('c') })).body).toEqual(refused('insufficient_balance'));
    expect((await buy(promo, { creationType: 'P', promoCode: 'WRONG', idempotencyKey: key('d') })).body).toEqual(refused('invalid_promo_code'));
    const before = await getBalance(server.database.db, guest.guestId);
    expect((await buy(promo, { creationType: 'P', promoCode: 'PROMO42', idempotencyKey: key('e') })).body).toEqual({ success: true, errorCode: null, ticketId: expect.any(Number) });
    expect(await getBalance(server.database.db, guest.guestId)).toBe(before);
  });

  it('lists the shows of one actor with modelId', async () => {
    const showId = await addShow(7, 25);
    const list = chatShowListSchema.parse((await get(`${server.rest}/camshows?first=100&modelId=5`)).body);
    expect(list.shows.map((s) => s.id)).toContain(showId);
    expect(list.shows.every((s) => s.actorId === 5)).toBe(true);
    expect(list.total).toBe(list.shows.length);
    const other = chatShowListSchema.parse((await get(`${server.rest}/camshows?first=100&modelId=6`)).body);
    expect(other.shows.map((s) => s.id)).not.toContain(showId);
    expect(other.shows.every((s) => s.actorId === 6)).toBe(true);
  });

  it.each([
    ['a visitor buying', () => buy(1, { creationType: 'C', idempotencyKey: 'visitor-key-1' }, ''), 401],
    ['a visitor removing', () => remove(1, ''), 401],
    ['a bad creation type', () => buy(1, { creationType: 'X', idempotencyKey: 'bad-type-key' }), 400],
    ['a missing key', () => buy(1, { creationType: 'C' }), 400],
    ['an oversize promo code', () => buy(1, { creationType: 'P', promoCode: 'x'.repeat(41), idempotencyKey: 'long-promo-key' }), 400],
    ['a malformed show id', () => buy(-1 as number, { creationType: 'C', idempotencyKey: 'negative-id-key' }), 400],
    ['a malformed list size', () => get(`${server.rest}/camshows?first=0`), 400],
    ['an unknown status', () => get(`${server.rest}/camshows?status=past`), 400],
    ['a malformed actor filter', () => get(`${server.rest}/camshows?modelId=-3`), 400],
  ])('answers %s with a JSON error', async (_case, call, status) => {
    const response = await call();
    expect(response.status).toBe(status);
    expect(response.body.error).toEqual({ code: expect.any(String), message: expect.any(String) });
  });

  it('serves the same over the query service', async () => {
    const showId = await addShow(8, 20);
    const vxql = (query: string, variables: Record<string, unknown> = {}) =>
      post(`${server.url}/vxql?language=en`, { query, variables }, { token: guest.token });
    const list = await vxql('{ chatShows(first: 100, status: "upcoming") { total shows { id isBought price { value currency symbol } } } }');
    expect(list.body.data.chatShows.shows.some((s: { id: number }) => s.id === showId)).toBe(true);
    const bought = await vxql('mutation($id: Int!) { buyChatTicket(id: $id, creationType: "C", modelId: 5) { success errorCode ticketId } }', { id: showId });
    expect(bought.body.data.buyChatTicket).toEqual({ success: true, errorCode: null, ticketId: expect.any(Number) });
    const again = await vxql('mutation($id: Int!) { buyChatTicket(id: $id, creationType: "C") { success errorCode } }', { id: showId });
    expect(again.body.data.buyChatTicket).toEqual({ success: false, errorCode: 'already_bought' });
    const wrongModel = await vxql('mutation($id: Int!) { buyChatTicket(id: $id, creationType: "C", modelId: 6) { success errorCode } }', { id: showId });
    expect(wrongModel.body.data.buyChatTicket).toEqual({ success: false, errorCode: 'not_found' });
    const removed = await vxql('mutation($id: Int!) { removeChatTicket(id: $id) { success errorCode refunded } }', { id: showId });
    expect(removed.body.data.removeChatTicket).toEqual({ success: true, errorCode: null, refunded: 20 });
    const perModel = await vxql('{ ticketChatList(modelId: 5) { shows { actorId } } }');
    expect(perModel.body.data.ticketChatList.shows.every((s: { actorId: number }) => s.actorId === 5)).toBe(true);
    const badType = await vxql('mutation { buyChatTicket(id: 1, creationType: "Z") { success } }');
    expect(badType.body.errors[0].message).toMatch(/Invalid arguments/);
  });

  it('pushes a ticket-show invitation through the internal route', async () => {
    const socket = await TestSocket.connect(server.wsUrl);
    await socket.requestSession(guest.token);
    const url = `${server.rest}/internal/actor/5/ticketShowInvitation`;
    expect((await post(url, { guestId: guest.guestId })).status).toBe(404);
    const sent = await post(url, { guestId: guest.guestId }, { headers: { 'x-internal-secret': TEST_INTERNAL_SECRET } });
    expect(sent.body).toEqual({ success: true });
    const event = await socket.next('privateTicketShowInvitation');
    expect(event).toMatchObject({ actorId: 5, actorName: expect.any(String), actorProfilePictureUrl: expect.stringContaining('/media/actor/5/') });
    const unknown = await post(`${server.rest}/internal/actor/999999/ticketShowInvitation`, { guestId: guest.guestId }, { headers: { 'x-internal-secret': TEST_INTERNAL_SECRET } });
    expect(unknown.status).toBe(404);
    socket.ws.close();
  });
});
