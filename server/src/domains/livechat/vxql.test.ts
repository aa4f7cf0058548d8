import { sql } from 'drizzle-orm';
import { get, post, signupGuest } from '../../testing/http';
import { useTestServer } from '../../testing/server';
import { advance, chatActor, chatGuest, LIVECHAT_TEST_CONFIG, startedSession } from './test-kit';

describe('live chat on the query service (/vxql)', () => {
  const server = useTestServer({ config: LIVECHAT_TEST_CONFIG });
  const vxql = (token: string, query: string, variables?: Record<string, unknown>) => post(`${server.url}/vxql?language=en`, { query, variables }, { token });
  const visitorToken = async () => (await get(`${server.rest}/vxql/visitorToken`)).body.token as string;

  it('chatRatings: the actor’s figures, the same as on her profile; null for an unknown actor', async () => {
    const actor = await chatActor(server.database, { ratingCount90d: 12, satisfactionRate90d: 75 });
    const response = await vxql(await visitorToken(), `{ chatRatings(actorId: ${actor.id}) { actorId lastNinetyDays { countRatings satisfactionRate } } unknown: chatRatings(actorId: 999999) { actorId } }`);
    expect(response.body).toEqual({
      data: { chatRatings: { actorId: actor.id, lastNinetyDays: { countRatings: 12, satisfactionRate: 75 } }, unknown: null },
    });
  });

  it('guestChatVideoTime: the guest’s served seconds in video chats; login required', async () => {
    const actor = await chatActor(server.database);
    const guest = await chatGuest(server, 200);
    try {
      const query = '{ guestChatVideoTime { seconds sessions } }';
      expect((await vxql(guest.token, query)).body.data.guestChatVideoTime).toEqual({ seconds: 0, sessions: 0 });
      const session = await startedSession(server, guest.token, { actorId: actor.id, kind: 'videoChat', sequence: 1 });
      const t0 = Date.parse(session.startedAt);
      await advance(server, t0, t0 + 1_000);
      await server.database.db.execute(sql`UPDATE live_chat_sessions SET state = 'ended', exit_code = 100, ended_at = started_at + interval '95 seconds' WHERE id = ${session.chatId}`);
      expect((await vxql(guest.token, query)).body.data.guestChatVideoTime).toEqual({ seconds: 95, sessions: 1 });
      const visitor = await vxql(await visitorToken(), query);
      expect(visitor.body.errors[0].message).toBe('Login required');
    } finally {
      await guest.socket.close();
    }
  });

  it('freeChatDuration: 60 seconds with a free-chat actor until used today, 0 without free chat', async () => {
    const free = await chatActor(server.database, { freeChat: true });
    const paid = await chatActor(server.database, { freeChat: false });
    const guest = await chatGuest(server, 0);
    try {
      const query = `{ free: freeChatDuration(actorId: ${free.id}) { actorId duration } paid: freeChatDuration(actorId: ${paid.id}) { duration } }`;
      expect((await vxql(guest.token, query)).body.data).toEqual({ free: { actorId: free.id, duration: 60 }, paid: { duration: 0 } });
      await startedSession(server, guest.token, { actorId: free.id, kind: 'freeChat', sequence: 1 });
      expect((await vxql(guest.token, query)).body.data.free).toEqual({ actorId: free.id, duration: 0 });
    } finally {
      await guest.socket.close();
    }
  });

  it('conversionChatActors and modelsByIds: actors as the live-chat lists show them', async () => {
    const actor = await chatActor(server.database, { conversionChatAvailable: true });
    const token = await visitorToken();
    const fields = 'id name profileLink isOnline freeChat isActorAvailableForConversionChat isOnlineMobileVideocall isCurrentlyTicketShow isVoyeurChatAvailable avatarPicture previewPicture videoChatPrice { value currency }';
    const listed = await vxql(token, `{ conversionChatActors(first: 100) { ${fields} } }`);
    const models = listed.body.data.conversionChatActors as Array<{ id: number; isOnline: boolean; isActorAvailableForConversionChat: boolean }>;
    expect(models.some((m) => m.id === actor.id)).toBe(true);
    expect(models.every((m) => m.isOnline && m.isActorAvailableForConversionChat)).toBe(true);
    const byIds = await vxql(token, `query($ids: [Int!]!) { modelsByIds(ids: $ids) { ${fields} } }`, { ids: [actor.id, 999_999, 2] });
    expect(byIds.body.data.modelsByIds.map((m: { id: number }) => m.id)).toEqual([actor.id, 2]);
    expect(byIds.body.data.modelsByIds[0]).toMatchObject({
      id: actor.id,
      name: actor.name,
      profileLink: `/en/amateur/${actor.name.toLowerCase()}/`,
      videoChatPrice: { value: 20, currency: 'VXC' },
      avatarPicture: `/media/actor/${actor.id}/avatar/320.svg`,
    });
    expect((await vxql(token, `{ conversionChatActors(first: 0) { id } }`)).body.errors[0].message).toMatch(/^Invalid arguments/);
    expect((await vxql(token, `{ modelsByIds(ids: [0]) { id } }`)).body.errors[0].message).toMatch(/^Invalid arguments/);
  });

  it('toyControls: the catalogue of toy commands', async () => {
    const response = await vxql(await visitorToken(), '{ toyControls { id displayName duration random price { value currency } } }');
    expect(response.body.data.toyControls).toHaveLength(5);
    expect(response.body.data.toyControls[3]).toEqual({ id: 4, displayName: 'Surprise', duration: 20, random: true, price: { value: 40, currency: 'VXC' } });
  });

  it('startAnonymousVoicecallChat: 2000 starts a voicecall session; other codes refuse', async () => {
    const actor = await chatActor(server.database, { featureAudio: true, chatPriceSingle: 30 });
    const silent = await chatActor(server.database, { featureAudio: false });
    const guest = await chatGuest(server, 100);
    const other = await signupGuest(server.url);
    try {
      const mutation = 'mutation($token: String!, $actorId: Int!) { startAnonymousVoicecallChat(accessToken: $token, actorId: $actorId) { result chatId } }';
      const call = (token: string, actorId: number) => vxql(guest.token, mutation, { token, actorId });
      expect((await call(other.token, actor.id)).body.data.startAnonymousVoicecallChat).toEqual({ result: 2007, chatId: null });
      expect((await call(guest.token, silent.id)).body.data.startAnonymousVoicecallChat).toEqual({ result: 2002, chatId: null });
      const started = (await call(guest.token, actor.id)).body.data.startAnonymousVoicecallChat;
      expect(started).toEqual({ result: 2000, chatId: expect.any(String) });
      expect(await guest.socket.next('voicecallStart')).toMatchObject({ actorId: actor.id });
      expect((await call(guest.token, actor.id)).body.data.startAnonymousVoicecallChat).toEqual({ result: 2003, chatId: null });
      const current = await get(`${server.rest}/livechat/current`, { token: guest.token });
      expect(current.body.session).toMatchObject({ chatId: started.chatId, kind: 'voicecall', pricePerMinute: 30 });
      await post(`${server.rest}/livechat/${started.chatId}/end`, {}, { token: guest.token });
      expect(await guest.socket.next('voicecallStop')).toMatchObject({ actorId: actor.id });
      const visitor = await post(`${server.url}/vxql?language=en`, { query: mutation, variables: { token: 'x', actorId: actor.id } }, { token: await visitorToken() });
      expect(visitor.body.errors[0].message).toBe('Login required');
    } finally {
      await guest.socket.close();
    }
  });
});
