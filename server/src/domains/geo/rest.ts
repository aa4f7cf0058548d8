import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Executor } from '../../db/helpers';
import type { AppDeps } from '../types';
import { postalCodes } from './schema';

/** Zip search runs only on exactly five characters (spec 000 §5, 001 §9). */
const zipParams = z.object({ zipCode: z.string().regex(/^[0-9A-Za-z]{5}$/, 'Expected a five-character zip code') });

/** Coordinates of a German postal code, or null when the dataset does not know it. */
export async function zipLocation(db: Executor, zip: string): Promise<{ lat: number; long: number } | null> {
  const [row] = await db
    .select({ lat: postalCodes.latitude, long: postalCodes.longitude })
    .from(postalCodes)
    .where(and(eq(postalCodes.zip, zip), eq(postalCodes.country, 'DE')))
    .limit(1);
  return row ?? null;
}

/** utility/getGeoLocationByZip (spec 001 §7.2): coordinates of a German postal code. */
export async function geoRoutes(app: FastifyInstance, { database }: AppDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get('/utility/getGeoLocationByZip/:zipCode', { schema: { params: zipParams } }, async (request) => {
    const { zipCode } = request.params;
    const location = await zipLocation(database.db, zipCode);
    return location ? { success: true, data: location } : { success: false, data: null };
  });
}
