import { asc, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { Executor } from '../../db/helpers';
import { albumTagSuggestions } from './schema';

/** At most this many tags per suggestion; the album's list shows the most suggested ones. */
export const SUGGESTED_TAGS_MAX = 10;

/** Lowercased, inner whitespace collapsed, duplicates dropped; labels outside 2–40 characters are left out. */
export function normaliseTags(labels: string[]): string[] {
  const cleaned = labels.map((label) => label.trim().replace(/\s+/g, ' ').toLowerCase()).filter((label) => label.length >= 2 && label.length <= 40);
  return [...new Set(cleaned)];
}

/** The tags guests suggested for an album with how many did, the most suggested first. */
export function suggestedTags(db: Executor, albumId: number) {
  const guests = count(albumTagSuggestions.guestId);
  return db
    .select({ label: albumTagSuggestions.label, count: guests })
    .from(albumTagSuggestions)
    .where(eq(albumTagSuggestions.albumId, albumId))
    .groupBy(albumTagSuggestions.label)
    .orderBy(desc(guests), asc(albumTagSuggestions.label))
    .limit(20)
    .then((rows) => rows.map((row) => ({ label: row.label, count: Number(row.count) })));
}

/** suggest tags for album (spec 001 §7.4): stores the guest's suggestions once each. */
export async function suggestTags(db: Database['db'], guestId: number, albumId: number, labels: string[]) {
  const tags = normaliseTags(labels);
  if (tags.length > 0) {
    await db
      .insert(albumTagSuggestions)
      .values(tags.map((label) => ({ guestId, albumId, label })))
      .onConflictDoNothing();
  }
  return suggestedTags(db, albumId);
}

