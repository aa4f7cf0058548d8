import { useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { subscriptionListSchema, subscriptionPlanSchema, usePlatform } from '@vx/shared';

/** The price table and the guest's own subscriptions (server/docs/subscriptions.md). */
export const subscriptionKeys = {
  all: ['tv', 'subscriptions'] as const,
  plans: (language: string) => ['tv', 'subscriptions', 'plans', language] as const,
  mine: (guestId: number | null, vip: boolean, tv: boolean) => ['tv', 'subscriptions', 'mine', guestId, vip, tv] as const,
};

const plansSchema = z.object({ plans: z.array(subscriptionPlanSchema) });

/** GET subscriptions/plans: the plans vipabo, trialvipabo and vxtvabo with their prices (anyone). */
export function useSubscriptionPlans() {
  const { rest, language } = usePlatform();
  return useQuery({
    queryKey: subscriptionKeys.plans(language),
    queryFn: ({ signal }) => rest.call('subscriptions/plans', { schema: plansSchema, signal }).then((answer) => answer.plans),
  });
}

/**
 * GET subscriptions: the guest's own (logged in only). Keyed on his flags, so a subscription bought
 * or ended (the socket's vipAboUpdate / tvAboUpdate update the guest) is read again at once.
 */
export function useMySubscriptions() {
  const { rest, guest } = usePlatform();
  return useQuery({
    queryKey: subscriptionKeys.mine(guest.id, guest.isVip, guest.hasTvAbo),
    queryFn: ({ signal }) => rest.call('subscriptions', { schema: subscriptionListSchema, signal }),
    enabled: guest.isLoggedIn,
  });
}
