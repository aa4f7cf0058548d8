import { useCallback, useEffect, useReducer } from 'react';
import { NAVBAR_NOTIFICATIONS, useBusEvent, usePlatform } from '@vx/shared';
import { initialNotifications, notificationsReducer } from './notificationsReducer';

export type NotificationTarget = 'navbar' | 'floating';

/**
 * The newest notifications of one list (the navbar's or the floating one, spec 001 §7.3):
 * requested when a guest logs in, kept up to date by the socket's `notifications` events for
 * that list. Marking goes to the server over the bus and shows at once.
 */
export function useNotifications(target: NotificationTarget) {
  const { bus, guest } = usePlatform();
  const [state, dispatch] = useReducer(notificationsReducer, initialNotifications);
  const loggedIn = guest.isLoggedIn;

  useEffect(() => {
    dispatch({ type: 'reset' });
    if (loggedIn) bus.send({ type: 'requestNotifications', target, newest: NAVBAR_NOTIFICATIONS });
  }, [bus, target, loggedIn, guest.id]);

  useBusEvent('notifications', (event) => {
    if (event.target === target && loggedIn) dispatch({ type: 'received', event });
  });

  const unseen = state.items.filter((item) => item.unseen);

  /** These have been seen (the list opened, a floating one closed). */
  const markSeen = useCallback(
    (ids: number[]) => {
      const fresh = ids.filter((id) => state.items.some((item) => item.id === id && item.unseen));
      if (!fresh.length) return;
      fresh.forEach((notificationId) => bus.send({ type: 'markNotificationSeen', target, notificationId }));
      dispatch({ type: 'seen', ids: fresh });
    },
    [bus, target, state.items],
  );

  /** Opening the list: everything shown has been seen. */
  const markAllSeen = useCallback(() => markSeen(state.items.map((item) => item.id)), [markSeen, state.items]);

  /** Opening one notification marks it read. */
  const markRead = useCallback(
    (notificationId: number) => {
      const item = state.items.find((entry) => entry.id === notificationId);
      if (!item?.unread) return;
      bus.send({ type: 'markNotificationRead', target, notificationId });
      dispatch({ type: 'read', id: notificationId });
    },
    [bus, target, state.items],
  );

  return {
    items: state.items,
    unseen,
    unseenCount: unseen.length,
    unreadCount: state.items.filter((item) => item.unread).length,
    markSeen,
    markAllSeen,
    markRead,
  };
}

export type Notifications = ReturnType<typeof useNotifications>;
