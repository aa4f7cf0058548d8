import { useQuery, useQueryClient } from '@tanstack/react-query';
import { messengerRecommendationsSchema, RECOMMENDATION_AGE_RATING, useBusEvent, usePlatform, type MessengerRecommendations } from '@vx/shared';

/** The grid shows when no conversation is open, the slider beside one (without her). */
export const recommendationsKey = (guestId: number | null, currentActorId: number | null) => ['messengerRecommendations', guestId, currentActorId] as const;

/** An answer without the actor who went offline: recommendations are of online actors only (spec 000 §5). */
export const withoutActor = (answer: MessengerRecommendations, actorId: number): MessengerRecommendations =>
  answer.actors.some((actor) => actor.actorId === actorId) ? { actors: answer.actors.filter((actor) => actor.actorId !== actorId) } : answer;

/** messenger/recommendations (spec 001 §7.2): 8 for the grid when currentActorId is null, else 5 for the slider. */
export function useRecommendations(currentActorId: number | null) {
  const { rest, guest } = usePlatform();
  const guestId = guest.isLoggedIn ? guest.id : null;
  const client = useQueryClient();
  useBusEvent('actorOffline', ({ actorId }) =>
    client.setQueriesData<MessengerRecommendations>({ queryKey: ['messengerRecommendations', guestId] }, (answer) => answer && withoutActor(answer, actorId)),
  );
  return useQuery({
    queryKey: recommendationsKey(guestId, currentActorId),
    queryFn: () =>
      rest.call('messenger/recommendations', {
        payload: { currentActorId: currentActorId ?? undefined, useGrid: currentActorId === null, fsk: RECOMMENDATION_AGE_RATING },
        schema: messengerRecommendationsSchema,
      }),
    enabled: guest.isLoggedIn,
  });
}
