import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { RestError, useGuestScope, usePlatform } from '@vx/shared';
import { activityEventSchema, adventCalendarSchema, claimSpecialRewardSchema, collectEggSchema, easterEggsSchema, easterEventSchema, highOnRoseSchema, prizeDrawSchema, specialEventListSchema, type SpecialEventType } from '@vx/shared/events';

/**
 * The special events' calls (spec 001 §7.2 special/*; server/docs/special.md): the overview, each
 * kind's data with the guest's part, and the guest's actions (a reward claimed, a door opened, an
 * egg collected, a draw entered, a rose given), each of which reloads the event's answers.
 * Keys close with the guest scope, so a login or language switch asks again.
 */
export const specialKeys = {
  all: ['events', 'special'] as const,
  list: (scope: readonly unknown[]) => ['events', 'special', 'list', ...scope] as const,
  data: (type: SpecialEventType, slug: string | null, scope: readonly unknown[]) => ['events', 'special', 'data', type, slug, ...scope] as const,
  advent: (scope: readonly unknown[]) => ['events', 'special', 'advent', ...scope] as const,
  eggs: (routeName: string, scope: readonly unknown[]) => ['events', 'special', 'eggs', routeName, ...scope] as const,
};

/** An event slug as the server accepts it; anything else is the not-found page without a call. */
export const EVENT_SLUG = /^[a-z0-9-]{1,60}$/;

/** The server refused because it was done before (409): a reward claimed, a door opened, an egg collected. */
export const isAlreadyDone = (error: unknown) => error instanceof RestError && error.status === 409;
export const isNotFound = (error: unknown) => error instanceof RestError && (error.status === 404 || error.status === 400);

export function useSpecialEvents() {
  const { rest } = usePlatform();
  const scope = useGuestScope();
  return useQuery({
    queryKey: specialKeys.list(scope),
    queryFn: ({ signal }) => rest.call('special/get/events', { schema: specialEventListSchema, signal }).then((answer) => answer.events),
  });
}

/** special/getData/{eventType}: the running (or next, or latest ended) event of a kind, or the one of `slug`. */
function useSpecialEventData<S extends z.ZodMiniType>(type: SpecialEventType, schema: S, slug: string | null) {
  const { rest } = usePlatform();
  const scope = useGuestScope();
  return useQuery({
    queryKey: specialKeys.data(type, slug, scope),
    queryFn: ({ signal }) =>
      rest
        .call(`special/getData/${type}`, { schema: z.object({ event: z.nullable(schema) }), signal, payload: slug ? { slug } : {} })
        .then((answer) => (answer as { event: z.infer<S> | null }).event),
  });
}

export const useActivityEvent = (type: 'activity' | 'goldrush', slug: string | null = null) => useSpecialEventData(type, activityEventSchema, slug);
export const useEasterEvent = () => useSpecialEventData('easter', easterEventSchema, null);
export const usePrizeDraw = () => useSpecialEventData('prizeDraw', prizeDrawSchema, null);
export const useHighOnRose = () => useSpecialEventData('highOnRose', highOnRoseSchema, null);

export function useAdventCalendar() {
  const { rest } = usePlatform();
  const scope = useGuestScope();
  return useQuery({ queryKey: specialKeys.advent(scope), queryFn: ({ signal }) => rest.call('special/adventcalendar', { schema: adventCalendarSchema, signal }) });
}

/** The running egg hunt's eggs on a page, for a logged-in guest (tokens are his). */
export function useEasterEggs(routeName: string) {
  const { rest, guest } = usePlatform();
  const scope = useGuestScope();
  return useQuery({
    queryKey: specialKeys.eggs(routeName, scope),
    queryFn: ({ signal }) => rest.call('special/easter/eggs', { schema: easterEggsSchema, signal, payload: { routeName } }),
    enabled: guest.isLoggedIn,
  });
}

/** A mutation of the special events: POST, then every special answer is asked again. */
function useSpecialAction<I extends Record<string, unknown>, O>(path: string, schema: z.ZodMiniType<O>) {
  const { rest } = usePlatform();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (payload: I) => rest.call(path, { method: 'POST', payload, schema }),
    onSettled: () => client.invalidateQueries({ queryKey: specialKeys.all }),
  });
}

const successSchema = z.object({ success: z.boolean() });

export const useClaimSpecialReward = () => useSpecialAction<{ eventId: number; rewardId: number }, z.infer<typeof claimSpecialRewardSchema>>('special/claimReward', claimSpecialRewardSchema);
export const useOpenAdventDoor = () => useSpecialAction<{ day: number }, z.infer<typeof adventCalendarSchema>>('special/adventcalendar', adventCalendarSchema);
export const useCollectEgg = () => useSpecialAction<{ verificationToken: string; qmdate: string }, z.infer<typeof collectEggSchema>>('special/easter/collectEgg', collectEggSchema);
export const useEnterPrizeDraw = () => useSpecialAction<{ eventId: number }, z.infer<typeof successSchema>>('special/prizeDraw/enter', successSchema);
export const useGiveRose = () => useSpecialAction<{ eventId: number; actorId: number }, z.infer<typeof successSchema>>('special/highOnRose/giveRose', successSchema);
