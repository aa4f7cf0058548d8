import { sql } from 'drizzle-orm';
import { actorListSchema, geoLocationResponseSchema } from '@vx/shared/protocol';
import { queryRows } from '../../testing/db';
import { get, post } from '../../testing/http';
import { useTestServer } from '../../testing/server';

describe('location search (utility/getGeoLocationByZip, distance sort)', () => {
  const server = useTestServer();


  const lookup = async (zip: string) => {
    const response = await get(`${server.rest}/utility/getGeoLocationByZip/${zip}`);
    expect(response.status).toBe(200);
    return geoLocationResponseSchema.parse(response.body);
  };

  it('loads the shipped German postal codes at start', async () => {
    const [{ n }] = await queryRows<{ n: number }>(server.database, sql`SELECT count(*)::int AS n FROM postal_codes WHERE country = 'DE'`);
    expect(n).toBeGreaterThan(8_000);
  });

  it.each([
    ['10115', 'Berlin', 52.53, 13.38],
    ['80331', 'München', 48.14, 11.57],
    ['20095', 'Hamburg', 53.55, 10.0],
    ['50667', 'Köln', 50.94, 6.96],
  ])('answers the coordinates of %s (%s)', async (zip, _place, lat, long) => {
    const body = await lookup(zip);
    expect(body.success).toBe(true);
    expect(Math.abs((body.data?.lat ?? 0) - lat)).toBeLessThan(0.2);
    expect(Math.abs((body.data?.long ?? 0) - long)).toBeLessThan(0.2);
  });

  it.each(['00000', '99999', '1234a'])('answers success false for the unknown zip %s', async (zip) => {
    expect(await lookup(zip)).toEqual({ success: false, data: null });
  });

  it.each(['1234', '123456', '12 34', encodeURIComponent("1' OR")])('refuses the zip %s with 400', async (zip) => {
    const response = await get(`${server.rest}/utility/getGeoLocationByZip/${zip}`);
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('validation_failed');
  });

  it('sorts a location search by distance from the forced guest location', async () => {
    const response = await post(`${server.rest}/actorsearch/search`, {
      page: 1,
      searchType: 'location',
      sortType: 'distance',
      forcedGuestLocation: { lat: 40.4, long: -3.7 },
    });
    expect(response.status).toBe(200);
    const list = actorListSchema.parse(response.body);
    const ids = list.actors.map((a) => a.id);
    const rows = await queryRows<{ id: number; km: number }>(
      server.database,
      sql`SELECT id, 2 * 6371 * asin(sqrt(power(sin(radians(latitude - 40.4) / 2), 2)
            + cos(radians(40.4)) * cos(radians(latitude)) * power(sin(radians(longitude + 3.7) / 2), 2))) AS km
          FROM actors WHERE id = ANY(${sql.param(ids)}::int[])`,
    );
    const km = new Map(rows.map((r) => [r.id, Number(r.km)]));
    const distances = ids.map((id) => km.get(id) ?? Infinity);
    // Nearest first, as a great-circle distance orders them (Madrid before Berlin).
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(distances[0]).toBeLessThan(500);
  });

  it('sorts a location search by distance from a zip', async () => {
    const munich = (await lookup('80331')).data!;
    const distancesOf = async (ids: number[]) => {
      const rows = await queryRows<{ id: number; km: number }>(
        server.database,
        sql`SELECT id, 2 * 6371 * asin(sqrt(power(sin(radians(latitude - ${munich.lat}::float8) / 2), 2)
              + cos(radians(${munich.lat}::float8)) * cos(radians(latitude)) * power(sin(radians(longitude - ${munich.long}::float8) / 2), 2))) AS km
            FROM actors WHERE id = ANY(${sql.param(ids)}::int[])`,
      );
      const km = new Map(rows.map((r) => [r.id, Number(r.km)]));
      return ids.map((id) => km.get(id) ?? Infinity);
    };
    // The client sends the coordinates of the lookup; a zip alone is resolved by the server.
    for (const body of [{ forcedGuestLocation: munich, forcedGuestZip: '80331' }, { forcedGuestZip: '80331' }]) {
      const response = await post(`${server.rest}/actorsearch/search`, { page: 1, searchType: 'location', sortType: 'distance', ...body });
      expect(response.status).toBe(200);
      const distances = await distancesOf(actorListSchema.parse(response.body).actors.map((a) => a.id));
      expect(distances.length).toBeGreaterThan(1);
      expect(distances).toEqual([...distances].sort((a, b) => a - b));
      // The nearest actors of the default seed are closer to Munich than Berlin is (~500 km).
      expect(distances[0]).toBeLessThan(500);
    }
  });

  it('refuses a location outside the globe', async () => {
    const response = await post(`${server.rest}/actorsearch/search`, { page: 1, sortType: 'distance', forcedGuestLocation: { lat: 91, long: 0 } });
    expect(response.status).toBe(400);
  });
});
