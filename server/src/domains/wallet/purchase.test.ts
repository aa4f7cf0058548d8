import { sql } from 'drizzle-orm';
import { queryRows } from '../../testing/db';
import { signupGuest } from '../../testing/http';
import { useTestServer } from '../../testing/server';
import { TestSocket } from '../../testing/socket';
import { credit, getBalance, purchase } from './service';

// Concurrency is tested on PostgreSQL (purchase.pg.test.ts): PGlite runs one transaction at a time, so
// parallel purchases here could not race and such a test could not fail.
describe('wallet purchase primitive (PGlite)', () => {
  const server = useTestServer();

  const db = () => server.database.db;
  const ledgerOf = (guestId: number) =>
    queryRows<{ amount: number; balance_after: number; idempotency_key: string }>(
      server.database,
      sql`SELECT amount, balance_after, idempotency_key FROM wallet_ledger WHERE guest_id = ${guestId} ORDER BY id`,
    );
  async function guestWith(coins: number): Promise<number> {
    const { guestId } = await signupGuest(server.url);
    if (coins > 0) await credit(db(), { guestId, amount: coins, kind: 'test', reference: 'seed', idempotencyKey: 'seed' });
    return guestId;
  }
  const buy = (guestId: number, price: number, key: string) =>
    purchase(db(), { guestId, price, kind: 'video', reference: 'video:1', idempotencyKey: key });

  it('debits, records the entry and pushes guestBalance', async () => {
    const { guestId, token } = await signupGuest(server.url);
    await credit(db(), { guestId, amount: 100, kind: 'test', reference: 'seed', idempotencyKey: 'seed' });
    const socket = await TestSocket.connect(server.wsUrl);
    try {
      await socket.requestSession(token);
      const result = await purchase(db(), { guestId, price: 30, kind: 'video', reference: 'video:7', idempotencyKey: 'k1' }, server.hub);
      expect(result).toEqual({ ok: true, balance: 70, entryId: expect.any(Number), replayed: false });
      expect(await socket.next('guestBalance')).toMatchObject({ guestBalance: 70, guestBalanceFormatted: '70 VXC' });
      expect(await ledgerOf(guestId)).toEqual([
        { amount: 100, balance_after: 100, idempotency_key: 'seed' },
        { amount: -30, balance_after: 70, idempotency_key: 'k1' },
      ]);
    } finally {
      await socket.close();
    }
  });

  it('refuses an insufficient balance without writing, and does not remember the refusal', async () => {
    const guestId = await guestWith(10);
    expect(await buy(guestId, 11, 'k-big')).toEqual({ ok: false, errorCode: 'insufficient_balance' });
    expect(await getBalance(db(), guestId)).toBe(10);
    expect(await ledgerOf(guestId)).toHaveLength(1);
    // After a top-up the same request goes through.
    await credit(db(), { guestId, amount: 5, kind: 'test', reference: 'top-up', idempotencyKey: 'top-up' });
    expect(await buy(guestId, 11, 'k-big')).toMatchObject({ ok: true, balance: 4 });
  });

  it('charges a retried key once and answers the stored result', async () => {
    const guestId = await guestWith(50);
    const first = await buy(guestId, 20, 'retry');
    const second = await buy(guestId, 20, 'retry');
    expect(first).toMatchObject({ ok: true, balance: 30, replayed: false });
    expect(second).toEqual({ ...first, replayed: true });
    expect(await getBalance(db(), guestId)).toBe(30);
    // Keys are per guest: another guest may use the same key.
    const other = await guestWith(50);
    expect(await buy(other, 20, 'retry')).toMatchObject({ ok: true, balance: 30, replayed: false });
  });

  it.each([0, -5, 1.5, Number.NaN])('refuses price %p before touching the database', async (price) => {
    const guestId = await guestWith(10);
    await expect(buy(guestId, price, `bad-${price}`)).rejects.toThrow();
    expect(await getBalance(db(), guestId)).toBe(10);
  });

  it('fails loudly for an unknown guest', async () => {
    await expect(buy(999_999, 1, 'nobody')).rejects.toThrow('unknown guest');
  });

  it('credits idempotently', async () => {
    const guestId = await guestWith(0);
    const first = await credit(db(), { guestId, amount: 25, kind: 'bonus', reference: 'b1', idempotencyKey: 'bonus-1' });
    const again = await credit(db(), { guestId, amount: 25, kind: 'bonus', reference: 'b1', idempotencyKey: 'bonus-1' });
    expect(again).toEqual({ ...first, replayed: true });
    expect(await getBalance(db(), guestId)).toBe(25);
  });

  it('joins an outer transaction: a rollback there undoes the purchase', async () => {
    const guestId = await guestWith(40);
    await expect(
      db().transaction(async (tx) => {
        const result = await purchase(tx, { guestId, price: 15, kind: 'album', reference: 'album:1', idempotencyKey: 'outer' });
        expect(result).toMatchObject({ ok: true, balance: 25 });
        throw new Error('later step failed');
      }),
    ).rejects.toThrow('later step failed');
    expect(await getBalance(db(), guestId)).toBe(40);
    expect(await ledgerOf(guestId)).toHaveLength(1);
  });

  it('keeps the ledger append-only', async () => {
    const guestId = await guestWith(10);
    await expect(server.database.db.execute(sql`UPDATE wallet_ledger SET amount = 1000 WHERE guest_id = ${guestId}`)).rejects.toThrow();
    await expect(server.database.db.execute(sql`DELETE FROM wallet_ledger WHERE guest_id = ${guestId}`)).rejects.toThrow();
  });
});
