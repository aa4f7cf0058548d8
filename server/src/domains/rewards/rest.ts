import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CANCELLATION_OFFER, type BonusCodeRefusal } from '@vx/shared/protocol';
import { accessTokenOf, requireSession, sessionRequired } from '../../http/auth';
import { conflict, forbidden, HttpError, notFound } from '../../http/errors';
import { bodyIdSchema } from '../../http/validate';
import type { AppDeps } from '../types';
import { redeemBonusCode } from './bonus-codes';
import { pushSubscriptionChange } from '../subscriptions/notify';
import { acceptCancellationOffer } from './cancellation-offer';

/** What a bonus code may look like: letters, digits and dashes (so no input reaches the lookup unbounded). */
export const bonusCodeInput = z.string().trim().min(3).max(40).regex(/^[A-Za-z0-9-]+$/, 'code: letters, digits and dashes');
export const PLATFORM_TEXT_MAX = 500;

const redeemBody = z.strictObject({ code: bonusCodeInput });
const cancellationBody = z.strictObject({ guest_id: bodyIdSchema, platform_text: z.string().trim().min(1).max(PLATFORM_TEXT_MAX) });

/** Redemption attempts a token may make a minute: enough for a guest, too few to guess codes. */
export const REDEEM_ATTEMPTS_PER_MINUTE = 20;

const REFUSAL_STATUS: Record<BonusCodeRefusal, number> = {
  bonus_code_not_found: 404,
  bonus_code_expired: 410,
  bonus_code_exhausted: 410,
  bonus_code_already_redeemed: 409,
  mobile_auth_required: 403,
  vip_required: 403,
};
const REFUSAL_MESSAGE: Record<BonusCodeRefusal, string> = {
  bonus_code_not_found: 'This bonus code does not exist.',
  bonus_code_expired: 'This bonus code has expired.',
  bonus_code_exhausted: 'This bonus code has been used up.',
  bonus_code_already_redeemed: 'You have already redeemed this bonus code.',
  mobile_auth_required: 'This bonus code needs a verified mobile number.',
  vip_required: 'This bonus code is for VIP members.',
};

/**
 * guest/redeemBonus and guest/acceptCancellationOffer (spec 001 §7.2). The guest is always the
 * session's; a `guest_id` naming another guest is refused with 403.
 */
export async function rewardRoutes(app: FastifyInstance, { database, hub }: AppDeps): Promise<void> {
  const db = database.db;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/guest/redeemBonus',
    {
      preValidation: sessionRequired,
      schema: { body: redeemBody },
      config: { rateLimit: { max: REDEEM_ATTEMPTS_PER_MINUTE, timeWindow: 60_000, keyGenerator: (request) => accessTokenOf(request) ?? request.ip } },
    },
    async (request) => {
      const session = await requireSession(request);
      const outcome = await redeemBonusCode(db, hub, session.guestId, request.body.code);
      if (!outcome.ok) throw new HttpError(REFUSAL_STATUS[outcome.refusal], outcome.refusal, REFUSAL_MESSAGE[outcome.refusal]);
      return { success: true, bonus: outcome.bonus };
    },
  );

  api.post('/guest/acceptCancellationOffer', { preValidation: sessionRequired, schema: { body: cancellationBody } }, async (request) => {
    const session = await requireSession(request);
    const { guest_id: guestId, platform_text: platformText } = request.body;
    if (guestId !== session.guestId) throw forbidden('You can only accept your own offer.', 'not_your_guest_id');
    const outcome = await acceptCancellationOffer(db, session.guestId, platformText);
    if (!outcome.ok && outcome.reason === 'not_vip') throw notFound('There is no subscription to keep.', 'no_cancellation_offer');
    if (!outcome.ok) throw conflict('You have already accepted this offer.', 'offer_already_accepted');
    if (outcome.change) pushSubscriptionChange(hub, outcome.change);
    return { accepted_offer: true, accepted_offer_info: { type: CANCELLATION_OFFER.benefit, amount: CANCELLATION_OFFER.days } };
  });
}
