import type { Notification } from '@vx/shared';

/** A notification for tests: unread and unseen, created `id` minutes after a fixed hour, so a higher id is newer. */
export const notificationFixture = (id: number, type = 1): Notification => ({
  id,
  type,
  title: `Title ${id}`,
  text: `Text ${id}`,
  unread: true,
  unseen: true,
  created: new Date(Date.UTC(2025, 0, 1, 12, id)).toISOString(),
  link: null,
});
