import { sql } from 'drizzle-orm';
import { PAGE_SIZE } from '@vx/shared/constants';
import { actorListSchema, actorTileSchema } from '@vx/shared/protocol';
import { queryRows } from '../../testing/db';
import { get, post } from '../../testing/http';
import { useTestServer } from '../../testing/server';
import { setActorOnline } from '../actors/online';

describe('actor search (actorsearch/...)', () => {
  const server = useTestServer({ seedActors: 300 });

  const search = (body: Record<string, unknown>) => post(`${server.rest}/actorsearch/search`, body);
  const allPages = async (body: Record<string, unknown>) => {
    const first = await search({ ...body, page: 1 });
    const actors = [...first.body.actors];
    for (let page = 2; page <= first.body.maxPage; page++) actors.push(...(await search({ ...body, page })).body.actors);
    return { first: first.body, actors };
  };

  describe('init', () => {
    it('answers the search state: filters on offer, default sort, first page', async () => {
      const response = await post(`${server.rest}/actorsearch/init`, { currentCollection: 3, searchType: 'default', sortType: null });
      expect(response.status).toBe(200);
      const body = response.body;
      expect(body).toMatchObject({ searchType: 'default', activeCategory: 3, sortType: 'online_ranking', markers: [] });
      expect(actorListSchema.parse(body).actors.length).toBe(PAGE_SIZE.actors);
      expect(body.filters.available.genderTypes[0]).toEqual({ value: 'F', count: expect.any(Number) });
      expect(body.filters.available.languages.map((l: { value: string }) => l.value)).toEqual(
        expect.arrayContaining(['de', 'en', 'nl', 'es']),
      );
      expect(body.filters.available.age.min).toBeGreaterThanOrEqual(18);
      expect(body.filters.active.onlineOnly).toBe(true);
    });

    it('defaults the sort by search type: distance for location, date for new girls', async () => {
      expect((await post(`${server.rest}/actorsearch/init`, { searchType: 'location' })).body.sortType).toBe('distance');
      const newGirls = await post(`${server.rest}/actorsearch/init`, { searchType: 'newGirls' });
      expect(newGirls.body).toMatchObject({ sortType: 'date', activeCategory: 88 });
    });
  });

  describe('search', () => {
    it('pages through online actors by online ranking, 30 a page, and echoes the request id', async () => {
      const response = await search({ page: 1, searchType: 'default', sortType: 'online_ranking', requestId: 'req-7', currentCollection: 3 });
      expect(response.status).toBe(200);
      const list = actorListSchema.parse(response.body);
      expect(response.body.requestId).toBe('req-7');
      expect(list.totalHits).toBeGreaterThan(PAGE_SIZE.actors);
      expect(list.maxPage).toBe(Math.ceil(list.totalHits / PAGE_SIZE.actors));
      expect(list.actors.every((actor) => actor.isOnline)).toBe(true);

      const { actors } = await allPages({ searchType: 'default' });
      expect(actors).toHaveLength(list.totalHits);
      expect(new Set(actors.map((a: { id: number }) => a.id)).size).toBe(list.totalHits);
      const amount = await get(`${server.rest}/monitoringActors/onlineActorsAmount`);
      expect(amount.body.amount).toBe(list.totalHits);
    });

    it('orders by the online ranking, stable across pages', async () => {
      const { actors } = await allPages({ searchType: 'default', requestId: 1 });
      const expected = await queryRows<{ id: number }>(
        server.database,
        sql`SELECT id FROM actors WHERE is_online ORDER BY online_ranking DESC, id`,
      );
      expect(actors.map((a: { id: number }) => a.id)).toEqual(expected.map((row) => row.id));
    });

    it('shows an online change at once, though answers are cached', async () => {
      const before = (await search({ page: 1 })).body.totalHits;
      const [offline] = await queryRows<{ id: number }>(server.database, sql`SELECT id FROM actors WHERE NOT is_online LIMIT 1`);
      await setActorOnline(server.database.db, { broadcast: () => undefined, toGuest: () => undefined }, offline.id, true);
      try {
        expect((await search({ page: 1 })).body.totalHits).toBe(before + 1);
      } finally {
        await setActorOnline(server.database.db, { broadcast: () => undefined, toGuest: () => undefined }, offline.id, false);
      }
      expect((await search({ page: 1 })).body.totalHits).toBe(before);
    });

    it('sees a change another process made within a second, though answers are cached', async () => {
      const before = (await search({ page: 1 })).body.totalHits;
      const [offline] = await queryRows<{ id: number }>(server.database, sql`SELECT id FROM actors WHERE NOT is_online ORDER BY id LIMIT 1`);
      // Straight in SQL, as another server process would: this process's own counter does not move.
      await server.database.db.execute(sql`UPDATE actors SET is_online = true WHERE id = ${offline.id}`);
      try {
        await new Promise((resolve) => setTimeout(resolve, 1_100));
        expect((await search({ page: 1 })).body.totalHits).toBe(before + 1);
      } finally {
        await server.database.db.execute(sql`UPDATE actors SET is_online = false WHERE id = ${offline.id}`);
      }
    });

    it('answers an empty page past the end with the true totals', async () => {
      const first = await search({ page: 1 });
      const response = await search({ page: first.body.maxPage + 1 });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ actors: [], totalHits: first.body.totalHits, maxPage: first.body.maxPage });
    });

    it('applies every filter', async () => {
      const conditions = {
        genderTypes: ['F', 'FF'],
        ageFrom: 21,
        ageTo: 35,
        languages: ['de', 'en'],
        countries: ['de', 'AT', 'CH', 'NL'],
        features: ['hd', 'audio'],
        priceFrom: 6,
        priceTo: 16,
        onlineOnly: false,
      };
      const { first, actors } = await allPages({ searchType: 'custom', sortType: 'ranking', searchConditions: conditions });
      expect(first.totalHits).toBeGreaterThan(0);
      expect(actors).toHaveLength(first.totalHits);
      expect(actors.some((a: { isOnline: boolean }) => !a.isOnline)).toBe(true);
      for (const actor of actors.map((a: unknown) => actorTileSchema.parse(a))) {
        expect(['F', 'FF']).toContain(actor.genderType);
        expect(actor.profile.age).toBeGreaterThanOrEqual(21);
        expect(actor.profile.age).toBeLessThanOrEqual(35);
        expect(actor.profile.languages.some((l) => l === 'de' || l === 'en')).toBe(true);
        expect(['DE', 'AT', 'CH', 'NL']).toContain(actor.profile.country);
        expect(actor.chatFeatures.hd && actor.chatFeatures.audio).toBe(true);
        expect(actor.chatPrices.videoChat.value).toBeGreaterThanOrEqual(6);
        expect(actor.chatPrices.videoChat.value).toBeLessThanOrEqual(16);
      }
    });

    it('filters actors offering free chat', async () => {
      const { first, actors } = await allPages({ searchType: 'custom', sortType: 'ranking', searchConditions: { freeChat: true } });
      const { first: everyone } = await allPages({ searchType: 'custom', sortType: 'ranking', searchConditions: {} });
      expect(first.totalHits).toBeGreaterThan(0);
      expect(first.totalHits).toBeLessThan(everyone.totalHits);
      expect(actors.every((a: { freeChat: boolean }) => a.freeChat)).toBe(true);
    });

    it('filters voyeur availability and keeps the date order', async () => {
      const { actors } = await allPages({ searchType: 'custom', sortType: 'date', searchConditions: { features: ['voyeur'] } });
      expect(actors.length).toBeGreaterThan(0);
      expect(actors.every((a: { isVoyeurChatAvailable: boolean }) => a.isVoyeurChatAvailable)).toBe(true);
    });

    it('orders a location search by distance from the guest', async () => {
      const madrid = { lat: 40.4, long: -3.7 };
      const response = await search({ page: 1, searchType: 'location', forcedGuestLocation: madrid, searchConditions: { onlineOnly: false } });
      expect(response.status).toBe(200);
      expect(response.body.sortType).toBe('distance');
      // The nearest actors of a Madrid guest live in Spain.
      expect(response.body.actors.slice(0, 5).map((a: { profile: { country: string } }) => a.profile.country)).toEqual(
        Array(5).fill('ES'),
      );
    });

    it('shows recently registered actors to the new girls search', async () => {
      const response = await search({ page: 1, searchType: 'newGirls' });
      expect(response.status).toBe(200);
      expect(response.body.totalHits).toBeLessThan(300 * 0.2);
    });

    it.each([
      ['a negative page', { page: -1 }],
      ['page zero', { page: 0 }],
      ['a fractional page', { page: 1.5 }],
      ['a missing page', {}],
      ['an unknown sort', { page: 1, sortType: 'popularity' }],
      ['an unknown search type', { page: 1, searchType: 'everything' }],
      ['an oversize request id', { page: 1, requestId: 'x'.repeat(65) }],
      ['an oversize mood value', { page: 1, moodValue: 'x'.repeat(41) }],
      ['an oversize changed filter', { page: 1, changedFilter: 'x'.repeat(41) }],
      ['an unknown gender type', { page: 1, searchConditions: { genderTypes: ['X'] } }],
      ['an unknown language', { page: 1, searchConditions: { languages: ['klingon'] } }],
      ['a malformed country', { page: 1, searchConditions: { countries: ['DEU'] } }],
      ['an unknown feature', { page: 1, searchConditions: { features: ['teleport'] } }],
      ['an unknown condition', { page: 1, searchConditions: { mood: 'happy' } }],
      ['an age under 18', { page: 1, searchConditions: { ageFrom: 16 } }],
      ['crossed ages', { page: 1, searchConditions: { ageFrom: 40, ageTo: 30 } }],
      ['crossed prices', { page: 1, searchConditions: { priceFrom: 20, priceTo: 10 } }],
      ['a bad zip', { page: 1, forcedGuestZip: '1234' }],
      ['an unknown collection', { page: 1, currentCollection: 999 }],
    ])('refuses %s with 400', async (_case, body) => {
      const response = await search(body);
      expect(response.status).toBe(400);
      expect(response.body.error.message).toEqual(expect.any(String));
    });

    it('treats SQL in a condition as data', async () => {
      const response = await search({ page: 1, searchConditions: { countries: ["D'"] } });
      expect(response.status).toBe(400);
      const injected = await search({ page: 1, requestId: "1'; DROP TABLE actors; --" });
      expect(injected.status).toBe(200);
      expect((await search({ page: 1 })).body.totalHits).toBeGreaterThan(0);
    });
  });

  describe('filter/delete', () => {
    it('validates the conditions and answers cleared ones', async () => {
      const response = await post(`${server.rest}/actorsearch/filter/delete`, { searchConditions: { languages: ['de'] } });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ success: true, searchConditions: {} });
      expect((await post(`${server.rest}/actorsearch/filter/delete`, { searchConditions: { languages: 'de' } })).status).toBe(400);
    });
  });
});
