import { eq, sql } from 'drizzle-orm';
import { queryRows } from '../../testing/db';
import { useTestServer } from '../../testing/server';
import { guests } from '../guests/schema';
import { chatGuest } from '../livechat/test-kit';
import { insertChannel, sendMessenger } from '../messenger/messages/test-kit';
import { actorPicture } from './picture';
import { startReplies } from './replies';

describe('simulator: an actor answers with a picture', () => {
  const server = useTestServer({ seedActors: 3 });

  it('draws her picture as a PNG, the same for the same shot', async () => {
    const actor = { id: 2, genderType: 'F', name: 'Mia' };
    const png = await actorPicture(actor, 7);
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect((await actorPicture(actor, 7)).equals(png)).toBe(true);
  });

  it('with pictureChance 1 a text is answered by image_received, censored for a guest who is not age-verified', async () => {
    const timers: Array<() => void> = [];
    const stop = startReplies(server.database.db, server.hub, {
      delayMs: 10,
      random: () => 0,
      pictureChance: 1,
      setTimer: (run) => {
        timers.push(run);
        return () => undefined;
      },
    });
    try {
      const guest = await chatGuest(server, 100);
      await server.database.db.update(guests).set({ language: 'es' }).where(eq(guests.id, guest.guestId));
      const channelId = await insertChannel(server, guest, 1, { freeMessagesLeft: 3 });
      sendMessenger(guest, channelId, { messageId: 'client-pic-ask' });
      await guest.socket.next('messengerMessageAck');
      await guest.socket.next('messengerMessage');
      for (let tries = 0; timers.length === 0 && tries < 100; tries += 1) await new Promise((resolve) => setTimeout(resolve, 10));
      for (const run of timers) run();
      const answer = await guest.socket.next('messengerMessage');
      expect(answer.message).toMatchObject({ senderType: 'actor', messageType: 'image_received', text: '¡Una fotito, solo para ti!', image: { thumbnailUrl: null, url: null, censored: true } });
      const [row] = await queryRows<{ sender_type: string; thumb: number }>(
        server.database,
        sql`SELECT sender_type, length(thumbnail) AS thumb FROM messenger_images WHERE channel_id = ${channelId}`,
      );
      expect(row).toMatchObject({ sender_type: 'actor' });
      expect(row!.thumb).toBeGreaterThan(0);
    } finally {
      await stop();
    }
  });
});
