import { sql } from 'drizzle-orm';
import { actorListSchema, geoLocationResponseSchema } from '@vx/shared/protocol';
import { queryRows } from '../../testing/db';
import { get, post } from '../../testing/http';
import { SERVER_START_TIMEOUT, startTestServer, type TestServer } from '../../testing/server';

describe('location search (utility/getGeoLocationByZip, distance sort)', () => {
  let server: TestServer;
  let rest: string;

  beforeAll(async () => {
    server = await startTestServer();
    rest = `${server.url}/rest/v1`;
    // The table ships empty (no bundled dataset, see docs/foundation.md); a test row stands in for an import.
    await server.database.db.execute(sql`INSERT INTO postal_codes (zip, country, latitude, longitude) VALUES ('10117', 'DE', 52.517, 13.389)`);
  }, SERVER_START_TIMEOUT);
  afterAll(() => server.close());

  it('answers the coordinates of a known zip', async () => {
    const response = await get(`${rest}/utility/getGeoLocationByZip/10117`);
    expect(response.status).toBe(200);
    const body = geoLocationResponseSchema.parse(response.body);
    expect(body.success).toBe(true);
    expect(body.data?.lat).toBeCloseTo(52.517, 2);
    expect(body.data?.long).toBeCloseTo(13.389, 2);
  });

  it('answers success false for an unknown zip', async () => {
    const response = await get(`${rest}/utility/getGeoLocationByZip/99999`);
    expect(response.status).toBe(200);
    expect(geoLocationResponseSchema.parse(response.body)).toEqual({ success: false, data: null });
  });

  it.each(['1234', '123456', '12 34', encodeURIComponent("1' OR")])('refuses the zip %s with 400', async (zip) => {
    const response = await get(`${rest}/utility/getGeoLocationByZip/${zip}`);
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('validation_failed');
  });

  it('sorts a location search by distance from the forced guest location', async () => {
    const response = await post(`${rest}/actorsearch/search`, {
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

  it('refuses a location outside the globe', async () => {
    const response = await post(`${rest}/actorsearch/search`, { page: 1, sortType: 'distance', forcedGuestLocation: { lat: 91, long: 0 } });
    expect(response.status).toBe(400);
  });
});
