import { geoLocationResponseSchema } from '@vx/shared/protocol';
import { get } from '../../testing/http';
import { useTestServer } from '../../testing/server';
import { importPostalCodes, parseGeoNamesPostalCodes } from './import';

/** Lines in the GeoNames layout; the values only exercise the parser. */
const SAMPLE = [
  'DE\t80331\tMünchen\tBayern\tBY\tRegierungsbezirk Oberbayern\t091\tKreisfreie Stadt München\t09162\t48.1372\t11.5755\t4',
  'DE\t80331\tMünchen Altstadt\tBayern\tBY\t\t\t\t\t48.1\t11.5\t4',
  'DE\t1234\tKurz\tBayern\tBY\t\t\t\t\t48\t11\t4',
  'AT\t10100\tWien\t\t\t\t\t\t\t48.2\t16.4\t4',
  'DE\t99999\tBroken\t\t\t\t\t\t\tnot-a-number\t11\t4',
  '',
].join('\n');

describe('postal code import (GeoNames format)', () => {
  const server = useTestServer();

  it('keeps valid five-character German codes, first place wins', () => {
    const { rows, skipped } = parseGeoNamesPostalCodes(SAMPLE);
    expect(rows).toEqual([{ zip: '80331', country: 'DE', latitude: 48.1372, longitude: 11.5755 }]);
    expect(skipped).toBe(3);
  });

  it('imports idempotently and the zip lookup finds the code', async () => {
    const { rows } = parseGeoNamesPostalCodes(SAMPLE);
    await importPostalCodes(server.database.db, 'DE', rows);
    await importPostalCodes(server.database.db, 'DE', rows);
    const body = geoLocationResponseSchema.parse((await get(`${server.url}/rest/v1/utility/getGeoLocationByZip/80331`)).body);
    expect(body.success).toBe(true);
    expect(body.data?.lat).toBeCloseTo(48.1372, 3);
  });
});
