import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { usePlatform } from '../contract/platform';

/**
 * Pictures the server gives to the guest's token only (the messenger's pictures: server/docs/messenger.md
 * "Images"), shown wherever they appear: the messenger's conversation, the media library's tiles.
 */

/** How long a picture's object URL is kept once nothing shows it: a thumbnail scrolled away and back is not fetched again. */
export const REST_IMAGE_KEEP_MS = 10 * 60_000;

const KEY = 'restImage';
const revoking = new WeakSet<QueryClient>();

/** An object URL holds its picture in memory until revoked: revoke it when its query leaves the cache. */
function revokeOnRemoval(queryClient: QueryClient) {
  if (revoking.has(queryClient)) return;
  revoking.add(queryClient);
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'removed' || event.query.queryKey[0] !== KEY) return;
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
export function useRestImageUrl(path: string | null, keepMs = REST_IMAGE_KEEP_MS) {
  const { rest } = usePlatform();
  revokeOnRemoval(useQueryClient());
  return useQuery({
    queryKey: [KEY, path],
    queryFn: async ({ signal }) => {
      if (!rest.download) throw new Error('this platform cannot download files');
      return URL.createObjectURL(await rest.download(path!, signal));
    },
    enabled: path !== null,
    staleTime: Infinity,
    gcTime: keepMs,
  });
}
