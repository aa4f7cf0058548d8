import { z } from 'zod';
import type { Hub } from '../../realtime/hub';

/**
 * Live reactions (spec 000 §3 "Live reaction", spec 001 §7.3 and §7.4 addReaction): a logged-in
 * guest's reaction to a reference (an actor's stream, a contest item …) broadcast as `liveReaction`
 * to every socket; the hub keeps no per-reference subscriptions, so clients filter by reference.
 */
export const REACTION_REFERENCE_TYPES = ['actor', 'contest', 'clash', 'video', 'event'] as const;
export const REACTIONS_PER_WINDOW = 10;
export const REACTION_WINDOW_MS = 10_000;

export const reactionArgs = z.object({
  referenceType: z.enum(REACTION_REFERENCE_TYPES),
  referenceId: z.number().int().min(1).max(2_147_483_647),
  imageId: z.number().int().min(1).max(2_147_483_647).nullish(),
  message: z.string().trim().max(200).default(''),
  /** The spec's data as a JSON string: an object of at most 1000 characters. */
  data: z
    .string()
    .max(1000)
    .default('{}')
    .refine((value) => {
      try {
        const parsed: unknown = JSON.parse(value);
        return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed);
      } catch {
        return false;
      }
    }, 'data: a JSON object'),
});
export type ReactionInput = z.output<typeof reactionArgs>;

/** A fixed window per guest, in memory: a flood from one guest is refused, others are not slowed. */
export function reactionLimiter(limit = REACTIONS_PER_WINDOW, windowMs = REACTION_WINDOW_MS) {
  const windows = new Map<number, { start: number; count: number }>();
  return (guestId: number, now = Date.now()): boolean => {
    const current = windows.get(guestId);
    if (!current || now - current.start >= windowMs) {
      if (windows.size > 10_000) windows.clear();
      windows.set(guestId, { start: now, count: 1 });
      return true;
    }
    current.count += 1;
    return current.count <= limit;
  };
}

export function broadcastReaction(hub: Pick<Hub, 'broadcast'>, reaction: ReactionInput): void {
  hub.broadcast({
    type: 'liveReaction',
    referenceType: reaction.referenceType,
    referenceId: reaction.referenceId,
    imageId: reaction.imageId ?? null,
    message: reaction.message,
    data: reaction.data,
  });
}
