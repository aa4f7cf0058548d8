import { useMutation } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { graphQLCode, useBusEvent, usePlatform } from '@vx/shared';

/**
 * Live reactions (spec 000 §3, spec 001 §7.3 liveReaction, §7.4 addReaction): a logged-in guest
 * reacts to a contest or a clash, and the server broadcasts it to every socket, the sender's too.
 * Nothing is cached: a reaction is shown for a moment as it arrives and never asked for again.
 */
export type ReactionReferenceType = 'contest' | 'clash';
export interface ReactionReference {
  referenceType: ReactionReferenceType;
  referenceId: number;
}

/** The reactions this remote sends and shows, as `data` {"emoji": name}; other data is not ours to show. */
export const REACTION_NAMES = ['heart', 'fire', 'applause', 'laugh', 'wow'] as const;
export type ReactionName = (typeof REACTION_NAMES)[number];

export const ADD_REACTION = `mutation AddReaction($referenceType: String!, $referenceId: Int!, $imageId: Int, $message: String, $data: String) {
  addReaction(referenceType: $referenceType, referenceId: $referenceId, imageId: $imageId, message: $message, data: $data) { success } }`;
const addReactionAnswer = z.object({ addReaction: z.object({ success: z.boolean() }) });
const reactionData = z.object({ emoji: z.enum(REACTION_NAMES) });

/** The server's refusal of more than its limit of reactions in its window (per guest). */
export const isTooManyReactions = (error: unknown) => graphQLCode(error) === 'TOO_MANY_REQUESTS';

function reactionOf(data: string): ReactionName | null {
  try {
    const parsed = z.safeParse(reactionData, JSON.parse(data));
    return parsed.success ? parsed.data.emoji : null;
  } catch {
    return null;
  }
}

/** Sends a reaction. It is not shown here: the socket's echo shows it, once, as everyone's. */
export function useAddReaction({ referenceType, referenceId }: ReactionReference) {
  const { vxql } = usePlatform();
  return useMutation({
    mutationFn: (emoji: ReactionName) =>
      vxql.request(ADD_REACTION, { referenceType, referenceId, imageId: null, message: '', data: JSON.stringify({ emoji }) }, addReactionAnswer),
  });
}

/** Calls `onReaction` for each reaction to this reference (the hub sends every reference to every socket). */
export function useLiveReactions({ referenceType, referenceId }: ReactionReference, onReaction: (emoji: ReactionName) => void) {
  useBusEvent('liveReaction', (event) => {
    if (event.referenceType !== referenceType || event.referenceId !== referenceId) return;
    const emoji = reactionOf(event.data);
    if (emoji) onReaction(emoji);
  });
}
