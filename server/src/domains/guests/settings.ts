import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import {
  NEWSLETTER_TYPE_IDS,
  type AutoRechargeTeaserMode,
  type GuestPreferences,
  type GuestSettings,
  type NotificationsSettings,
} from '@vx/shared/protocol';
import type { Executor } from '../../db/helpers';
import { ONE_CLICK_AMOUNTS } from '../livechat/one-click';
import { emailChanges, guestSettings } from './profile-schema';

/** The profile page's settings of a guest (server/docs/myarea.md "Profile"); a guest without a row has these. */
export const DEFAULT_NOTIFICATIONS: NotificationsSettings = { favouriteOnline: true, newMessage: true, newContent: true, specialOffers: false };

/** The auto-recharge amounts are the one-click amounts: the same stored payment method is charged. */
export const AUTO_RECHARGE_AMOUNTS: readonly number[] = ONE_CLICK_AMOUNTS;

type SettingsChange = Partial<Omit<typeof guestSettings.$inferInsert, 'guestId' | 'updatedAt'>>;

/** Writes some settings of a guest, making the row with the defaults on the first save. */
async function upsert(db: Executor, guestId: number, change: SettingsChange): Promise<void> {
  await db
    .insert(guestSettings)
    .values({ guestId, ...change })
    .onConflictDoUpdate({ target: guestSettings.guestId, set: { ...change, updatedAt: sql`now()` } });
}

export async function readSettings(db: Executor, guestId: number): Promise<GuestSettings> {
  const [row] = await db.select().from(guestSettings).where(eq(guestSettings.guestId, guestId)).limit(1);
  const [pending] = await db
    .select({ email: emailChanges.email })
    .from(emailChanges)
    .where(and(eq(emailChanges.guestId, guestId), isNull(emailChanges.usedAt), gt(emailChanges.expiresAt, new Date())))
    .orderBy(sql`${emailChanges.createdAt} DESC`)
    .limit(1);
  const newsletters = row?.newsletters ?? 0;
  return {
    notificationsSettings: row?.notifications ?? DEFAULT_NOTIFICATIONS,
    newsletters: NEWSLETTER_TYPE_IDS.filter((typeId) => (newsletters & typeId) !== 0),
    preferences: row?.preferences ?? {},
    autoRecharge: { enabled: row?.autoRechargeEnabled ?? false, amount: row?.autoRechargeAmount ?? null, amounts: [...AUTO_RECHARGE_AMOUNTS] },
    autoRechargeTeaserState: (row?.autoRechargeTeaserState ?? 'show') as AutoRechargeTeaserMode,
    pendingEmail: pending?.email ?? null,
  };
}

export const saveNotifications = (db: Executor, guestId: number, notifications: NotificationsSettings) => upsert(db, guestId, { notifications });

export const savePreferences = (db: Executor, guestId: number, preferences: GuestPreferences) => upsert(db, guestId, { preferences });

export const saveTeaserState = (db: Executor, guestId: number, mode: AutoRechargeTeaserMode) => upsert(db, guestId, { autoRechargeTeaserState: mode });

export const saveAutoRecharge = (db: Executor, guestId: number, enabled: boolean, amount: number) =>
  upsert(db, guestId, { autoRechargeEnabled: enabled, autoRechargeAmount: amount });

/** Subscribes or unsubscribes one newsletter type: its bit set or cleared in one statement, so two calls at once both count. */
export async function setNewsletter(db: Executor, guestId: number, typeId: number, subscribed: boolean): Promise<void> {
  const bits = subscribed ? sql`${guestSettings.newsletters} | ${typeId}` : sql`${guestSettings.newsletters} & ~${typeId}::int`;
  await db
    .insert(guestSettings)
    .values({ guestId, newsletters: subscribed ? typeId : 0 })
    .onConflictDoUpdate({ target: guestSettings.guestId, set: { newsletters: bits, updatedAt: sql`now()` } });
}
