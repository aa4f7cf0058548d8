import { eq, sql } from 'drizzle-orm';
import { queryRows } from '../../../testing/db';
import { useTestServer } from '../../../testing/server';
import { guests } from '../../guests/schema';
import { chatGuest } from '../../livechat/test-kit';
import { vouchers } from '../../rewards/schema';
import { VOUCHER_TYPE } from '../../rewards/spend-voucher';
import { getBalance } from '../../wallet/service';
import { insertChannel, sendMessenger } from './test-kit';

describe('messenger messages paid by the guest’s free messages and messages vouchers', () => {
  const server = useTestServer({ seedActors: 4 });

  it('spends the channel’s, then the guest’s free messages, then a messages voucher, each once, and then coins', async () => {
    const guest = await chatGuest(server, 100);
    const channelId = await insertChannel(server, guest, 1, { freeMessagesLeft: 1 });
    await server.database.db.update(guests).set({ freeMessagesCount: 1 }).where(eq(guests.id, guest.guestId));
    await server.database.db.insert(vouchers).values({ guestId: guest.guestId, type: VOUCHER_TYPE.messages, amount: 1, source: 'test' });
    for (const id of ['client-voucher1', 'client-voucher2', 'client-voucher3', 'client-voucher4']) {
      sendMessenger(guest, channelId, { messageId: id });
      await guest.socket.next('messengerMessageAck');
    }
    // A resent client id is a replay: nothing more is taken.
    sendMessenger(guest, channelId, { messageId: 'client-voucher3' });
    await guest.socket.next('messengerMessageAck');
    const prices = await queryRows<{ price: number }>(server.database, sql`SELECT price FROM messenger_messages WHERE channel_id = ${channelId} ORDER BY id`);
    expect(prices.map((row) => row.price)).toEqual([0, 0, 0, 5]);
    expect(await getBalance(server.database.db, guest.guestId)).toBe(95);
    const [row] = await server.database.db.select({ free: guests.freeMessagesCount }).from(guests).where(eq(guests.id, guest.guestId));
    expect(row.free).toBe(0);
    expect(await server.database.db.select().from(vouchers).where(eq(vouchers.guestId, guest.guestId))).toEqual([]);
    expect(guest.socket.drain('vouchers').at(-1)).toEqual({ type: 'vouchers', vouchers: [] });
  });
});
