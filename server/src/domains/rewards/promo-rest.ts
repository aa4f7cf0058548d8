import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSession, sessionRequired } from '../../http/auth';
import type { AppDeps } from '../types';
import { findBonusCode, refusalOf } from './bonus-codes';
import { bonusCodeInput } from './rest';

const params = z.object({ promoCode: bonusCodeInput });

/**
 * promo/hasGuestNotRedeemedOnTopCodeInstance/{promoCode} (spec 001 §7.2): whether the session's
 * guest holds the code as an "on top" code (one with a top-up benefit: coins on top of his next
 * top-up) that he may still redeem now. An unknown code, another guest's personal code, one
 * without a top-up benefit, an expired or used-up one, or one he redeemed: false.
 */
export async function promoRoutes(app: FastifyInstance, { database }: AppDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get('/promo/hasGuestNotRedeemedOnTopCodeInstance/:promoCode', { preValidation: sessionRequired, schema: { params } }, async (request) => {
    const session = await requireSession(request);
    const row = await findBonusCode(database.db, session.guestId, request.params.promoCode);
    const redeemable = row !== null && row.containsTopUpBenefit && (await refusalOf(database.db, session.guestId, row, new Date())) === null;
    return { data: { hasNotRedeemedInstance: redeemable } };
  });
}
