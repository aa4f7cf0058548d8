import { useSyncExternalStore } from 'react';
import { consent } from '../../consent/consent';
import { createSearchHistory } from './searchHistory';

/** The page's one history, in local storage as far as the guest's consent allows. */
export const searchHistory = createSearchHistory({
  storage: () => window.localStorage,
  allowed: () => consent.allows('functional'),
});

// A consent given or taken back while the page is open takes effect at once, not at the next search.
consent.state$.subscribe(() => searchHistory.sync());

export function useSearchHistory() {
  const entries = useSyncExternalStore(searchHistory.subscribe, searchHistory.entries);
  return { entries, add: searchHistory.add, clear: searchHistory.clear };
}
