import { eq } from 'drizzle-orm';
import type { ChatSession } from '@vx/shared/protocol';
import { useTestServer } from '../../testing/server';
import { vouchers } from '../rewards/schema';
import { VOUCHER_TYPE } from '../rewards/spend-voucher';
import { getBalance } from '../wallet/service';
import { advance, chatActor, chatGuest, LIVECHAT_TEST_CONFIG, MINUTE_MS, startedSession } from './test-kit';

describe('live chat minutes paid by a video-chat voucher', () => {
  const server = useTestServer({ config: LIVECHAT_TEST_CONFIG });
  const startOf = (session: ChatSession) => Date.parse(session.startedAt);

  it('covers the first minutes with the voucher before coins, each unit once, and pushes the vouchers', async () => {
    const actor = await chatActor(server.database, { chatPriceVideo: 20 });
    const other = await chatActor(server.database, { chatPriceVideo: 20 });
    const guest = await chatGuest(server, 200);
    await server.database.db.insert(vouchers).values([
      { guestId: guest.guestId, type: VOUCHER_TYPE.videochat, amount: 2, source: 'test' },
      // Another actor's voucher stays.
      { guestId: guest.guestId, type: VOUCHER_TYPE.videochat, amount: 5, actorId: other.id, source: 'test' },
    ]);
    try {
      const session = await startedSession(server, guest.token, { actorId: actor.id, kind: 'videoChat', sequence: 1 });
      const t0 = startOf(session);
      await advance(server, t0, t0 + 3 * MINUTE_MS + 100);
      // Four minutes: two paid by the voucher, two by coins.
      expect(await getBalance(server.database.db, guest.guestId)).toBe(200 - 2 * 20);
      const left = await server.database.db.select({ amount: vouchers.amount, actorId: vouchers.actorId }).from(vouchers).where(eq(vouchers.guestId, guest.guestId));
      expect(left).toEqual([{ amount: 5, actorId: other.id }]);
      await guest.socket.roundTrip();
      expect(guest.socket.drain('vouchers').at(-1)).toMatchObject({ vouchers: [{ type: VOUCHER_TYPE.videochat, amount: 5 }] });
    } finally {
      await guest.socket.close();
    }
  });
});
