import type { Domain } from '../types';
import { notificationRoutes } from './rest';
import { notificationSocketHandlers } from './socket';

export { notify, createNotification, pushNotifications, NOTIFICATION_TYPES } from './service';
export { queueMail } from './outbox';

/** Navbar and floating notifications over the socket, and the mail outbox. */
export const notificationsDomain: Domain = {
  name: 'notifications',
  rest: notificationRoutes,
  socket: notificationSocketHandlers,
};
