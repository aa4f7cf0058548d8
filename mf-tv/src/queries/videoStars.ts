import { useQuery } from '@tanstack/react-query';
import { usePlatform, VIDEO_STARS_DEFAULT, videoStarListSchema } from '@vx/shared';

export const videoStarKeys = { all: ['tv', 'videoStars'] as const, list: (language: string) => ['tv', 'videoStars', language] as const };

/** GET videos/stars (videoStars, default 100: spec 001 §9): the actors with the most videos; REST, so visitors get them too. */
export function useVideoStars() {
  const { rest, language } = usePlatform();
  return useQuery({
    queryKey: videoStarKeys.list(language),
    queryFn: ({ signal }) => rest.call('videos/stars', { schema: videoStarListSchema, signal, payload: { first: VIDEO_STARS_DEFAULT } }).then((answer) => answer.stars),
  });
}
