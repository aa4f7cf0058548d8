import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { subscriptionListSchema, subscriptionSchema, useBusEvent, usePlatform } from '@vx/shared';

/**
 * The guest's VIP and TV subscriptions (server/docs/subscriptions.md): GET subscriptions and
 * POST subscriptions/{id}/cancel. A subscription update on the socket (bought in a flow, renewed,
 * ended, extended by the cancellation offer) loads the list again.
 */
export const subscriptionsKey = (guestId: number | null) => ['myarea', 'subscriptions', guestId] as const;

const cancelAnswerSchema = z.object({ subscription: subscriptionSchema });

export function useSubscriptions() {
  const { rest, guest } = usePlatform();
  const guestId = guest.isLoggedIn ? guest.id : null;
  const client = useQueryClient();
  const reload = () => void client.invalidateQueries({ queryKey: subscriptionsKey(guestId) });
  useBusEvent('vipAboUpdate', reload);
  useBusEvent('tvAboUpdate', reload);
  return useQuery({
    queryKey: subscriptionsKey(guestId),
    queryFn: ({ signal }) => rest.call('subscriptions', { schema: subscriptionListSchema, signal }),
    enabled: guestId !== null,
  });
}

export function useCancelSubscription() {
  const { rest, guest } = usePlatform();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => rest.call(`subscriptions/${id}/cancel`, { method: 'POST', payload: {}, schema: cancelAnswerSchema }),
    onSuccess: () => client.invalidateQueries({ queryKey: subscriptionsKey(guest.isLoggedIn ? guest.id : null) }),
  });
}
