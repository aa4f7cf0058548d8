import { sql } from 'drizzle-orm';
import { actorProfileSchema, actorTileSchema } from '@vx/shared/protocol';
import { queryRows } from '../../testing/db';
import { get } from '../../testing/http';
import { useTestServer } from '../../testing/server';
import { setActorOnline } from './online';

describe('actors (actor/..., monitoringActors/...)', () => {
  const server = useTestServer();

  it('answers the full actor by id and by name in any case', async () => {
    const byId = await get(`${server.rest}/actor/getActorDataByIdOrName/3?qmday=2026-01-01&language=de`);
    expect(byId.status).toBe(200);
    const actor = actorProfileSchema.parse(byId.body);
    // The profile is also a valid tile: lists can reuse it.
    actorTileSchema.parse(byId.body);
    expect(actor.id).toBe(3);
    expect(actor.sedcards.length).toBeGreaterThan(0);
    expect(actor.sedcards[0].w640).toBe('/media/actor/3/sedcard-1/640.svg');
    expect(actor.avatar).toEqual({
      w320: '/media/actor/3/avatar/320.svg',
      w640: '/media/actor/3/avatar/640.svg',
      w1280: '/media/actor/3/avatar/1280.svg',
    });
    expect(Object.keys(actor.chatPrices).sort()).toEqual(['singleC2CChat', 'singleChat', 'ticketShow', 'videoChat', 'voyeurChat']);
    expect(actor.chatPrices.videoChat.currency).toBe('VXC');
    expect(actor.chatRatings.lastNinetyDays.countRatings).toBeGreaterThanOrEqual(0);
    expect(Date.parse(actor.registeredSince)).not.toBeNaN();

    // The answer depends on the language (interview, links): ask in the same one.
    const byName = await get(`${server.rest}/actor/getActorDataByIdOrName/${actor.name.toLowerCase()}?language=de`);
    expect(byName.status).toBe(200);
    expect(byName.body).toEqual(byId.body);
  });

  it('answers the live state of an actor', async () => {
    const response = await get(`${server.rest}/actor/getActorStateById/3`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      id: 3,
      isOnline: expect.any(Boolean),
      onlineSince: response.body.isOnline ? expect.any(String) : null,
      freeChat: expect.any(Boolean),
      isCurrentlyTicketShow: expect.any(Boolean),
      isOnlineMobileVideocall: expect.any(Boolean),
      isVoyeurChatAvailable: expect.any(Boolean),
    });
  });

  it.each([
    ['an unknown id', '/actor/getActorStateById/999999', 404],
    ['a malformed id', '/actor/getActorStateById/abc', 400],
    ['a negative id', '/actor/getActorStateById/-4', 400],
    ['an unknown name', '/actor/getActorDataByIdOrName/NoSuchPerformer', 404],
    ['an unknown numeric id', '/actor/getActorDataByIdOrName/999999', 404],
    ['a name with odd characters', `/actor/getActorDataByIdOrName/${encodeURIComponent("a' OR 1=1")}`, 400],
    ['an oversize name', `/actor/getActorDataByIdOrName/${'a'.repeat(41)}`, 400],
  ])('answers %s with a JSON error', async (_case, path, status) => {
    const response = await get(`${server.rest}${path}`);
    expect(response.status).toBe(status);
    expect(response.body.error).toEqual({ code: expect.any(String), message: expect.any(String) });
  });

  it('counts online actors', async () => {
    const response = await get(`${server.rest}/monitoringActors/onlineActorsAmount`);
    const [row] = await queryRows<{ n: number }>(server.database, sql`SELECT count(*)::int AS n FROM actors WHERE is_online`);
    expect(response.body).toEqual({ amount: row.n });
  });

  describe('setActorOnline', () => {
    const events: unknown[] = [];
    const hub = { broadcast: (event: unknown) => void events.push(event), toGuest: () => undefined };
    beforeEach(() => void events.splice(0));

    it('flips the state once and broadcasts only a real change', async () => {
      await setActorOnline(server.database.db, hub, 7, false);
      events.splice(0);

      expect(await setActorOnline(server.database.db, hub, 7, true)).toEqual({ found: true, changed: true });
      expect(await setActorOnline(server.database.db, hub, 7, true)).toEqual({ found: true, changed: false });
      expect(events).toEqual([{ type: 'actorOnline', actorId: 7 }]);
      expect((await get(`${server.rest}/actor/getActorStateById/7`)).body).toMatchObject({ isOnline: true, onlineSince: expect.any(String) });

      expect(await setActorOnline(server.database.db, hub, 7, false)).toEqual({ found: true, changed: true });
      expect(events).toEqual([{ type: 'actorOnline', actorId: 7 }, { type: 'actorOffline', actorId: 7 }]);
      expect((await get(`${server.rest}/actor/getActorStateById/7`)).body).toMatchObject({
        isOnline: false,
        onlineSince: null,
        isCurrentlyTicketShow: false,
        isOnlineMobileVideocall: false,
      });
    });

    it('reports an unknown actor without broadcasting', async () => {
      expect(await setActorOnline(server.database.db, hub, 987_654, true)).toEqual({ found: false, changed: false });
      expect(events).toEqual([]);
    });
  });
});
