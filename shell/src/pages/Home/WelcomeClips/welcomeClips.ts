import * as z from 'zod/mini';
import type { VxqlClient } from '@vx/shared';

/** How many clips the rotator shows (the query service allows 1–10). */
export const WELCOME_CLIPS = 5;

export const WELCOME_CLIPS_QUERY = `query WelcomeClips($first: Int) {
  welcomeClipRotator(first: $first) { id hls preview video { quality { p720 p360 } } model { id name } }
}`;

const clipSchema = z.object({
  id: z.int(),
  hls: z.string(),
  preview: z.string(),
  video: z.object({ quality: z.object({ p720: z.string(), p360: z.string() }) }),
  model: z.object({ id: z.int(), name: z.string() }),
});
export type WelcomeClip = z.infer<typeof clipSchema>;
const answerSchema = z.object({ welcomeClipRotator: z.array(clipSchema) });

export const welcomeClipsKey = (language: string) => ['welcomeClipRotator', WELCOME_CLIPS, language] as const;

/**
 * The query service's welcomeClipRotator (server/docs/tv.md): previews anyone may play, newest first.
 * A visitor's call goes with the visitor token the platform's client brings.
 */
export const loadWelcomeClips = (vxql: VxqlClient): Promise<WelcomeClip[]> =>
  vxql.request(WELCOME_CLIPS_QUERY, { first: WELCOME_CLIPS }, answerSchema).then((answer) => answer.welcomeClipRotator);
