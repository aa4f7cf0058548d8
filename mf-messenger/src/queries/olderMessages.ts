import { useMutation, useQueryClient } from '@tanstack/react-query';
import { usePlatform, type MessengerContent } from '@vx/shared';
import { CONTENT_QUERY, messageKeys, withMessages } from './messages';
import { contentAnswerSchema } from './schemas';

/** Messages a scroll to the top asks for at once (messengerContent's limit is 1–200). */
export const OLDER_PAGE = 50;

/**
 * The page before the oldest message held (messengerContent `beforeId`), added to the cached
 * conversation; its `hasMore` then says whether still older ones exist.
 */
export function useLoadOlder(channelId: number) {
  const { vxql, guest } = usePlatform();
  const client = useQueryClient();
  const key = messageKeys.channel(guest.isLoggedIn ? guest.id : null, channelId);
  return useMutation({
    mutationFn: (beforeId: number) => vxql.request(CONTENT_QUERY, { channelId, beforeId, limit: OLDER_PAGE }, contentAnswerSchema).then((answer) => answer.messengerContent),
    onSuccess: (page) => client.setQueryData<MessengerContent>(key, (held) => held && { ...withMessages(held, page.messages), hasMore: page.hasMore }),
  });
}
