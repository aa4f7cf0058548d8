import { useQueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { favouriteActorListSchema, favouriteActorSchema, imageSetSchema, useBusEvent, usePlatform } from '@vx/shared';
import { mediathekKeys } from './mediathek';
import { usePagedList, type PageAnswer } from './pagedList';

/** Spec 001 §9: favourites default 50, the most guest/favorite/actors answers at once: the page size of every list here. */
export const FAVOURITES_LIMIT = 50;

const int = z.int();
const sedcardsSchema = z.object({
  sedcards: z.array(z.object({ actorId: int, actorName: z.string(), isOnline: z.boolean(), image: imageSetSchema, pinnedAt: z.string() })),
  total: int,
});
export type PinnedSedcard = z.infer<typeof sedcardsSchema>['sedcards'][number];
const photosSchema = z.object({
  success: z.literal(true),
  data: z.object({
    pictures: z.array(z.object({ pictureId: int, albumId: int, position: int, actorId: int, actorName: z.string(), image: z.nullable(imageSetSchema), pinnedAt: z.string() })),
    total: int,
  }),
});
export type PinnedPhoto = z.infer<typeof photosSchema>['data']['pictures'][number];
export type FavouriteActor = z.infer<typeof favouriteActorSchema>;

/** The pinned media lists of the page besides the albums (those are the media library's). */
type PinnedKind = 'sedcards' | 'photos';

/**
 * Keys close with the guest; every key starts with the root, so one favourite event reaches them all.
 * A list's key is the prefix of its pages' keys (`page` from 0), so a bus event patches every page.
 */
export const favouriteKeys = {
  all: ['myarea', 'favourites'] as const,
  models: (guestId: number | null) => ['myarea', 'favourites', 'models', guestId] as const,
  modelsPage: (guestId: number | null, page: number) => [...favouriteKeys.models(guestId), page] as const,
  pinnedPage: (kind: PinnedKind, guestId: number | null, page: number) => ['myarea', 'favourites', kind, guestId, page] as const,
};

/** Online ones first, then newest pin first: the server's order, kept when the bus changes who is online. */
export const byOnlineThenPin = (a: FavouriteActor, b: FavouriteActor) => Number(b.isOnline) - Number(a.isOnline) || b.pinnedAt.localeCompare(a.pinnedAt);

/**
 * The pages joined, online first: a model who came online meanwhile moved to an earlier page on the
 * server, so a later page may repeat one already shown; she is listed once.
 */
const arrangeModels = (actors: FavouriteActor[]) => [...new Map(actors.map((actor) => [actor.id, actor])).values()].sort(byOnlineThenPin);

/**
 * The guest's pinned models, online first, `pages` pages of 50: actorOnline and actorOffline patch
 * every cached page in place (the joined list moves the actor), a favourite event (a pin or unpin in
 * any tab) loads them again.
 */
export function useFavouriteModels(pages: number) {
  const { rest, guest } = usePlatform();
  const guestId = guest.isLoggedIn ? guest.id : null;
  const client = useQueryClient();
  const setOnline = (actorId: number, isOnline: boolean) =>
    client.setQueriesData<PageAnswer<FavouriteActor>>({ queryKey: favouriteKeys.models(guestId) }, (page) =>
      page && page.items.some((actor) => actor.id === actorId) ? { ...page, items: page.items.map((actor) => (actor.id === actorId ? { ...actor, isOnline } : actor)) } : page,
    );
  useBusEvent('actorOnline', (event) => setOnline(event.actorId, true));
  useBusEvent('actorOffline', (event) => setOnline(event.actorId, false));
  useBusEvent('favouriteEvent', () => {
    void client.invalidateQueries({ queryKey: favouriteKeys.all });
    // A pinned album is an asset of the media library's pinned tab too.
    void client.invalidateQueries({ queryKey: mediathekKeys.all });
  });
  return usePagedList({
    pages,
    pageSize: FAVOURITES_LIMIT,
    queryKey: (index) => favouriteKeys.modelsPage(guestId, index),
    queryFn: (index, signal) =>
      rest
        .call('guest/favorite/actors', { payload: { page: index + 1, limit: FAVOURITES_LIMIT, order: 'online' }, schema: favouriteActorListSchema, signal })
        .then((answer) => ({ items: answer.actors, total: answer.total })),
    enabled: guestId !== null,
    arrange: arrangeModels,
  });
}

/** One of the guest's pinned media lists, newest first, `pages` pages of 50, each page read by `load`. */
function usePinnedPages<T>(kind: PinnedKind, pages: number, load: (payload: { page: number; limit: number }, signal: AbortSignal) => Promise<PageAnswer<T>>) {
  const { guest } = usePlatform();
  const guestId = guest.isLoggedIn ? guest.id : null;
  return usePagedList({
    pages,
    pageSize: FAVOURITES_LIMIT,
    queryKey: (index) => favouriteKeys.pinnedPage(kind, guestId, index),
    queryFn: (index, signal) => load({ page: index + 1, limit: FAVOURITES_LIMIT }, signal),
    enabled: guestId !== null,
  });
}

export function usePinnedSedcards(pages: number) {
  const { rest } = usePlatform();
  return usePinnedPages('sedcards', pages, (payload, signal) =>
    rest.call('guest/favorite/sedcards', { payload, schema: sedcardsSchema, signal }).then((answer) => ({ items: answer.sedcards, total: answer.total })),
  );
}

export function usePinnedPhotos(pages: number) {
  const { rest } = usePlatform();
  return usePinnedPages('photos', pages, (payload, signal) =>
    rest.call('gallery/getPinnedPhotos', { payload, schema: photosSchema, signal }).then((answer) => ({ items: answer.data.pictures, total: answer.data.total })),
  );
}
