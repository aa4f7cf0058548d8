import { useQuery } from '@tanstack/react-query';
import { guestNameSuggestionSchema, usePlatform } from '@vx/shared';

/**
 * A readable user name for the signup form (GET guest/name/suggestion, ours), asked once per form:
 * never cached for another form, since the next guest may take it.
 */
export function useNameSuggestion() {
  const { rest } = usePlatform();
  return useQuery({
    queryKey: ['guest/name/suggestion'],
    queryFn: ({ signal }) => rest.call('guest/name/suggestion', { schema: guestNameSuggestionSchema, auth: false, signal }),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
}
