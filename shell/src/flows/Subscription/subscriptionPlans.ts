import * as z from 'zod/mini';
import { subscriptionPlanSchema } from '@vx/shared';

/** GET subscriptions/plans: the price table of the three subscription flows (server/docs/subscriptions.md). */
export const plansSchema = z.object({ plans: z.array(subscriptionPlanSchema) });

/** Euros of a plan as the cents formatMoney takes. */
export const euroCents = (euros: number): number => Math.round(euros * 100);
