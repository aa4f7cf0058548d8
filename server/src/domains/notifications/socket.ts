import type { AppDeps, SocketHandler } from '../types';
import { loggedInGuest, onMessage } from '../../realtime/handlers';
import { listNewest, markNotification, pushNotifications, toNotificationDto } from './service';

/** requestNotifications, markNotificationRead, markNotificationSeen (spec 001 §7.3). */
export function notificationSocketHandlers({ database, hub }: AppDeps): Partial<Record<string, SocketHandler>> {
  const mark = (kind: 'read' | 'seen') =>
    onMessage<'markNotificationRead' | 'markNotificationSeen'>(async (message, ctx) => {
      const guestId = loggedInGuest(ctx);
      const row = await markNotification(database.db, guestId, message.notificationId, kind);
      if (!row) return;
      // To every socket of the guest, so another open tab updates its list too.
      pushNotifications(hub, guestId, [row], {
        targets: [message.target],
        markedAsReadIds: kind === 'read' ? [row.id] : [],
      });
    });

  return {
    requestNotifications: onMessage<'requestNotifications'>(async (message, ctx) => {
      const rows = await listNewest(database.db, loggedInGuest(ctx), message.newest);
      ctx.send({
        type: 'notifications',
        target: message.target,
        notifications: rows.map(toNotificationDto),
        removedIds: [],
        markedAsReadIds: [],
      });
    }),
    markNotificationRead: mark('read'),
    markNotificationSeen: mark('seen'),
  };
}
