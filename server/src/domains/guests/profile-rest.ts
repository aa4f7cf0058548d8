import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { GuestSettings } from '@vx/shared/protocol';
import { sessionRequired } from '../../http/auth';
import { badRequest, forbidden } from '../../http/errors';
import { languageOf } from '../../http/language';
import { PASSWORD_MAX } from '../auth/passwords';
import { emailSchema } from '../vxpay/validation';
import type { AppDeps } from '../types';
import { avatarReadRoutes, avatarUploadRoutes, deleteAvatar } from './avatar';
import { confirmEmailChange, requestEmailChange } from './email-change';
import { loggedInGuest } from './own-guest';
import { closeDataProtection } from './service';
import { AUTO_RECHARGE_AMOUNTS, readSettings, saveAutoRecharge, saveNotifications, savePreferences, saveTeaserState, setNewsletter } from './settings';
import { autoRechargeTeaserSchema, languageSchema, newsletterSchema, noBodySchema, notificationsSettingsBodySchema, previewUpdateSchema, savePreferencesSchema } from './validation';

const autoRechargeSchema = z.strictObject({
  enabled: z.boolean(),
  amount: z.number().int().refine((amount) => AUTO_RECHARGE_AMOUNTS.includes(amount), `must be one of ${AUTO_RECHARGE_AMOUNTS.join(', ')}`),
});
const emailChangeSchema = z.strictObject({ email: emailSchema, password: z.string().min(1, 'is required').max(PASSWORD_MAX) });
const emailConfirmQuery = z.object({ token: z.string().min(1).max(100), language: languageSchema.optional() });

/**
 * The MyVisitX profile page's calls (server/docs/myarea.md "Profile"): settings, newsletters,
 * preferences, auto-recharge and its teaser, the avatar, the e-mail change and the terms' close.
 * Every call acts on the guest who asks; ids in a body must be his own.
 */
export async function profileRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { database, hub } = deps;
  const db = database.db;
  const settingsOf = (guestId: number): Promise<GuestSettings> => readSettings(db, guestId);

  await app.register(async (scope) => avatarUploadRoutes(scope, deps));
  await avatarReadRoutes(app, deps);

  /** Ours: everything the profile page shows besides the Guest itself. */
  app.get('/guest/profile/settings', { preValidation: sessionRequired }, async (request) => settingsOf((await loggedInGuest(db, request)).id));

  api.post('/guest/profile/preview/update', { preValidation: sessionRequired, schema: { body: previewUpdateSchema } }, async (request) => {
    const guest = await loggedInGuest(db, request);
    await deleteAvatar(db, guest.id);
    return { avatar: null };
  });

  app.get('/guest/getNotificationsSettings', { preValidation: sessionRequired }, async (request) => {
    const guest = await loggedInGuest(db, request);
    return { notificationsSettings: (await settingsOf(guest.id)).notificationsSettings };
  });

  api.post('/guest/notificationsSettings', { preValidation: sessionRequired, schema: { body: notificationsSettingsBodySchema } }, async (request) => {
    const guest = await loggedInGuest(db, request);
    await saveNotifications(db, guest.id, request.body.settings);
    return { notificationsSettings: (await settingsOf(guest.id)).notificationsSettings };
  });

  for (const [path, subscribed] of [['subscribe', true], ['unsubscribe', false]] as const) {
    api.post(`/guest/newsletter/${path}`, { preValidation: sessionRequired, schema: { body: newsletterSchema } }, async (request) => {
      const guest = await loggedInGuest(db, request);
      const { typeId, userId, emailAddress } = request.body;
      // The spec's body names a guest and an address: only the asking guest's own are taken.
      if (userId !== guest.id || emailAddress.email !== guest.email) throw forbidden('You can only change your own newsletters.', 'not_own_account');
      await setNewsletter(db, guest.id, typeId, subscribed);
      return { success: true, newsletters: (await settingsOf(guest.id)).newsletters };
    });
  }

  api.post('/guest/savePreferences', { preValidation: sessionRequired, schema: { body: savePreferencesSchema } }, async (request) => {
    const guest = await loggedInGuest(db, request);
    await savePreferences(db, guest.id, request.body.data);
    return { success: true, preferences: (await settingsOf(guest.id)).preferences };
  });

  api.post('/guest/autoRechargeTeaserState', { preValidation: sessionRequired, schema: { body: autoRechargeTeaserSchema } }, async (request) => {
    const guest = await loggedInGuest(db, request);
    await saveTeaserState(db, guest.id, request.body.mode);
    return { success: true, autoRechargeTeaserState: request.body.mode };
  });

  /** Ours: the auto-recharge opt-in and its amount, one of the one-click amounts. */
  api.post('/guest/autoRecharge', { preValidation: sessionRequired, schema: { body: autoRechargeSchema } }, async (request) => {
    const guest = await loggedInGuest(db, request);
    await saveAutoRecharge(db, guest.id, request.body.enabled, request.body.amount);
    return { success: true, autoRecharge: (await settingsOf(guest.id)).autoRecharge };
  });

  api.post('/guest/closeAgbAndDataProtection', { preValidation: sessionRequired, schema: { body: noBodySchema } }, async (request) => {
    const guest = await loggedInGuest(db, request);
    // The terms are accepted with the data protection notice: one flag stands for both (spec 000 §3 showDataProtection).
    await closeDataProtection(db, guest.id);
    hub.toGuest(guest.id, { type: 'dataProtection', show: false });
    return { success: true };
  });

  /** Ours: asks for a new address; the link mailed to it confirms (GET below). */
  api.post('/guest/email/change', { preValidation: sessionRequired, schema: { body: emailChangeSchema } }, async (request) => {
    const guest = await loggedInGuest(db, request);
    await requestEmailChange(db, guest, request.body.email, request.body.password, languageOf(request));
    return { success: true, pendingEmail: request.body.email };
  });

  /** The mailed link: works in any browser (the token is the proof), then the guest's open pages reload (guestEmailVerified). */
  api.get('/guest/email/confirm', { schema: { querystring: emailConfirmQuery } }, async (request, reply) => {
    const guestId = await confirmEmailChange(db, request.query.token);
    if (guestId === null) throw badRequest('This link is unknown, used or expired.', 'invalid_token');
    hub.toGuest(guestId, { type: 'guestEmailVerified' });
    return reply.redirect(`/${languageOf(request)}/`, 303);
  });
}
