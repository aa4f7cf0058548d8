import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isLanguage, type Language } from '@vx/shared/constants';
import { badRequest, notFound } from '../../http/errors';
import { bodyIdSchema, idSchema } from '../../http/validate';
import type { AppDeps } from '../types';
import { actorName, actorSeoContent, BREADCRUMB_TYPES, breadcrumbOf } from './service';

const id = idSchema;
/** A tag group as the route carries it (URL-decoded by the router): words, spaces, & ' - only. */
const tagGroup = z.string().min(1).max(60).regex(/^[\p{L}\p{N} &'-]+$/u, 'Expected a tag group');
const seoParams = z.object({ actorId: id, tagGroup });
const breadcrumbParams = z.object({ breadcrumbType: z.enum(BREADCRUMB_TYPES) });
const payloadSchema = z.strictObject({
  actorId: bodyIdSchema.optional(),
  videoId: bodyIdSchema.optional(),
  albumId: bodyIdSchema.optional(),
  tagGroup: tagGroup.optional(),
  categorySlug: z.string().regex(/^[a-z0-9-]{1,60}$/, 'Expected a category slug').optional(),
});
const breadcrumbBody = z.object({ payload: payloadSchema.default({}) });

/** Which payload fields each breadcrumb type needs. */
const REQUIRED: Partial<Record<(typeof BREADCRUMB_TYPES)[number], Array<keyof z.infer<typeof payloadSchema>>>> = {
  actorProfileOverview: ['actorId'],
  actorProfileAbout: ['actorId'],
  actorProfileVideos: ['actorId'],
  actorProfileClassicVideos: ['actorId'],
  actorProfileVideoDetails: ['actorId', 'videoId'],
  actorProfilePictures: ['actorId'],
  actorProfileAlbum: ['actorId', 'albumId'],
  actorProfileLiveShow: ['actorId'],
  actorProfileTopCamgirls: ['actorId'],
  categoryDetails: ['categorySlug'],
};

const languageOf = (query: unknown): Language => {
  const value = (query as { language?: unknown } | undefined)?.language;
  return isLanguage(value) ? value : 'en';
};

/** seo/getActorSeoContent/:actorId/:tagGroup and breadcrumb/:breadcrumbType (spec 001 §7.2). */
export async function seoRoutes(app: FastifyInstance, { database }: AppDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const db = database.db;

  api.get('/seo/getActorSeoContent/:actorId/:tagGroup', { schema: { params: seoParams } }, async (request) => {
    const params = request.params;
    const name = await actorName(db, params.actorId);
    if (!name) throw notFound(`Actor ${params.actorId} not found`, 'actor_not_found');
    return actorSeoContent(name, params.tagGroup, languageOf(request.query));
  });

  api.post('/breadcrumb/:breadcrumbType', { schema: { params: breadcrumbParams, body: breadcrumbBody } }, async (request) => {
    const { breadcrumbType } = request.params;
    const { payload } = request.body;
    const missing = (REQUIRED[breadcrumbType] ?? []).filter((field) => payload[field] === undefined);
    if (missing.length) throw badRequest(`Invalid body: payload.${missing.join(', payload.')} required for ${breadcrumbType}`, 'validation_failed');
    const crumbs = await breadcrumbOf(db, breadcrumbType, payload, languageOf(request.query));
    if (!crumbs) throw notFound('Actor, video or album not found', 'not_found');
    return { data: { breadcrumb: crumbs } };
  });
}
