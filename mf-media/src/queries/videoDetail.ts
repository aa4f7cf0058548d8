import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { useGuestScope, usePlatform, videoListItemSchema, videoPreviewEndIncentivesSchema, type RestClient, type VxqlClient } from '@vx/shared';
import { mediaKeys, retry, useScope, type Scope } from './media';

export type RecommendedVideo = z.infer<typeof videoListItemSchema>;
export type RecommendationKind = 'actor' | 'video';

/** Spec 001 §9 "Recommendations: grid 8". */
export const RECOMMENDATIONS_SHOWN = 8;

const recommendationsSchema = z.object({ videos: z.array(videoListItemSchema) });
const ratingSchema = z.object({ videoId: z.number(), likes: z.number(), dislikes: z.number(), isLiked: z.boolean(), isDisliked: z.boolean() });
const likeAnswerSchema = z.object({ likeVideo: ratingSchema });
const dislikeAnswerSchema = z.object({ dislikeVideo: ratingSchema });
const shareAnswerSchema = z.object({ status: z.string() });
export type VideoRating = z.infer<typeof ratingSchema>;

export const videoDetailKeys = {
  incentives: (videoId: number, scope: Scope) => ['mf-media', 'videoIncentives', videoId, ...scope] as const,
  recommendations: (videoId: number, kind: RecommendationKind, scope: Scope) => ['mf-media', 'videoRecommendations', videoId, kind, ...scope] as const,
};

export const fetchPreviewEndIncentives = (rest: RestClient, videoId: number, signal?: AbortSignal) =>
  rest.call(`conversion/getVideoPreviewEndIncentives/${videoId}`, { schema: videoPreviewEndIncentivesSchema, signal }).then((answer) => answer.data);

export const fetchRecommendations = (rest: RestClient, videoId: number, by: RecommendationKind, signal?: AbortSignal) =>
  rest.call(`video/${videoId}/recommendations`, { payload: { by, first: RECOMMENDATIONS_SHOWN }, schema: recommendationsSchema, signal }).then((answer) => answer.videos);

export const rateVideo = (vxql: VxqlClient, videoId: number, like: boolean): Promise<VideoRating> =>
  like
    ? vxql.request('mutation LikeVideo($videoId: Int!) { likeVideo(videoId: $videoId) { videoId likes dislikes isLiked isDisliked } }', { videoId }, likeAnswerSchema).then((a) => a.likeVideo)
    : vxql.request('mutation DislikeVideo($videoId: Int!) { dislikeVideo(videoId: $videoId) { videoId likes dislikes isLiked isDisliked } }', { videoId }, dislikeAnswerSchema).then((a) => a.dislikeVideo);

/** guest/sendVideoShareEmail: 'OK', 'TIMEOUT' or another status (spec 001 §7.5: a general failure). */
export const sendVideoShare = (rest: RestClient, body: { recipient: string; message: string; videoId: number; guestId: number }) =>
  rest.call('guest/sendVideoShareEmail', { method: 'POST', payload: body, schema: shareAnswerSchema }).then((answer) => answer.status);

/** The incentives of a preview's end, asked for only once it has ended (`enabled`). */
export function usePreviewEndIncentives(videoId: number, enabled: boolean) {
  const { rest, scope } = useScope();
  return useQuery({ queryKey: videoDetailKeys.incentives(videoId, scope), queryFn: ({ signal }) => fetchPreviewEndIncentives(rest, videoId, signal), enabled, retry });
}

export function useRecommendations(videoId: number, by: RecommendationKind) {
  const { rest, scope } = useScope();
  return useQuery({ queryKey: videoDetailKeys.recommendations(videoId, by, scope), queryFn: ({ signal }) => fetchRecommendations(rest, videoId, by, signal), retry });
}

/** Like or dislike; afterwards the video is fetched again (its likes and guestInfo.liked). */
export function useRateVideo(videoId: number) {
  const { vxql } = usePlatform();
  const scope = useGuestScope();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (like: boolean) => rateVideo(vxql, videoId, like),
    onSuccess: () => client.invalidateQueries({ queryKey: mediaKeys.video(videoId, scope) }),
  });
}

/** Share by email as the logged-in guest (the server checks the guestId is theirs). */
export function useShareVideo(videoId: number) {
  const { rest, guest } = usePlatform();
  return useMutation({ mutationFn: (mail: { recipient: string; message: string }) => sendVideoShare(rest, { ...mail, videoId, guestId: guest.id! }) });
}
