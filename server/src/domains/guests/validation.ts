import { z } from 'zod';
import { GENDER_TYPES, GUEST_NAME, LANGUAGES } from '@vx/shared/constants';
import { AUTO_RECHARGE_TEASER_MODES, NEWSLETTER_TYPE_IDS, NOTIFICATION_SETTING_KEYS, type NotificationSettingKey } from '@vx/shared/protocol';

/**
 * Characters that show nothing or turn the text around: format characters (zero-width, bidi marks,
 * embeddings, overrides and isolates, byte order mark, soft hyphen), controls, line and paragraph
 * separators, and the Hangul fillers, letters that render blank.
 */
const INVISIBLE = /[\p{Cf}\p{Cc}\p{Zl}\p{Zp}\u115F\u1160\u3164\uFFA0]/u;

/**
 * A guest's public name by the rule of GUEST_NAME (@vx/shared/constants), which the shell checks too.
 * NFKC first, so that decomposed accents and full-width letters are stored in their usual form;
 * whether a look-alike is taken is the unique name key's job (name-key.ts).
 */
export const guestNameSchema = z
  .string()
  .max(200, 'must be at most 30 characters')
  .transform((name) => name.normalize('NFKC'))
  .refine((name) => !INVISIBLE.test(name), 'must not contain invisible or text-direction control characters')
  .pipe(z.string().trim()
  .min(GUEST_NAME.min, `must be at least ${GUEST_NAME.min} characters`)
  .max(GUEST_NAME.max, `must be at most ${GUEST_NAME.max} characters`)
  .regex(GUEST_NAME.pattern, 'letters and digits, with single spaces, dots, dashes or underscores between them'));

export const languageSchema = z.enum(LANGUAGES);

/** POST guest/profile/update: { properties: { name?, language? } } (spec 001 §7.2 "POST: properties"). */
export const profileUpdateSchema = z.object({
  properties: z
    .object({ name: guestNameSchema.optional(), language: languageSchema.optional() })
    .strict()
    .refine((p) => p.name !== undefined || p.language !== undefined, 'nothing to update'),
});

/** A call that takes nothing (guest/closeDataProtection and its Agb twin): no body, or an empty object as the client sends. */
export const noBodySchema = z.strictObject({}).optional();

/** POST guest/profile/preview/update: { delete: true } removes the avatar (spec 001 §7.2 "delete flag"). */
export const previewUpdateSchema = z.strictObject({ delete: z.literal(true) });

/** POST guest/notificationsSettings: every setting, each on or off; unknown keys refused. */
export const notificationsSettingsBodySchema = z.strictObject({
  settings: z.strictObject(Object.fromEntries(NOTIFICATION_SETTING_KEYS.map((key) => [key, z.boolean()])) as Record<NotificationSettingKey, z.ZodBoolean>),
});

/** guest/newsletter/subscribe and unsubscribe (spec 001 §7.2): the guest's own id and address only, checked in the route. */
export const newsletterSchema = z.strictObject({
  typeId: z.number().int().refine((typeId) => NEWSLETTER_TYPE_IDS.includes(typeId), `must be one of ${NEWSLETTER_TYPE_IDS.join(', ')}`),
  userId: z.number().int().positive(),
  emailAddress: z.strictObject({ email: z.string().trim().toLowerCase().min(3).max(254) }),
});

export const autoRechargeTeaserSchema = z.strictObject({ mode: z.enum(AUTO_RECHARGE_TEASER_MODES) });

/** guest/savePreferences: { data } with the known keys only, each value listed at most once (docs/myarea.md "Profile"). */
const distinct = <T extends string>(values: readonly [T, ...T[]]) =>
  z.array(z.enum(values)).max(values.length).refine((list) => new Set(list).size === list.length, 'lists a value twice');
export const savePreferencesSchema = z.strictObject({
  data: z.strictObject({ genders: distinct(GENDER_TYPES).optional(), languages: distinct(LANGUAGES).optional() }),
});
