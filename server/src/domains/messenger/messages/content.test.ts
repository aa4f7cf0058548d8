import { messengerContentSchema } from '@vx/shared/protocol';
import { get, post, signupGuest, type SignedUp } from '../../../testing/http';
import { useTestServer } from '../../../testing/server';
import { openChannel } from '../channels';
import { messengerMessages } from '../message-schema';

describe('messengerContent (query service)', () => {
  const server = useTestServer();
  const db = () => server.database.db;
  const vxql = (token: string, variables: Record<string, unknown>) =>
    post(
      `${server.url}/vxql?language=en`,
      {
        query: `query($channelId: Int!, $beforeId: Int, $sinceId: Int, $limit: Int) {
          messengerContent(channelId: $channelId, beforeId: $beforeId, sinceId: $sinceId, limit: $limit) {
            channelId hasMore
            messages { id channelId senderType messageType text gifts { giftId quantity } toyControlId image { thumbnailUrl url censored } price clientId created }
          }
        }`,
        variables,
      },
      { token },
    );

  /** A channel of the guest's with the actor holding `count` messages (texts "m1".."mN"); their ids, oldest first. */
  async function channelWith(guest: SignedUp, actorId: number, count: number): Promise<{ channelId: number; ids: number[] }> {
    const channel = await openChannel(db(), guest.guestId, actorId);
    const ids: number[] = [];
    for (let i = 1; i <= count; i += 1) {
      const [row] = await db()
        .insert(messengerMessages)
        .values({ channelId: channel!.id, guestId: guest.guestId, senderType: i % 2 ? 'actor' : 'guest', messageType: 'text', text: `m${i}` })
        .returning();
      ids.push(row!.id);
    }
    return { channelId: channel!.id, ids };
  }

  const texts = (body: { data: { messengerContent: { messages: Array<{ text: string }> } } }) => body.data.messengerContent.messages.map((m) => m.text);

  it('answers the newest page, older pages with beforeId and what came after sinceId, oldest first', async () => {
    const guest = await signupGuest(server.url);
    const { channelId, ids } = await channelWith(guest, 2, 5);
    const newest = await vxql(guest.token, { channelId, limit: 2 });
    expect(messengerContentSchema.safeParse(newest.body.data.messengerContent).success).toBe(true);
    expect(texts(newest.body)).toEqual(['m4', 'm5']);
    expect(newest.body.data.messengerContent.hasMore).toBe(true);
    const older = await vxql(guest.token, { channelId, beforeId: ids[3], limit: 2 });
    expect(texts(older.body)).toEqual(['m2', 'm3']);
    const oldest = await vxql(guest.token, { channelId, beforeId: ids[1], limit: 2 });
    expect(texts(oldest.body)).toEqual(['m1']);
    expect(oldest.body.data.messengerContent.hasMore).toBe(false);
    const missed = await vxql(guest.token, { channelId, sinceId: ids[1], limit: 2 });
    expect(texts(missed.body)).toEqual(['m3', 'm4']);
    expect(missed.body.data.messengerContent.hasMore).toBe(true);
    const all = await vxql(guest.token, { channelId });
    expect(texts(all.body)).toEqual(['m1', 'm2', 'm3', 'm4', 'm5']);
  });

  it('another guest’s channel is not found, a visitor is refused, bad arguments are named', async () => {
    const guest = await signupGuest(server.url);
    const other = await signupGuest(server.url);
    const { channelId } = await channelWith(guest, 3, 1);
    const foreign = await vxql(other.token, { channelId });
    expect(foreign.body.data.messengerContent).toBeNull();
    expect(foreign.body.errors[0]).toMatchObject({ message: 'Channel not found', extensions: { code: 'NOT_FOUND' } });
    const visitor = (await get(`${server.rest}/vxql/visitorToken`)).body.token as string;
    expect((await vxql(visitor, { channelId })).body.errors[0].message).toBe('Login required');
    for (const bad of [{ channelId, limit: 0 }, { channelId, limit: 201 }, { channelId: 0 }, { channelId, beforeId: 5, sinceId: 2 }]) {
      const answer = await vxql(guest.token, bad);
      expect(answer.body.errors[0]).toMatchObject({ message: expect.stringMatching(/^Invalid arguments: /), extensions: { code: 'BAD_USER_INPUT' } });
    }
  });
});
