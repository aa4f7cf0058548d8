import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Language } from '@vx/shared/constants';
import type { z } from 'zod';
import type { guestNameSuggestionSchema, guestProfileResponseSchema, GuestBalance } from '@vx/shared/protocol';
import { currentSession, sessionRequired } from '../../http/auth';
import type { Executor } from '../../db/helpers';
import { languageOf } from '../../http/language';
import { perAddress } from '../auth/rate-limit';
import { favouriteCounts } from '../favourites/service';
import type { AppDeps } from '../types';
import { helpCenterLocale, toBalanceDto, toGuestDto, visitorGuest } from './dto';
import { assertNotActorName } from './name-availability';
import { suggestName } from './name-suggestion';
import type { GuestRow } from './schema';
import { loggedInGuest as ownGuest } from './own-guest';
import { profileRoutes } from './profile-rest';
import { closeDataProtection, findGuestById, updateProfile } from './service';
import { noBodySchema, profileUpdateSchema } from './validation';

type ProfileResponse = z.infer<typeof guestProfileResponseSchema>;

/** Suggestions one client address may ask for in an hour: a few per signup form, each a few look-ups. */
const SUGGESTIONS_PER_SIGNUP = 10;
const SUGGESTION_WINDOW_MS = 60 * 60_000;

async function profileResponse(db: Executor, row: GuestRow | null, language: Language): Promise<ProfileResponse> {
  return {
    config: { currency: 'VXC', helpCenterLocale: helpCenterLocale(language) },
    profile: row ? toGuestDto(row, language, await favouriteCounts(db, row.id)) : visitorGuest(language),
  };
}

/** guest/profile/get, guest/profile/update, guest/getGuestBalance, guest/closeDataProtection, guest/name/suggestion. */
export async function guestRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { config, database, hub } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const db = database.db;

  const loggedInGuest = (request: FastifyRequest) => ownGuest(db, request);

  /** The current guest's profile; a visitor gets an isLoggedIn:false profile, not an error. */
  app.get('/guest/profile/get', async (request): Promise<ProfileResponse> => {
    const session = await currentSession(request);
    const row = session ? await findGuestById(db, session.guestId) : null;
    return profileResponse(db, row, languageOf(request));
  });

  api.post('/guest/profile/update', { preValidation: sessionRequired, schema: { body: profileUpdateSchema } }, async (request): Promise<ProfileResponse> => {
    const guest = await loggedInGuest(request);
    const { properties } = request.body;
    if (properties.name !== undefined) await assertNotActorName(db, properties.name);
    const row = await updateProfile(db, guest.id, properties);
    return profileResponse(db, row, languageOf(request));
  });

  /** Ours (spec 001 has no such call): the signup form's editable suggestion, for visitors too. */
  const suggestionLimit = perAddress(config.SIGNUPS_PER_ADDRESS * SUGGESTIONS_PER_SIGNUP, SUGGESTION_WINDOW_MS);
  app.get('/guest/name/suggestion', suggestionLimit, async (): Promise<z.infer<typeof guestNameSuggestionSchema>> => ({ name: await suggestName(db) }));

  app.get('/guest/getGuestBalance', async (request): Promise<GuestBalance> => {
    const guest = await loggedInGuest(request);
    return toBalanceDto(guest.balance, guest.isPayingCustomer, languageOf(request));
  });

  api.post('/guest/closeDataProtection', { schema: { body: noBodySchema } }, async (request) => {
    const guest = await loggedInGuest(request);
    await closeDataProtection(db, guest.id);
    hub.toGuest(guest.id, { type: 'dataProtection', show: false });
    return { success: true };
  });

  await profileRoutes(app, deps);
}
