import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  actorVideoGridSchema,
  mediaBuyResultSchema,
  RestError,
  useGuestScope,
  usePlatform,
  videoDetailSchema,
  type GuestScope,
  type RestClient,
} from '@vx/shared';

export type ActorVideoGrid = z.infer<typeof actorVideoGridSchema>;
export type ActorVideo = ActorVideoGrid['videos'][number];
export type VideoDetail = z.infer<typeof videoDetailSchema>;
export type MediaBuyResult = z.infer<typeof mediaBuyResultSchema>;
export type MediaKind = 'video' | 'album';

export interface VideoFilter {
  tagGroup?: string;
  classic?: boolean;
}

export const fetchActorVideos = (rest: RestClient, actorId: number, page: number, filter: VideoFilter, signal?: AbortSignal) =>
  rest.call(`actor/${actorId}/videos`, {
    schema: actorVideoGridSchema,
    payload: { page, tagGroup: filter.tagGroup, classic: filter.classic ? 'true' : undefined },
    signal,
  });

export const fetchVideo = (rest: RestClient, videoId: number, signal?: AbortSignal) =>
  rest.call(`video/${videoId}`, { schema: videoDetailSchema, signal });

/** Buys a video or an album with coins; the key makes a repeated request charge once. */
export const buyMedia = (rest: RestClient, kind: MediaKind, id: number, idempotencyKey: string) =>
  rest.call(`${kind}/${id}/buy`, { method: 'POST', payload: { idempotencyKey }, schema: mediaBuyResultSchema });

export const isNotFound = (error: unknown) => error instanceof RestError && (error.status === 404 || error.status === 400);

/** A refused or unknown id will not change on a retry; a network or server failure might. */
export const retry = (failures: number, error: unknown) => !(error instanceof RestError && error.status >= 400 && error.status < 500) && failures < 1;

export type Scope = GuestScope;

/**
 * Keys of the media answers. They depend on the guest (isBought, unlocked pictures, the age
 * check) and the language, so the guest's scope closes every key: a login, a language switch or an
 * age check never shows another state. `all` reaches every one, so a purchase can refresh them at once.
 */
export const mediaKeys = {
  all: ['mf-media'] as const,
  actorVideos: (actorId: number, page: number, filter: VideoFilter, scope: Scope) =>
    ['mf-media', 'actorVideos', actorId, page, filter.tagGroup ?? null, filter.classic ?? false, ...scope] as const,
  video: (videoId: number, scope: Scope) => ['mf-media', 'video', videoId, ...scope] as const,
};

export function useScope() {
  const { rest } = usePlatform();
  return { rest, scope: useGuestScope() };
}

export function useActorVideos(actorId: number, page: number, filter: VideoFilter) {
  const { rest, scope } = useScope();
  return useQuery({
    queryKey: mediaKeys.actorVideos(actorId, page, filter, scope),
    queryFn: ({ signal }) => fetchActorVideos(rest, actorId, page, filter, signal),
    placeholderData: keepPreviousData,
    retry,
  });
}

export function useVideo(videoId: number) {
  const { rest, scope } = useScope();
  return useQuery({ queryKey: mediaKeys.video(videoId, scope), queryFn: ({ signal }) => fetchVideo(rest, videoId, signal), retry });
}

/** After a purchase every grid and detail may show the item differently (bought, unlocked). */
export function useRefreshMedia(): () => Promise<void> {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: mediaKeys.all });
}
