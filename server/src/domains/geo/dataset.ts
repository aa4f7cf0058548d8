import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/helpers';
import { importPostalCodes, type PostalCodeRow } from './import';

/** German postal codes with coordinates, built by scripts/build-postal-codes.ts (licence beside it). */
export const POSTAL_CODES_FILE = join(__dirname, '..', '..', '..', 'data', 'postal-codes-de.csv');

/** Rows of the shipped CSV (header zip,lat,lng,place); a malformed line is a broken build and throws. */
export function parsePostalCodeCsv(text: string): PostalCodeRow[] {
  const [header, ...lines] = text.trimEnd().split('\n');
  if (header !== 'zip,lat,lng,place') throw new Error(`unexpected postal code header: ${header}`);
  return lines.map((line, index) => {
    const [zip, lat, lng] = line.split(',');
    const latitude = Number(lat);
    const longitude = Number(lng);
    if (!/^\d{5}$/.test(zip ?? '') || !(Math.abs(latitude) <= 90) || !(Math.abs(longitude) <= 180) || lat === '' || lng === '') {
      throw new Error(`malformed postal code line ${index + 2}: ${line}`);
    }
    return { zip, country: 'DE', latitude, longitude };
  });
}

/** Loads the shipped German postal codes when the table has none (first start, fresh test database). */
export async function seedPostalCodes(db: Executor, file = POSTAL_CODES_FILE): Promise<number> {
  const result = (await db.execute(sql`SELECT EXISTS (SELECT 1 FROM postal_codes WHERE country = 'DE') AS present`)) as unknown as {
    rows: Array<{ present: boolean }>;
  };
  if (result.rows[0]?.present) return 0;
  return importPostalCodes(db, 'DE', parsePostalCodeCsv(readFileSync(file, 'utf8')));
}
