import { z } from 'zod';
import {
  actorNoteSchema,
  actorProfileSchema,
  seoContentSchema,
  topCamListSchema,
  type RestClient,
  type TOP_CAM_TYPES,
} from '@vx/shared';

export type TopCamType = (typeof TOP_CAM_TYPES)[number];

/** The answer of actor/storeActorNote (no shared schema exists for it yet). */
export const storeNoteResultSchema = z.object({ success: z.boolean() });

/**
 * The SEO endpoint only knows tag-group texts (seo/getActorSeoContent/:actorId/:tagGroup); the
 * profile pages other than a tag group's ask for the actor's overall group.
 */
export const PROFILE_SEO_TAG_GROUP = 'Amateur';

export const fetchActorProfile = (rest: RestClient, nameOrId: string, signal?: AbortSignal) =>
  rest.call(`actor/getActorDataByIdOrName/${encodeURIComponent(nameOrId)}`, { schema: actorProfileSchema, signal });

export const fetchActorSeo = (rest: RestClient, actorId: number, tagGroup = PROFILE_SEO_TAG_GROUP, signal?: AbortSignal) =>
  rest.call(`seo/getActorSeoContent/${actorId}/${encodeURIComponent(tagGroup)}`, { schema: seoContentSchema, signal });

export const fetchActorNote = (rest: RestClient, actorId: number, signal?: AbortSignal) =>
  rest.call(`actor/getActorNoteById/${actorId}`, { schema: actorNoteSchema, signal });

export const storeActorNote = (rest: RestClient, actorId: number, comment: string) =>
  rest.call('actor/storeActorNote', { method: 'POST', payload: { actorId, comment }, schema: storeNoteResultSchema });

export const fetchTopCams = (rest: RestClient, type: TopCamType, signal?: AbortSignal) =>
  rest.call(`topcams/${type}`, { schema: topCamListSchema, signal });
