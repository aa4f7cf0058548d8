import type { Domain } from '../types';
import { demoMailboxRoutes } from './demo-mailbox';
import { notificationRoutes } from './rest';
import { notificationSocketHandlers } from './socket';

export { notify, createNotification, pushNotifications, NOTIFICATION_TYPES } from './service';
export { queueMail } from './outbox';

/** Navbar and floating notifications over the socket, the mail outbox and its demo mailbox. */
export const notificationsDomain: Domain = {
  name: 'notifications',
  rest: notificationRoutes,
  routes: demoMailboxRoutes,
  socket: notificationSocketHandlers,
};
