import { z } from 'zod';
import { actorListSchema, type RestClient } from '@vx/shared';
import type { SearchConditions } from './conditions';
import type { GeoPoint, SearchType, SortType } from './types';

export const searchResponseSchema = actorListSchema.extend({
  requestId: z.union([z.number(), z.string()]).nullish(),
  markers: z.array(z.unknown()).optional(),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;

/** The body of actorsearch/search (spec 001 §7.2), without the requestId the requester stamps. */
export interface SearchPayload {
  page: number;
  moodValue: number;
  searchType: SearchType;
  sortType: SortType;
  currentCollection: number;
  searchConditions: SearchConditions;
  changedFilter: string | null;
  forcedGuestLocation?: GeoPoint;
  forcedGuestZip?: string;
}

export function postSearch(rest: RestClient, payload: SearchPayload & { requestId: number }, signal?: AbortSignal) {
  return rest.call('actorsearch/search', { method: 'POST', payload: { ...payload }, schema: searchResponseSchema, signal });
}

const geoResponseSchema = z.object({
  success: z.boolean(),
  data: z.object({ lat: z.number(), long: z.number() }).nullable(),
});

/** utility/getGeoLocationByZip/{zip}: the coordinates, or null when the zip is unknown. */
export async function fetchZipLocation(rest: RestClient, zip: string, signal?: AbortSignal): Promise<GeoPoint | null> {
  const answer = await rest.call(`utility/getGeoLocationByZip/${encodeURIComponent(zip)}`, { schema: geoResponseSchema, signal });
  return answer.success && answer.data ? answer.data : null;
}
