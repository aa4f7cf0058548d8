import { z } from 'zod';

/** Spec 001 §9 page sizes: tv, mediathek 30. */
export const MEDIATHEK_PAGE = 30;
/** Spec 001 §9 recommendations: load default 16. */
export const SUGGEST_DEFAULT = 16;
export const SUGGEST_MAX = 30;

export const formatKeySchema = z.string().regex(/^[a-z0-9-]{1,60}$/, 'a format key: lower-case letters, digits and dashes');
export const hashIdSchema = z.string().regex(/^[0-9a-z]{8,16}$/, 'a TV video hash id');

/** Spec 000 §3 Mediathek filter: contentGroups (format keys), excludedHashIds, formatKey. */
export const mediathekFilterSchema = z.object({
  contentGroups: z.array(formatKeySchema).max(20).optional(),
  excludedHashIds: z.array(hashIdSchema).max(100).optional(),
  formatKey: formatKeySchema.optional(),
});
