import { sql } from 'drizzle-orm';
import { char, check, pgTable, primaryKey, real } from 'drizzle-orm/pg-core';

/**
 * German postal codes with coordinates (utility/getGeoLocationByZip), loaded from the shipped dataset
 * (dataset.ts) or an import of a real one; the server never invents coordinates, so an empty table
 * answers "unknown zip".
 */
export const postalCodes = pgTable(
  'postal_codes',
  {
    zip: char('zip', { length: 5 }).notNull(),
    country: char('country', { length: 2 }).default('DE').notNull(),
    latitude: real('latitude').notNull(),
    longitude: real('longitude').notNull(),
  },
  (table) => [
    primaryKey({ name: 'postal_codes_pkey', columns: [table.zip, table.country] }),
    check('postal_codes_latitude_check', sql`latitude BETWEEN -90 AND 90`),
    check('postal_codes_longitude_check', sql`longitude BETWEEN -180 AND 180`),
  ],
);
