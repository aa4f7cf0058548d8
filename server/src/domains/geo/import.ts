import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/helpers';
import { insertRows } from '../../seed/insert';

export interface PostalCodeRow {
  zip: string;
  country: string;
  latitude: number;
  longitude: number;
}

/**
 * Parses the GeoNames postal-code dump format (tab-separated: country, postal code, place, admin
 * names and codes, latitude, longitude, accuracy; e.g. DE.txt of download.geonames.org/export/zip,
 * CC BY 4.0). Only 5-character codes of the given country are kept; when a code has several places
 * the first one wins. Malformed lines are skipped and counted.
 */
export function parseGeoNamesPostalCodes(text: string, country = 'DE'): { rows: PostalCodeRow[]; skipped: number } {
  const seen = new Map<string, PostalCodeRow>();
  let skipped = 0;
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    const cells = line.split('\t');
    const [code, zip] = cells;
    const latitude = Number(cells[9]);
    const longitude = Number(cells[10]);
    const valid =
      code === country &&
      /^[0-9A-Za-z]{5}$/.test(zip ?? '') &&
      Number.isFinite(latitude) && Math.abs(latitude) <= 90 &&
      Number.isFinite(longitude) && Math.abs(longitude) <= 180 &&
      cells[9] !== '' && cells[10] !== '';
    if (!valid) {
      skipped++;
      continue;
    }
    if (!seen.has(zip)) seen.set(zip, { zip, country, latitude, longitude });
  }
  return { rows: [...seen.values()], skipped };
}

/** Replaces the country's postal codes with `rows` in one transaction (a re-import is idempotent). */
export async function importPostalCodes(db: Executor, country: string, rows: readonly PostalCodeRow[]): Promise<number> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`DELETE FROM postal_codes WHERE country = ${country}`);
    await insertRows(tx, 'postal_codes', { zip: 'text', country: 'text', latitude: 'real', longitude: 'real' }, rows);
  });
  return rows.length;
}
