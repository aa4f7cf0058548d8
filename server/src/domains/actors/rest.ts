import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../http/errors';
import { idSchema, INT32_MAX } from '../../http/validate';
import type { AppDeps } from '../types';
import { isLanguage } from '@vx/shared/constants';
import { currentSession } from '../../http/auth';
import { countryOfRequest } from '../../http/country';
import { findActorProfile } from './profile-service';
import { countOnlineActors, findActorState } from './service';

export const actorIdSchema = idSchema;

const stateParams = z.object({ actorId: actorIdSchema });

/**
 * Digits are an id; otherwise a stage name (letters, digits, "_", "-", "."). The profile page's
 * first view reads its URL's name with this too, so it finds the actor the page's call finds.
 */
export const actorIdOrNameSchema = z
  .string()
  .min(1)
  .max(40)
  .regex(/^[A-Za-z0-9_.-]+$/, 'Expected an actor id or name')
  .transform((value) => (/^\d+$/.test(value) ? Number(value) : value))
  .refine((value) => typeof value === 'string' || (value > 0 && value <= INT32_MAX), 'Invalid actor id');

const idOrNameParams = z.object({ actorIdOrName: actorIdOrNameSchema });

/** Every call may carry language, ver, access_token (spec 001 §7.1); qmday is a test-date switch. */
const actorDataQuery = z.object({ qmday: z.string().max(40).optional() }).passthrough();

/** actor/getActorStateById, actor/getActorDataByIdOrName, monitoringActors/onlineActorsAmount. */
export async function actorRoutes(app: FastifyInstance, { database }: AppDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const db = database.db;

  api.get('/actor/getActorStateById/:actorId', { schema: { params: stateParams } }, async (request) => {
    const { actorId } = request.params;
    const state = await findActorState(db, actorId);
    if (!state) throw notFound(`Actor ${actorId} not found`, 'actor_not_found');
    return state;
  });

  api.get('/actor/getActorDataByIdOrName/:actorIdOrName', { schema: { params: idOrNameParams, querystring: actorDataQuery } }, async (request) => {
    const { actorIdOrName } = request.params;
    const query = request.query;
    const session = await currentSession(request);
    const actor = await findActorProfile(db, actorIdOrName, {
      guestId: session?.guestId ?? null,
      addressCountry: countryOfRequest(request),
      language: isLanguage(query.language) ? query.language : 'en',
    });
    if (!actor) throw notFound(`Actor ${actorIdOrName} not found`, 'actor_not_found');
    return actor;
  });

  app.get('/monitoringActors/onlineActorsAmount', async () => ({ amount: await countOnlineActors(db) }));
}
