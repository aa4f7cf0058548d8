import { and, desc, eq, notInArray } from 'drizzle-orm';
import { HIDDEN_NOTIFICATION_TYPES } from '@vx/shared/constants';
import type { Notification } from '@vx/shared/protocol';
import type { Executor } from '../../db/helpers';
import type { Hub } from '../../realtime/hub';
import { notifications, type NotificationRow } from './schema';

export const NOTIFICATION_TARGETS = ['navbar', 'floating'] as const;
export type NotificationTarget = (typeof NOTIFICATION_TARGETS)[number];

/** Notification types of this product. Types 6, 7, 13, 14, 15 and 22 exist but are never sent (spec 000 §3). */
export const NOTIFICATION_TYPES = { welcome: 1, payment: 2 } as const;

export interface NewNotification {
  guestId: number;
  type: number;
  title: string;
  text: string;
  link?: string | null;
}

export function toNotificationDto(row: NotificationRow): Notification {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    text: row.text,
    unread: row.unread,
    unseen: row.unseen,
    created: row.createdAt.toISOString(),
    link: row.link,
  };
}

export function isHiddenType(type: number): boolean {
  return HIDDEN_NOTIFICATION_TYPES.includes(type);
}

export async function createNotification(db: Executor, input: NewNotification): Promise<NotificationRow> {
  const [row] = await db
    .insert(notifications)
    .values({ guestId: input.guestId, type: input.type, title: input.title, text: input.text, link: input.link ?? null })
    .returning();
  return row;
}

/** The newest `limit` notifications of a guest, hidden types left out. */
export async function listNewest(db: Executor, guestId: number, limit: number): Promise<NotificationRow[]> {
  return db
    .select()
    .from(notifications)
    .where(and(eq(notifications.guestId, guestId), notInArray(notifications.type, [...HIDDEN_NOTIFICATION_TYPES])))
    .orderBy(desc(notifications.id))
    .limit(limit);
}

/** Marks one notification of the guest read (which also makes it seen) or seen; null when not theirs. */
export async function markNotification(
  db: Executor,
  guestId: number,
  notificationId: number,
  mark: 'read' | 'seen',
): Promise<NotificationRow | null> {
  const changes = mark === 'read' ? { unread: false, unseen: false } : { unseen: false };
  const rows = await db
    .update(notifications)
    .set(changes)
    .where(and(eq(notifications.id, notificationId), eq(notifications.guestId, guestId)))
    .returning();
  return rows[0] ?? null;
}

/** Pushes added or changed notifications to every socket of the guest, for both lists. */
export function pushNotifications(
  hub: Pick<Hub, 'toGuest'>,
  guestId: number,
  rows: NotificationRow[],
  options: { targets?: readonly NotificationTarget[]; markedAsReadIds?: number[]; removedIds?: number[] } = {},
): void {
  const visible = rows.filter((row) => !isHiddenType(row.type)).map(toNotificationDto);
  if (visible.length === 0 && !options.markedAsReadIds?.length && !options.removedIds?.length) return;
  for (const target of options.targets ?? NOTIFICATION_TARGETS) {
    hub.toGuest(guestId, {
      type: 'notifications',
      target,
      notifications: visible,
      removedIds: options.removedIds ?? [],
      markedAsReadIds: options.markedAsReadIds ?? [],
    });
  }
}

/** Creates a notification and pushes it; for other domains (a purchase, a reward, a message). */
export async function notify(db: Executor, hub: Pick<Hub, 'toGuest'>, input: NewNotification): Promise<NotificationRow> {
  const row = await createNotification(db, input);
  pushNotifications(hub, input.guestId, [row]);
  return row;
}
