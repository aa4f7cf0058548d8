import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { usePlatform } from '@vx/shared';

/** The messenger's pictures (server/docs/messenger.md "Images"): the guest's upload, and fetching one with his token. */

const uploadAnswerSchema = z.object({ imageId: z.int().check(z.positive()) });

/** Uploads a picture into the channel; its id is what an image message sends. */
export function useUploadImage(channelId: number) {
  const { rest } = usePlatform();
  return useMutation({
    mutationFn: (file: File) => rest.call(`messenger/channel/${channelId}/image`, { method: 'POST', body: file, schema: uploadAnswerSchema }),
  });
}

/** How long a picture's object URL is kept once nothing shows it: a thumbnail scrolled away and back is not fetched again. */
export const THUMBNAIL_KEEP_MS = 10 * 60_000;

const revoking = new WeakSet<QueryClient>();

/** An object URL holds its picture in memory until revoked: revoke it when its query leaves the cache. */
function revokeOnRemoval(queryClient: QueryClient) {
  if (revoking.has(queryClient)) return;
  revoking.add(queryClient);
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'removed' || event.query.queryKey[0] !== 'messengerImage') return;
    const url: unknown = event.query.state.data;
    if (typeof url === 'string') URL.revokeObjectURL(url);
  });
}

/**
 * A picture's REST path as an object URL: the server gives it to the guest's token only, which an
 * <img> cannot carry. A picture never changes for its path, so it is fetched once and its object URL
 * kept `keepMs` after the last component showing it is gone, then revoked. A null path fetches nothing
 * (not near the viewport yet, or a censored picture).
 */
export function useImageUrl(path: string | null, keepMs = THUMBNAIL_KEEP_MS) {
  const { rest } = usePlatform();
  revokeOnRemoval(useQueryClient());
  return useQuery({
    queryKey: ['messengerImage', path],
    queryFn: async ({ signal }) => {
      if (!rest.download) throw new Error('this platform cannot download files');
      return URL.createObjectURL(await rest.download(path!, signal));
    },
    enabled: path !== null,
    staleTime: Infinity,
    gcTime: keepMs,
  });
}
