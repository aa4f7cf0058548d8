import { and, eq, sql } from 'drizzle-orm';
import { TIME_LIMITS } from '@vx/shared/constants';
import type { LivePreview } from '@vx/shared/protocol';
import { CHAT_EXIT } from '@vx/shared/protocol';
import type { Executor } from '../../db/helpers';
import { actors } from '../actors/schema';
import type { AppDeps } from '../types';
import { livePreviews } from './schema';
import { streamUrlFor } from './stream';

/**
 * The live preview before paying (phoenix/get_profile_preview, spec 001 §9 time limits: live
 * preview 5 s, VIP 20 s). The server counts: per viewer (a guest, or a visitor's address), actor
 * and UTC day the first call starts the clock and stores it; every later call, a reload or a new
 * tab, reads the same clock. The stream grant ends with the preview.
 */

/** The exit code of a preview an actor does not offer (spec 001 §8 preview limits 401–408). */
export const PREVIEW_NOT_OFFERED = 402;

export interface PreviewViewer {
  /** `g:<guestId>`, or `ip:<address>` for a visitor (a cookie could be dropped to get the seconds again). */
  key: string;
  isVip: boolean;
}

export type PreviewAnswer = LivePreview | { notFound: true };

const utcDay = (now: Date) => now.toISOString().slice(0, 10);

export async function livePreview(
  db: Executor,
  secrets: AppDeps['secrets'],
  viewer: PreviewViewer,
  actorId: number,
  country: string | null,
  now = new Date(),
): Promise<PreviewAnswer> {
  const [actor] = await db
    .select({ isOnline: actors.isOnline, livePreview: actors.featureLivePreview, banned: actors.bannedCountryCodes })
    .from(actors)
    .where(eq(actors.id, actorId))
    .limit(1);
  if (!actor || (country !== null && actor.banned.includes(country.toUpperCase()))) return { notFound: true };
  if (!actor.isOnline) return { success: false, exitCode: CHAT_EXIT.startOffline };
  if (!actor.livePreview) return { success: false, exitCode: PREVIEW_NOT_OFFERED };
  const limit = viewer.isVip ? TIME_LIMITS.vip : TIME_LIMITS.livePreview;
  const day = utcDay(now);
  await db.insert(livePreviews).values({ viewerKey: viewer.key, actorId, day, startedAt: now, limitSeconds: limit }).onConflictDoNothing();
  // A guest who became VIP since the first call gets the VIP seconds, counted from the same start.
  const [clock] = await db
    .update(livePreviews)
    .set({ limitSeconds: sql`greatest(${livePreviews.limitSeconds}, ${limit})` })
    .where(and(eq(livePreviews.viewerKey, viewer.key), eq(livePreviews.actorId, actorId), eq(livePreviews.day, day)))
    .returning({ startedAt: livePreviews.startedAt, limitSeconds: livePreviews.limitSeconds });
  if (!clock) return { success: false, exitCode: CHAT_EXIT.previewLimit };
  const endsAt = clock.startedAt.getTime() + clock.limitSeconds * 1000;
  const secondsLeft = Math.ceil((endsAt - now.getTime()) / 1000);
  if (secondsLeft <= 0) return { success: false, exitCode: CHAT_EXIT.previewLimit };
  return {
    success: true,
    data: { actorId, streamUrl: streamUrlFor(secrets, actorId, `preview:${viewer.key}`, endsAt), secondsLeft, limit: clock.limitSeconds },
  };
}
