import { sql } from 'drizzle-orm';
import { queryRows } from '../../testing/db';
import { post, signupGuest, type SignedUp } from '../../testing/http';
import { SERVER_START_TIMEOUT, useTestServer } from '../../testing/server';
import { PROMO_ATTEMPT_LIMITS } from './promo-attempts';
import { newPromoCode, PROMO_CODE_ALPHABET } from './promo-code';

const CODE = new RegExp(`^[${PROMO_CODE_ALPHABET}]{12}$`);

describe('promo codes', () => {
  const server = useTestServer();
  let showId: number;
  let code: string;
  /** Promo attempts made so far from this test's one address (127.0.0.1). */
  let fromAddress = 0;

  beforeAll(async () => {
    const [show] = await queryRows<{ id: number; promo_code: string }>(
      server.database,
      sql`SELECT id, promo_code FROM chat_shows WHERE promo_code IS NOT NULL AND ends_at > now() ORDER BY id LIMIT 1`,
    );
    showId = show.id;
    code = show.promo_code;
  }, SERVER_START_TIMEOUT);

  const buyRest = (guest: SignedUp, promoCode: string, key: string) => {
    fromAddress += 1;
    return post(`${server.rest}/camshows/${showId}/ticket`, { creationType: 'P', promoCode, idempotencyKey: `promo-${key}` }, { token: guest.token });
  };
  const buyVxql = (guest: SignedUp, promoCode: string) => {
    fromAddress += 1;
    return post(
      `${server.url}/vxql?language=en`,
      { query: `mutation { buyChatTicket(id: ${showId}, creationType: "P", promoCode: "${promoCode}") { success errorCode } }` },
      { token: guest.token },
    );
  };

  it('seeds random codes from an unambiguous alphabet, not FREESHOW1/5/9', async () => {
    const rows = await queryRows<{ promo_code: string }>(server.database, sql`SELECT promo_code FROM chat_shows WHERE promo_code IS NOT NULL`);
    expect(rows.length).toBeGreaterThan(0);
    for (const { promo_code } of rows) {
      expect(promo_code).toMatch(CODE);
      expect(promo_code).not.toMatch(/^FREESHOW/);
    }
    expect(PROMO_CODE_ALPHABET).not.toMatch(/[01OIL]/);
    const many = Array.from({ length: 2000 }, () => newPromoCode());
    expect(new Set(many).size).toBe(many.length);
  });

  it('stops a guest guessing over vxql after the limit, with the GraphQL error shape, 429 and Retry-After', async () => {
    const guesser = await signupGuest(server.url);
    for (let i = 0; i < PROMO_ATTEMPT_LIMITS.perGuest; i += 1) {
      const guess = await buyVxql(guesser, `GUESS${i}`);
      expect(guess.status).toBe(200);
      expect(guess.body.data.buyChatTicket).toEqual({ success: false, errorCode: 'invalid_promo_code' });
    }
    const limited = await buyVxql(guesser, code);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited.body.errors[0]).toMatchObject({ message: expect.stringContaining('Too many promo code attempts'), extensions: { code: 'too_many_attempts' } });
    expect(limited.body.data ?? null).toBeNull();

    // The same budget over REST: switching channels gains nothing, even with the right code.
    const viaRest = await buyRest(guesser, code, 'switch');
    expect(viaRest.status).toBe(429);
    expect(viaRest.body.error.code).toBe('too_many_attempts');
    expect(Number(viaRest.headers.get('retry-after'))).toBeGreaterThan(0);
    const tickets = await queryRows(server.database, sql`SELECT id FROM chat_tickets WHERE guest_id = ${guesser.guestId}`);
    expect(tickets).toEqual([]);
  });

  it('stops many guests guessing from one address over REST', async () => {
    let guessed = 0;
    let limited = null;
    // New guests, each under its own limit, until the address has used up its attempts.
    while (!limited && fromAddress < PROMO_ATTEMPT_LIMITS.perAddress + 1) {
      const guest = await signupGuest(server.url);
      for (let i = 0; i < PROMO_ATTEMPT_LIMITS.perGuest - 1 && fromAddress < PROMO_ATTEMPT_LIMITS.perAddress + 1; i += 1) {
        const guess = await buyRest(guest, `WRONG${guessed}`, `guess-${guessed}`);
        guessed += 1;
        if (guess.status === 429) {
          limited = guess;
          break;
        }
        expect(guess.body).toEqual({ success: false, errorCode: 'invalid_promo_code', ticketId: null });
      }
    }
    expect(fromAddress).toBe(PROMO_ATTEMPT_LIMITS.perAddress + 1);
    expect(limited?.status).toBe(429);
    expect(limited?.body.error.code).toBe('too_many_attempts');
    expect(Number(limited?.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('does not limit buying without a promo code', async () => {
    const guest = await signupGuest(server.url);
    const bought = await post(`${server.rest}/camshows/${showId}/ticket`, { creationType: 'C', idempotencyKey: 'promo-plain-buy' }, { token: guest.token });
    expect(bought.status).toBe(200);
    expect(bought.body.errorCode).not.toBe('invalid_promo_code');
  });
});
