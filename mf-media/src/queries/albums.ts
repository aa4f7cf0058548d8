import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { actorAlbumListSchema, albumDetailSchema, type RestClient, type VxqlClient } from '@vx/shared';
import { retry, useScope, type Scope } from './media';

export type ActorAlbumList = z.infer<typeof actorAlbumListSchema>;
export type Album = ActorAlbumList['albums'][number];
export type AlbumDetail = z.infer<typeof albumDetailSchema>;

export const fetchActorAlbums = (rest: RestClient, actorId: number, page: number, signal?: AbortSignal) =>
  rest.call(`actor/${actorId}/albums`, { schema: actorAlbumListSchema, payload: { page }, signal });

export const fetchAlbum = (rest: RestClient, albumId: number, page: number, signal?: AbortSignal) =>
  rest.call(`album/${albumId}`, { schema: albumDetailSchema, payload: { page }, signal });

/** Album keys live under the media root ('mf-media'), so a purchase's refresh reaches them too. */
export const albumKeys = {
  actorAlbums: (actorId: number, page: number, scope: Scope) => ['mf-media', 'actorAlbums', actorId, page, ...scope] as const,
  album: (albumId: number, page: number, scope: Scope) => ['mf-media', 'album', albumId, page, ...scope] as const,
  /** Every page of one album: a rating or pin patches them all. */
  albumPages: (albumId: number) => ['mf-media', 'album', albumId] as const,
  comments: (albumId: number, scope: Scope) => ['mf-media', 'albumComments', albumId, ...scope] as const,
  sedcards: (actorId: number, scope: Scope) => ['mf-media', 'sedcards', actorId, ...scope] as const,
  pinnedPhotos: (actorId: number, scope: Scope) => ['mf-media', 'pinnedPhotos', actorId, ...scope] as const,
};

export function useActorAlbums(actorId: number, page: number) {
  const { rest, scope } = useScope();
  return useQuery({
    queryKey: albumKeys.actorAlbums(actorId, page, scope),
    queryFn: ({ signal }) => fetchActorAlbums(rest, actorId, page, signal),
    placeholderData: keepPreviousData,
    retry,
  });
}

/**
 * The server signs a paid album's picture URLs for one to two hours: renewing them every half hour,
 * in a background tab too, keeps the links of a page left open working.
 */
const SIGNED_URL_RENEWAL_MS = 30 * 60_000;

export function useAlbum(albumId: number, page: number) {
  const { rest, scope } = useScope();
  return useQuery({
    queryKey: albumKeys.album(albumId, page, scope),
    queryFn: ({ signal }) => fetchAlbum(rest, albumId, page, signal),
    placeholderData: keepPreviousData,
    refetchInterval: SIGNED_URL_RENEWAL_MS,
    refetchIntervalInBackground: true,
    retry,
  });
}

const int = z.number().int();
const ratingSchema = z.object({ guestRatingLikes: int, guestRatingDislikes: int, isLiked: z.boolean(), isDisliked: z.boolean() });
export type Rating = z.infer<typeof ratingSchema>;
/** guestAvatar (ours, server/docs/gallery.md): the author's avatar URL now, null without one. */
const commentSchema = z.object({ id: int, albumId: int, guestName: z.string(), guestAvatar: z.string().nullish(), text: z.string(), created: z.string() });
export type AlbumComment = z.infer<typeof commentSchema>;
const commentsSchema = z.object({
  success: z.literal(true),
  data: z.object({ comments: z.array(commentSchema), commentsTotal: int, isGuestAllowedToCommentAlbum: z.boolean() }),
});
export type AlbumComments = z.infer<typeof commentsSchema>['data'];
const postedSchema = z.object({ success: z.literal(true), data: z.object({ comment: commentSchema, commentsTotal: int, isGuestAllowedToCommentAlbum: z.boolean() }) });
const ratedSchema = z.object({ success: z.literal(true), data: ratingSchema });
const imageSet = z.object({ w320: z.string(), w640: z.string(), w1280: z.string() });
const sedcardsSchema = z.object({
  success: z.literal(true),
  data: ratingSchema.extend({ actorId: int, actorName: z.string(), sedcards: z.array(z.object({ position: int, image: imageSet })), total: int, isPinned: z.boolean() }),
});
export type Sedcards = z.infer<typeof sedcardsSchema>['data'];
const pinnedSchema = z.object({
  success: z.literal(true),
  data: z.object({ pictures: z.array(z.object({ pictureId: int, albumId: int, position: int, actorId: int, actorName: z.string(), image: imageSet.nullable(), pinnedAt: z.string() })) }),
});
export type PinnedPhoto = z.infer<typeof pinnedSchema>['data']['pictures'][number];
const viewSchema = z.object({ viewAlbum: z.object({ albumId: int, albumTotalViews: int }) });

/** Spec 001 §9: comments come 500 per load; the list shows 5 more per click. */
export const COMMENTS_PER_LOAD = 500;

export const rateAlbum = (rest: RestClient, albumId: number, rating: 1 | 5) =>
  rest.call('gallery/setGuestRating', { method: 'POST', payload: { albumId, rating }, schema: ratedSchema }).then((answer) => answer.data);
export const ratePicture = (rest: RestClient, albumId: number, pictureId: number, rating: 1 | 5) =>
  rest.call('gallery/setPictureGuestRating', { method: 'POST', payload: { albumId, pictureId, rating }, schema: ratedSchema }).then((answer) => answer.data);
export const postAlbumComment = (rest: RestClient, albumId: number, text: string) =>
  rest.call('gallery/postComment', { method: 'POST', payload: { albumId, text }, schema: postedSchema }).then((answer) => answer.data);
/** view album (spec 001 §7.4): the query service, logged-in guests only. */
export const sendAlbumView = (vxql: VxqlClient, albumId: number) =>
  vxql.request('mutation ViewAlbum($albumId: Int!) { viewAlbum(albumId: $albumId) { albumId albumTotalViews } }', { albumId }, viewSchema);

export function useAlbumComments(albumId: number) {
  const { rest, scope } = useScope();
  return useQuery({
    queryKey: albumKeys.comments(albumId, scope),
    queryFn: ({ signal }) =>
      rest.call('gallery/getComments', { payload: { albumId, limit: COMMENTS_PER_LOAD }, schema: commentsSchema, signal }).then((answer) => answer.data),
    retry,
  });
}

export function useSedcards(actorId: number) {
  const { rest, scope } = useScope();
  return useQuery({
    queryKey: albumKeys.sedcards(actorId, scope),
    queryFn: ({ signal }) => rest.call(`gallery/getsedcards/${actorId}`, { schema: sedcardsSchema, signal }).then((answer) => answer.data),
    retry,
  });
}

export function usePinnedPhotos(actorId: number, enabled: boolean) {
  const { rest, scope } = useScope();
  return useQuery({
    queryKey: albumKeys.pinnedPhotos(actorId, scope),
    queryFn: ({ signal }) => rest.call('gallery/getPinnedPhotos', { payload: { actorId }, schema: pinnedSchema, signal }).then((answer) => answer.data.pictures),
    enabled,
    retry,
  });
}

/** Posts a comment; the new one goes first, the total grows by one and the guest may not comment again (spec 000 §4 Album). */
export function usePostAlbumComment(albumId: number) {
  const { rest, scope } = useScope();
  const client = useQueryClient();
  return async (text: string) => {
    const posted = await postAlbumComment(rest, albumId, text);
    client.setQueryData<AlbumComments>(albumKeys.comments(albumId, scope), (old) =>
      old && { comments: [posted.comment, ...old.comments], commentsTotal: posted.commentsTotal, isGuestAllowedToCommentAlbum: false },
    );
  };
}
