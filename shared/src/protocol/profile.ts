import * as z from 'zod/mini';
import { GENDER_TYPES, LANGUAGES, NEWSLETTER_TYPES } from '../constants';
import { MESSENGER_IMAGE_TYPES } from './messenger-messages';

/**
 * The guest's own settings on the MyVisitX profile page (spec 000 §3 Guest: notificationsSettings,
 * preferences, autoRechargeAmount and config, the auto-recharge teaser state; §3 Other: newsletter
 * types; spec 001 §7.2 guest/...), shared by the server and mf-myarea. server/docs/myarea.md "Profile".
 */

/** The newsletter type ids of spec 000 §3 (NEWSLETTER_TYPES), smallest first. */
export const NEWSLETTER_TYPE_IDS: readonly number[] = Object.values(NEWSLETTER_TYPES).sort((a, b) => a - b);

/** What the guest may be told by e-mail; each is on or off. */
export const NOTIFICATION_SETTING_KEYS = ['favouriteOnline', 'newMessage', 'newContent', 'specialOffers'] as const;
export type NotificationSettingKey = (typeof NOTIFICATION_SETTING_KEYS)[number];

export const notificationsSettingsSchema = z.strictObject({
  favouriteOnline: z.boolean(),
  newMessage: z.boolean(),
  newContent: z.boolean(),
  specialOffers: z.boolean(),
});
export type NotificationsSettings = z.infer<typeof notificationsSettingsSchema>;

/**
 * Guest.preferences: which performers the guest likes to see first (the actor sort guest_preferences),
 * known keys only and bounded: the gender types and the spoken languages, each listed at most once.
 */
export const preferencesSchema = z.strictObject({
  genders: z.optional(z.array(z.enum(GENDER_TYPES)).check(z.maxLength(GENDER_TYPES.length))),
  languages: z.optional(z.array(z.enum(LANGUAGES)).check(z.maxLength(LANGUAGES.length))),
});
export type GuestPreferences = z.infer<typeof preferencesSchema>;

/** guest/autoRechargeTeaserState modes: the teaser is shown, put off for now, or closed for good. */
export const AUTO_RECHARGE_TEASER_MODES = ['show', 'later', 'closed'] as const;
export type AutoRechargeTeaserMode = (typeof AUTO_RECHARGE_TEASER_MODES)[number];

export const autoRechargeSchema = z.object({
  enabled: z.boolean(),
  /** The coins charged when the balance runs low; one of `amounts`, null while never chosen. */
  amount: z.nullable(z.int()),
  amounts: z.array(z.int()),
});

/** guest/profile/settings (ours): everything the profile page shows besides the Guest itself. */
export const guestSettingsSchema = z.object({
  notificationsSettings: notificationsSettingsSchema,
  /** The subscribed newsletter type ids. */
  newsletters: z.array(z.int()),
  preferences: preferencesSchema,
  autoRecharge: autoRechargeSchema,
  autoRechargeTeaserState: z.enum(AUTO_RECHARGE_TEASER_MODES),
  /** An e-mail address waiting for its confirmation link, or null. */
  pendingEmail: z.nullable(z.string()),
});
export type GuestSettings = z.infer<typeof guestSettingsSchema>;

/** The avatar upload: the picture's own bytes, of the messenger's picture types, at most MAX_AVATAR_BYTES. */
export const AVATAR_TYPES = MESSENGER_IMAGE_TYPES;
export const MAX_AVATAR_BYTES = 2 * 1024 * 1024;
