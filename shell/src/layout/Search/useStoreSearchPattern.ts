import { useMutation } from '@tanstack/react-query';
import { usePlatform } from '@vx/shared';
import { storeSearchPattern } from './globalSearch';

/**
 * Tells the query service about a submitted search. Nothing waits for it and a failure changes
 * nothing the guest sees: the search has already taken him to its page.
 */
export function useStoreSearchPattern(): (searchPattern: string) => void {
  const { vxql } = usePlatform();
  const { mutate } = useMutation({ mutationFn: (searchPattern: string) => storeSearchPattern(vxql, searchPattern) });
  return mutate;
}
