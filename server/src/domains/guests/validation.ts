import { z } from 'zod';
import { GUEST_NAME, LANGUAGES } from '@vx/shared/constants';

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
