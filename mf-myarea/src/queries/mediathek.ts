import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { MEDIA_LIBRARY, MIN_SEARCH_LENGTH, usePlatform } from '@vx/shared';
import { usePagedList, type PagedList } from './pagedList';

const count = z.int().check(z.gte(0));

/** One asset of the media library, as server/src/domains/mediathek answers it. */
export const mediathekAssetSchema = z.object({
  id: z.string(),
  kind: z.enum(['video', 'album', 'post', 'image']),
  mediaId: z.int(),
  mediaType: z.enum(['video', 'photo']),
  origin: z.enum(['shop', 'chatclip', 'feed', 'messenger']),
  title: z.string(),
  actor: z.object({ id: z.int(), name: z.string() }),
  previewUrl: z.nullable(z.string()),
  purchased: z.boolean(),
  pinned: z.boolean(),
  archived: z.boolean(),
});
export type MediathekAsset = z.infer<typeof mediathekAssetSchema>;

/**
 * A messenger picture's REST path (kind `image`: mediaId is the picture's id; server/docs/messenger.md
 * "Images"): the guest's token only, so it is shown through useRestImageUrl, never as a plain src.
 */
export const messengerPicturePath = (imageId: number, variant: 'thumbnail' | 'full') =>
  variant === 'thumbnail' ? `messenger/image/${imageId}/thumbnail` : `messenger/image/${imageId}`;

const pageSchema = z.object({ total: count, items: z.array(mediathekAssetSchema) });
export type MediathekPage = z.infer<typeof pageSchema>;

export const mediathekTotalsSchema = z.object({
  all: count,
  videos: count,
  chatClips: count,
  photos: count,
  audio: count,
  shop: count,
  pinned: count,
  archived: count,
  feed: count,
  messenger: count,
});
export type MediathekTotals = z.infer<typeof mediathekTotalsSchema>;

/** The spec's filters (spec 000 §3 Media library), with the origins the tabs add (feed, messenger). */
export interface MediathekFilter {
  mediaType?: 'video' | 'photo';
  sourceType?: 'purchased' | 'pinned' | 'archived';
  originType?: 'shop' | 'chatclip' | 'feed' | 'messenger';
}

export const MEDIATHEK_ORDERS = ['newest', 'oldest', 'title'] as const;
export type MediathekOrder = (typeof MEDIATHEK_ORDERS)[number];

/** What the guest chose beside the tab: the order and a search in titles and actor names. */
export interface MediathekChoice {
  order: MediathekOrder;
  /** Applied from 3 characters on (spec 001 §9 min search length, `searchOf`); shorter is no search. */
  search: string;
}
export const DEFAULT_CHOICE: MediathekChoice = { order: 'newest', search: '' };
export const searchOf = (choice: MediathekChoice) => (choice.search.trim().length >= MIN_SEARCH_LENGTH ? choice.search.trim() : null);

export const ASSETS_QUERY = /* GraphQL */ `
  query MediathekAssets($filter: MediathekAssetFilter, $first: Int, $offset: Int, $order: String, $search: String) {
    mediathekAssets(filter: $filter, first: $first, offset: $offset, order: $order, search: $search) {
      total
      items { id kind mediaId mediaType origin title actor { id name } previewUrl purchased pinned archived }
    }
  }
`;
export const TOTALS_QUERY = /* GraphQL */ `
  query MediathekTotals { mediathekTotals { all videos chatClips photos audio shop pinned archived feed messenger } }
`;
const ARCHIVE_MUTATION = /* GraphQL */ `mutation MediathekArchive($id: String!) { mediathekArchive(id: $id) { id archived } }`;
const UNARCHIVE_MUTATION = /* GraphQL */ `mutation MediathekUnarchive($id: String!) { mediathekUnarchive(id: $id) { id archived } }`;

/** Keys close with the guest: a login as another guest never shows the first one's library. */
export const mediathekKeys = {
  all: ['myarea', 'mediathek'] as const,
  page: (guestId: number | null, filter: MediathekFilter, order: MediathekOrder, search: string | null, offset: number) =>
    ['myarea', 'mediathek', 'assets', guestId, filter, order, search, offset] as const,
  totals: (guestId: number | null) => ['myarea', 'mediathek', 'totals', guestId] as const,
};

/** The first `pages` pages (20 assets each, spec 001 §9) of the guest's assets under a filter, one after the other. */
export function useMediathekAssets(filter: MediathekFilter, pages: number, choice: MediathekChoice = DEFAULT_CHOICE): PagedList<MediathekAsset> {
  const { vxql, guest } = usePlatform();
  const guestId = guest.isLoggedIn ? guest.id : null;
  const { order } = choice;
  const search = searchOf(choice);
  return usePagedList({
    pages,
    pageSize: MEDIA_LIBRARY.page,
    queryKey: (index) => mediathekKeys.page(guestId, filter, order, search, index * MEDIA_LIBRARY.page),
    queryFn: (index) =>
      vxql
        .request(ASSETS_QUERY, { filter, first: MEDIA_LIBRARY.page, offset: index * MEDIA_LIBRARY.page, order, search }, z.object({ mediathekAssets: pageSchema }))
        .then((answer) => answer.mediathekAssets),
    enabled: guestId !== null,
  });
}

/** The library's stats and a count per tab. */
export function useMediathekTotals() {
  const { vxql, guest } = usePlatform();
  const guestId = guest.isLoggedIn ? guest.id : null;
  return useQuery({
    queryKey: mediathekKeys.totals(guestId),
    queryFn: () => vxql.request(TOTALS_QUERY, {}, z.object({ mediathekTotals: mediathekTotalsSchema })).then((answer) => answer.mediathekTotals),
    enabled: guestId !== null,
  });
}

const archiveAnswer = z.object({ id: z.string(), archived: z.boolean() });

/** Archives or unarchives one asset; every list and the totals load again, since the asset changes tab. */
export function useArchiveAsset() {
  const { vxql } = usePlatform();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, archived }: { id: string; archived: boolean }) =>
      archived
        ? vxql.request(ARCHIVE_MUTATION, { id }, z.object({ mediathekArchive: archiveAnswer })).then((answer) => answer.mediathekArchive)
        : vxql.request(UNARCHIVE_MUTATION, { id }, z.object({ mediathekUnarchive: archiveAnswer })).then((answer) => answer.mediathekUnarchive),
    onSettled: () => client.invalidateQueries({ queryKey: mediathekKeys.all }),
  });
}
