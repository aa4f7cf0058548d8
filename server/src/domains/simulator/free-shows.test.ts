import { eq } from 'drizzle-orm';
import { messengerChannelSchema } from '@vx/shared/protocol';
import { get } from '../../testing/http';
import { useTestServer } from '../../testing/server';
import { actors } from '../actors/schema';
import { chatGuest } from '../livechat/test-kit';
import { openChannel } from '../messenger/channels';
import { freeShowRound, setFreeShow } from './free-shows';

describe('simulator: free shows', () => {
  const server = useTestServer({ seedActors: 4 });

  const freeChatOf = async (token: string, channelId: number) =>
    messengerChannelSchema.parse((await get(`${server.rest}/messenger/channel/${channelId}`, { token })).body).freeChat;

  it("a free show's start sets the channel's free chat and its stop clears it; the guest's sockets hear of each", async () => {
    const guest = await chatGuest(server, 0);
    await server.database.db.update(actors).set({ freeChat: false }).where(eq(actors.id, 2));
    const channel = (await openChannel(server.database.db, guest.guestId, 2))!;

    expect(await setFreeShow(server.database.db, server.hub, 2, true)).toBe(true);
    expect(await guest.socket.next('messengerContentChange')).toMatchObject({ channelId: channel.id });
    expect(await freeChatOf(guest.token, channel.id)).toBe(true);

    expect(await setFreeShow(server.database.db, server.hub, 2, true)).toBe(false);
    expect(await setFreeShow(server.database.db, server.hub, 2, false)).toBe(true);
    expect(await guest.socket.next('messengerContentChange')).toMatchObject({ channelId: channel.id });
    expect(await freeChatOf(guest.token, channel.id)).toBe(false);
  });

  it('a round toggles the drawn online actor only in some rounds', async () => {
    await server.database.db.update(actors).set({ freeChat: false }).where(eq(actors.id, 3));
    const freeChat = async () => (await server.database.db.select({ freeChat: actors.freeChat }).from(actors).where(eq(actors.id, 3)))[0]!.freeChat;
    await freeShowRound(server.database.db, server.hub, 3, () => 0.9);
    expect(await freeChat()).toBe(false);
    await freeShowRound(server.database.db, server.hub, 3, () => 0);
    expect(await freeChat()).toBe(true);
    await freeShowRound(server.database.db, server.hub, 3, () => 0);
    expect(await freeChat()).toBe(false);
    await freeShowRound(server.database.db, server.hub, undefined, () => 0);
  });
});
