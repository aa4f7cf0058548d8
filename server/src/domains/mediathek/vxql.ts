import { GraphQLError } from 'graphql';
import { z } from 'zod';
import { MEDIA_LIBRARY } from '@vx/shared/constants';
import { INT32_MAX } from '../../http/validate';
import { mediaUrlKey, signedImages } from '../../media/signed-urls';
import { mediaImages } from '../../media/urls';
import { photoId } from '../feed/dto';
import type { AppDeps, Domain } from '../types';
import { parseArgs } from '../vxql/args';
import { requireGuest, type GraphQLContext } from '../vxql/context';
import { ASSET_ORDERS, MEDIA_TYPES, ORIGIN_TYPES, SOURCE_TYPES, libraryPage, libraryTotals, type AssetRow } from './assets';
import { setArchived } from './archive';
import { assetId, parseAssetId } from './asset-id';

const assetsArgs = z.object({
  filter: z
    .object({ mediaType: z.enum(MEDIA_TYPES).nullish(), sourceType: z.enum(SOURCE_TYPES).nullish(), originType: z.enum(ORIGIN_TYPES).nullish() })
    .nullish(),
  first: z.number().int().min(1).max(MEDIA_LIBRARY.page).nullish(),
  offset: z.number().int().min(0).max(INT32_MAX).nullish(),
  order: z.enum(ASSET_ORDERS).nullish(),
  search: z.string().trim().max(100).nullish(),
});
const idArgs = z.object({ id: z.string().max(40) });

/**
 * The query service's media library (spec 001 §7.4): assets (filter, first, offset, order,
 * search), totals, archive and unarchive (id). Every call is the logged-in guest's own library.
 */
export const mediathekVxql: NonNullable<Domain['vxql']> = {
  typeDefs: /* GraphQL */ `
    input MediathekAssetFilter {
      "video or photo"
      mediaType: String
      "purchased, pinned or archived; without it every asset that is not archived"
      sourceType: String
      "shop, chatclip, feed or messenger"
      originType: String
    }
    type MediathekActor { id: Int!, name: String! }
    "A video, album, bought feed post or received messenger picture of the guest (spec 000 §3 Media library)."
    type MediathekAsset {
      "kind-mediaId, e.g. video-12: what archive and unarchive take"
      id: String!
      "video, album, post or image"
      kind: String!
      mediaId: Int!
      mediaType: String!
      origin: String!
      title: String!
      actor: MediathekActor!
      previewUrl: String
      acquiredAt: String!
      purchased: Boolean!
      pinned: Boolean!
      archived: Boolean!
    }
    type MediathekAssetPage { total: Int!, items: [MediathekAsset!]! }
    "The library's stats and a count per tab; all but archived leave the archive out."
    type MediathekTotals {
      all: Int!
      videos: Int!
      chatClips: Int!
      photos: Int!
      audio: Int!
      shop: Int!
      pinned: Int!
      archived: Int!
      feed: Int!
      messenger: Int!
    }
    type MediathekArchiveResult { id: String!, archived: Boolean! }
    extend type Query {
      "Login required. first 1-20 (default 20), order newest (default), oldest or title, search in titles and actor names."
      mediathekAssets(filter: MediathekAssetFilter, first: Int, offset: Int, order: String, search: String): MediathekAssetPage!
      "Login required."
      mediathekTotals: MediathekTotals!
    }
    extend type Mutation {
      "Login required: one of the guest's own assets; any other id is NOT_FOUND."
      mediathekArchive(id: String!): MediathekArchiveResult!
      "Login required."
      mediathekUnarchive(id: String!): MediathekArchiveResult!
    }
  `,
  resolvers: (deps: AppDeps) => {
    const db = deps.database.db;
    const mediaKey = mediaUrlKey(deps.secrets.visitorToken);
    // A post's photos are paid content, so their URLs are signed for the guest; a clip post shows its clip's poster.
    const previewOf = (row: AssetRow, guestId: number): string | null => {
      if (row.kind === 'video' || row.kind === 'album') return mediaImages(row.kind, row.media_id).w320;
      if (row.kind === 'post') return row.post_video_id !== null ? mediaImages('video', row.post_video_id).w320 : signedImages(mediaKey, 'post', photoId(row.media_id, 1), guestId).w320;
      return null;
    };
    const archive = (archived: boolean) => async (_: unknown, args: unknown, ctx: GraphQLContext) => {
      const guest = requireGuest(ctx);
      const { id } = parseArgs(idArgs, args);
      const asset = parseAssetId(id);
      if (!asset || !(await setArchived(db, guest.id, asset.kind, asset.mediaId, archived))) {
        throw new GraphQLError('No such asset in your media library', { extensions: { code: 'NOT_FOUND' } });
      }
      return { id, archived };
    };
    return {
      Query: {
        mediathekAssets: async (_: unknown, args: unknown, ctx: GraphQLContext) => {
          const guest = requireGuest(ctx);
          const { filter, first, offset, order, search } = parseArgs(assetsArgs, args);
          const page = await libraryPage(db, {
            guestId: guest.id,
            filter: { mediaType: filter?.mediaType ?? undefined, sourceType: filter?.sourceType ?? undefined, originType: filter?.originType ?? undefined },
            first: first ?? MEDIA_LIBRARY.page,
            offset: offset ?? 0,
            order: order ?? 'newest',
            search: search || null,
          });
          return {
            total: page.total,
            items: page.rows.map((row) => ({
              id: assetId(row.kind, row.media_id),
              kind: row.kind,
              mediaId: row.media_id,
              mediaType: row.media_type,
              origin: row.origin,
              title: row.title,
              actor: { id: row.actor_id, name: row.actor_name },
              previewUrl: previewOf(row, guest.id),
              acquiredAt: new Date(row.acquired_at).toISOString(),
              purchased: row.purchased,
              pinned: row.pinned,
              archived: row.archived,
            })),
          };
        },
        mediathekTotals: (_: unknown, _args: unknown, ctx: GraphQLContext) => libraryTotals(db, requireGuest(ctx).id),
      },
      Mutation: {
        mediathekArchive: archive(true),
        mediathekUnarchive: archive(false),
      },
    };
  },
};
