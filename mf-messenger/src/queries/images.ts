import { useMutation } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { usePlatform } from '@vx/shared';

/** The messenger's pictures (server/docs/messenger.md "Images"): the guest's upload; fetching one with his token is @vx/shared's useRestImageUrl. */

const uploadAnswerSchema = z.object({ imageId: z.int().check(z.positive()) });

/** Uploads a picture into the channel; its id is what an image message sends. */
export function useUploadImage(channelId: number) {
  const { rest } = usePlatform();
  return useMutation({
    mutationFn: (file: File) => rest.call(`messenger/channel/${channelId}/image`, { method: 'POST', body: file, schema: uploadAnswerSchema }),
  });
}
