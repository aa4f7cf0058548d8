import { sql, type SQL } from 'drizzle-orm';
import { FEED_TYPE_GROUPS } from '@vx/shared/protocol';
import { rowsOf, type Executor } from '../../db/helpers';

/** What an asset is: a bought or free video, an album, a bought feed post, a picture an actor sent in the messenger. */
export const ASSET_KINDS = ['video', 'album', 'post', 'image'] as const;
export type AssetKind = (typeof ASSET_KINDS)[number];
export const MEDIA_TYPES = ['video', 'photo'] as const;
export const SOURCE_TYPES = ['purchased', 'pinned', 'archived'] as const;
/** The spec's origins (shop, chatclip) and the two the mediathek's tabs add: feed and messenger. */
export const ORIGIN_TYPES = ['shop', 'chatclip', 'feed', 'messenger'] as const;
export const ASSET_ORDERS = ['newest', 'oldest', 'title'] as const;

export interface AssetFilter {
  mediaType?: (typeof MEDIA_TYPES)[number];
  sourceType?: (typeof SOURCE_TYPES)[number];
  originType?: (typeof ORIGIN_TYPES)[number];
}

export interface AssetQuery {
  guestId: number;
  filter: AssetFilter;
  first: number;
  offset: number;
  order: (typeof ASSET_ORDERS)[number];
  search: string | null;
}

export interface AssetRow {
  kind: AssetKind;
  media_id: number;
  media_type: (typeof MEDIA_TYPES)[number];
  origin: (typeof ORIGIN_TYPES)[number];
  title: string;
  actor_id: number;
  actor_name: string;
  acquired_at: Date | string;
  purchased: boolean;
  pinned: boolean;
  archived: boolean;
  /** A bought feed post's clip, whose poster is the post's preview. */
  post_video_id: number | null;
  total: number | string;
}

const list = (values: readonly string[]) => sql.join(values.map((value) => sql`${value}`), sql`, `);

/** Each way a guest comes to own an asset, one row each (an album bought and pinned is two). */
const ownedBy = (guestId: number) => sql`
  SELECT kind, media_id, created_at AS acquired_at, true AS purchased, false AS pinned FROM media_purchases WHERE guest_id = ${guestId}
  UNION ALL
  SELECT 'album', album_id, created_at, false, true FROM favourite_media WHERE guest_id = ${guestId} AND kind = 'album'
  UNION ALL
  SELECT 'post', post_id, created_at, true, false FROM feed_post_purchases WHERE guest_id = ${guestId}
  UNION ALL
  SELECT 'image', id::int, created_at, true, false FROM messenger_images WHERE guest_id = ${guestId} AND sender_type = 'actor'`;

/**
 * Every asset of one guest with what the filters look at, as a derived table. Each source is read
 * through an index that starts with the guest (media_purchases' and favourite_media's keys,
 * feed_post_purchases_guest_idx, messenger_images_guest_idx, the archive's key), so the cost
 * follows the guest's own assets, never the whole catalogue. An album bought and pinned is one asset.
 */
function libraryOf(guestId: number): SQL {
  return sql`(
    WITH owned AS (${ownedBy(guestId)}), assets AS (
      SELECT kind, media_id, max(acquired_at) AS acquired_at, bool_or(purchased) AS purchased, bool_or(pinned) AS pinned
      FROM owned GROUP BY kind, media_id
    )
    SELECT a.kind, a.media_id, a.acquired_at, a.purchased, a.pinned,
      ar.guest_id IS NOT NULL AS archived,
      CASE a.kind
        WHEN 'video' THEN 'video'
        WHEN 'album' THEN CASE WHEN al.type = 'video' THEN 'video' ELSE 'photo' END
        WHEN 'post' THEN CASE WHEN fp.type IN (${list(FEED_TYPE_GROUPS.clip)}) THEN 'video' ELSE 'photo' END
        ELSE 'photo'
      END AS media_type,
      CASE a.kind
        WHEN 'video' THEN CASE WHEN v.cam_recording THEN 'chatclip' ELSE 'shop' END
        WHEN 'album' THEN 'shop'
        WHEN 'post' THEN 'feed'
        ELSE 'messenger'
      END AS origin,
      coalesce(v.title, al.title, fp.title, '') AS title,
      ac.id AS actor_id, ac.name AS actor_name, fp.video_id AS post_video_id
    FROM assets a
    LEFT JOIN mediathek_archive ar ON ar.guest_id = ${guestId} AND ar.kind = a.kind AND ar.media_id = a.media_id
    LEFT JOIN videos v ON a.kind = 'video' AND v.id = a.media_id
    LEFT JOIN albums al ON a.kind = 'album' AND al.id = a.media_id
    LEFT JOIN feed_posts fp ON a.kind = 'post' AND fp.id = a.media_id
    LEFT JOIN messenger_images mi ON a.kind = 'image' AND mi.id = a.media_id
    LEFT JOIN messenger_channels mc ON mc.id = mi.channel_id
    JOIN actors ac ON ac.id = coalesce(v.actor_id, al.actor_id, fp.actor_id, mc.actor_id)
  )`;
}

/** The filter's conditions: without sourceType the archive is left out, as the library's main view hides it. */
function conditions(filter: AssetFilter, search: string | null): SQL {
  const parts: SQL[] = [];
  if (filter.mediaType) parts.push(sql`media_type = ${filter.mediaType}`);
  if (filter.originType) parts.push(sql`origin = ${filter.originType}`);
  if (filter.sourceType === 'archived') parts.push(sql`archived`);
  else {
    parts.push(sql`NOT archived`);
    if (filter.sourceType === 'purchased') parts.push(sql`purchased`);
    if (filter.sourceType === 'pinned') parts.push(sql`pinned`);
  }
  if (search) {
    const pattern = `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    parts.push(sql`(title ILIKE ${pattern} OR actor_name ILIKE ${pattern})`);
  }
  return sql.join(parts, sql` AND `);
}

const ORDER_BY: Record<AssetQuery['order'], SQL> = {
  newest: sql`acquired_at DESC, kind, media_id DESC`,
  oldest: sql`acquired_at ASC, kind, media_id ASC`,
  title: sql`lower(title), kind, media_id`,
};

/** One page of the guest's assets with the count of all that match (the window count saves a second scan). */
export async function libraryPage(db: Executor, query: AssetQuery): Promise<{ total: number; rows: AssetRow[] }> {
  const rows = await rowsOf<AssetRow>(
    db,
    sql`SELECT *, count(*) OVER () AS total FROM ${libraryOf(query.guestId)} lib
        WHERE ${conditions(query.filter, query.search)}
        ORDER BY ${ORDER_BY[query.order]} LIMIT ${query.first} OFFSET ${query.offset}`,
  );
  if (rows.length > 0) return { total: Number(rows[0].total), rows };
  // Past the last page the window has no row to report the count on.
  return { total: query.offset > 0 ? await countMatching(db, query) : 0, rows };
}

async function countMatching(db: Executor, query: AssetQuery): Promise<number> {
  const [row] = await rowsOf<{ total: string }>(db, sql`SELECT count(*) AS total FROM ${libraryOf(query.guestId)} lib WHERE ${conditions(query.filter, query.search)}`);
  return Number(row.total);
}

export interface LibraryTotals {
  all: number;
  videos: number;
  chatClips: number;
  photos: number;
  audio: number;
  shop: number;
  pinned: number;
  archived: number;
  feed: number;
  messenger: number;
}

/**
 * The library's stats (spec 000 §3: videos, chat-clips, photos, audio counts) and a count per tab.
 * Counts leave the archive out except `archived`. No asset is audio: the catalogue has no audio
 * content, so `audio` is 0 until it does.
 */
export async function libraryTotals(db: Executor, guestId: number): Promise<LibraryTotals> {
  const [row] = await rowsOf<Record<keyof LibraryTotals, string>>(
    db,
    sql`SELECT
          count(*) FILTER (WHERE NOT archived) AS "all",
          count(*) FILTER (WHERE NOT archived AND media_type = 'video' AND origin <> 'chatclip') AS videos,
          count(*) FILTER (WHERE NOT archived AND origin = 'chatclip') AS "chatClips",
          count(*) FILTER (WHERE NOT archived AND media_type = 'photo') AS photos,
          0 AS audio,
          count(*) FILTER (WHERE NOT archived AND purchased AND origin = 'shop') AS shop,
          count(*) FILTER (WHERE NOT archived AND pinned) AS pinned,
          count(*) FILTER (WHERE archived) AS archived,
          count(*) FILTER (WHERE NOT archived AND origin = 'feed') AS feed,
          count(*) FILTER (WHERE NOT archived AND origin = 'messenger') AS messenger
        FROM ${libraryOf(guestId)} lib`,
  );
  return Object.fromEntries(Object.entries(row).map(([key, value]) => [key, Number(value)])) as unknown as LibraryTotals;
}

/** Whether the asset is the guest's (bought, pinned, sent to him): the only ones he may archive. */
export async function ownsAsset(db: Executor, guestId: number, kind: AssetKind, mediaId: number): Promise<boolean> {
  const rows = await rowsOf(db, sql`SELECT 1 FROM (${ownedBy(guestId)}) owned WHERE kind = ${kind} AND media_id = ${mediaId} LIMIT 1`);
  return rows.length > 0;
}
