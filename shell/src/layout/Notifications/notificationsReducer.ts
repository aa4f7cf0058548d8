import { HIDDEN_NOTIFICATION_TYPES, NAVBAR_NOTIFICATIONS, type IncomingOf, type Notification } from '@vx/shared';

export interface NotificationsState {
  items: Notification[];
}

export type NotificationsAction =
  | { type: 'received'; event: Pick<IncomingOf<'notifications'>, 'notifications' | 'removedIds' | 'markedAsReadIds'> }
  | { type: 'seen'; ids: number[] }
  | { type: 'read'; id: number }
  | { type: 'reset' };

export const initialNotifications: NotificationsState = { items: [] };

const newestFirst = (a: Notification, b: Notification) => Date.parse(b.created) - Date.parse(a.created) || b.id - a.id;

/**
 * The navbar's notifications (spec 000 §4): pushed ones are added or replace the entry with
 * their id, removed ids are deleted, marked ones lose their unread flag; hidden types never
 * show, and the list keeps the newest NAVBAR_NOTIFICATIONS entries.
 */
export function notificationsReducer(state: NotificationsState, action: NotificationsAction): NotificationsState {
  switch (action.type) {
    case 'received': {
      const { notifications, removedIds, markedAsReadIds } = action.event;
      const byId = new Map(state.items.map((item) => [item.id, item]));
      for (const notification of notifications) {
        if (HIDDEN_NOTIFICATION_TYPES.includes(notification.type)) byId.delete(notification.id);
        else byId.set(notification.id, notification);
      }
      for (const id of removedIds) byId.delete(id);
      for (const id of markedAsReadIds) {
        const item = byId.get(id);
        if (item) byId.set(id, { ...item, unread: false });
      }
      return { items: [...byId.values()].sort(newestFirst).slice(0, NAVBAR_NOTIFICATIONS) };
    }
    case 'seen':
      return { items: state.items.map((item) => (action.ids.includes(item.id) ? { ...item, unseen: false } : item)) };
    case 'read':
      return {
        items: state.items.map((item) => (item.id === action.id ? { ...item, unread: false, unseen: false } : item)),
      };
    case 'reset':
      return initialNotifications;
  }
}
