import { useCallback, useEffect, useReducer } from 'react';
import { NAVBAR_NOTIFICATIONS, useBusEvent, usePlatform } from '@vx/shared';
import { initialNotifications, notificationsReducer } from './notificationsReducer';

/**
 * The navbar's newest notifications: requested when a guest logs in, kept up to date by the
 * `notifications` events of the socket. Marking goes to the server over the bus.
 */
export function useNavbarNotifications() {
  const { bus, guest } = usePlatform();
  const [state, dispatch] = useReducer(notificationsReducer, initialNotifications);
  const loggedIn = guest.isLoggedIn;

  useEffect(() => {
    dispatch({ type: 'reset' });
    if (loggedIn) bus.send({ type: 'requestNotifications', target: 'navbar', newest: NAVBAR_NOTIFICATIONS });
  }, [bus, loggedIn, guest.id]);

  useBusEvent('notifications', (event) => {
    if (event.target === 'navbar' && loggedIn) dispatch({ type: 'received', event });
  });

  const unseen = state.items.filter((item) => item.unseen);

  /** Opening the list: everything shown has been seen. */
  const markAllSeen = useCallback(() => {
    const ids = state.items.filter((item) => item.unseen).map((item) => item.id);
    if (!ids.length) return;
    ids.forEach((notificationId) => bus.send({ type: 'markNotificationSeen', target: 'navbar', notificationId }));
    dispatch({ type: 'seen', ids });
  }, [bus, state.items]);

  /** Opening one notification marks it read. */
  const markRead = useCallback(
    (notificationId: number) => {
      const item = state.items.find((entry) => entry.id === notificationId);
      if (!item?.unread) return;
      bus.send({ type: 'markNotificationRead', target: 'navbar', notificationId });
      dispatch({ type: 'read', id: notificationId });
    },
    [bus, state.items],
  );

  return { items: state.items, unseenCount: unseen.length, markAllSeen, markRead };
}

export type NavbarNotifications = ReturnType<typeof useNavbarNotifications>;
