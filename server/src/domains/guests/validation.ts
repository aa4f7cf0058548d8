import { z } from 'zod';
import { LANGUAGES } from '@vx/shared/constants';

/**
 * A guest's public name: 3 to 30 letters or digits, single spaces, dots, dashes or underscores
 * inside, starting and ending with a letter or digit. (Bounds are ours: spec 000 §5 gives none.)
 */
export const guestNameSchema = z
  .string()
  .trim()
  .min(3, 'must be at least 3 characters')
  .max(30, 'must be at most 30 characters')
  .regex(/^[\p{L}\p{N}](?:[\p{L}\p{N}]|[ ._-](?=[\p{L}\p{N}]))*$/u, 'letters and digits, with single spaces, dots, dashes or underscores between them');

export const languageSchema = z.enum(LANGUAGES);

/** POST guest/profile/update: { properties: { name?, language? } } (spec 001 §7.2 "POST: properties"). */
export const profileUpdateSchema = z.object({
  properties: z
    .object({ name: guestNameSchema.optional(), language: languageSchema.optional() })
    .strict()
    .refine((p) => p.name !== undefined || p.language !== undefined, 'nothing to update'),
});
