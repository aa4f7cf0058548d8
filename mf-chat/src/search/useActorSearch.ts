import { useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { useBusEvent, usePlatform } from '@vx/shared';
import { createSearchController } from './controller';
import { actorCameOnline, actorWentOffline } from './live';
import { queryKeyOf } from './payload';
import { searchStore, type SearchStore } from './store';
import type { SearchTypeState } from './types';

/** Online events come in bursts; one refresh a second is enough to show newcomers. */
export const REFRESH_AFTER_ONLINE_MS = 1000;

/**
 * One search state of the store, kept loaded: a change of filter, sort, page or location searches
 * again; a restored state that already answers its query does not. Online and offline events of
 * the bus patch the lists live.
 */
export function useActorSearch(key: string, create: () => SearchTypeState, store: SearchStore = searchStore) {
  const { rest } = usePlatform();
  const createRef = useRef(create);
  createRef.current = create;
  const controller = useMemo(() => createSearchController(store, rest, key, () => createRef.current()), [store, rest, key]);
  const subscribe = useMemo(
    () => (notify: () => void) => {
      const subscription = store.watch(key).subscribe(notify);
      return () => subscription.unsubscribe();
    },
    [store, key],
  );
  const state = useSyncExternalStore(subscribe, () => store.peek(key) ?? store.get(key, createRef.current));
  const query = queryKeyOf(state);

  useEffect(() => {
    void controller.load();
  }, [controller, query]);

  useBusEvent('actorOffline', (event) => store.updateAll((current) => actorWentOffline(current, event.actorId)));

  const refreshTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useBusEvent('actorOnline', (event) => {
    store.updateAll((current) => actorCameOnline(current, event.actorId));
    if (refreshTimer.current) return;
    refreshTimer.current = setTimeout(() => {
      refreshTimer.current = null;
      void controller.load(true);
    }, REFRESH_AFTER_ONLINE_MS);
  });
  useEffect(
    () => () => {
      if (refreshTimer.current) clearTimeout(refreshTimer.current);
      refreshTimer.current = null;
    },
    [controller],
  );

  return { state, controller };
}
